import type { Post } from '@arya/core';
import { createContext, useContext } from 'react';

/** The app-wide modals of the authenticated layout (spec 1 §2): opened from the header, the floating button and post cards. */
export type AppModal = { kind: 'post'; post?: Post } | { kind: 'idea' };

export interface ModalControls {
  open(modal: AppModal): void;
  close(): void;
}

export const ModalContext = createContext<ModalControls | null>(null);

export function useModals(): ModalControls {
  const value = useContext(ModalContext);
  if (!value) throw new Error('useModals must be used inside ModalHost');
  return value;
}
