import type { Post } from '@arya/core/contract';
import { createContext, useContext } from 'react';

/** The app-wide modals of the authenticated layout (spec 1 §2): opened from the header, the floating button and post cards. */
/**
 * `post`: a post to edit; `share`: a post to share (the writer shows it, media off). `idea`: an idea
 * to edit, else a new one. `backOffice`: staff's full-screen back-office frame (internal news).
 */
export type AppModal = { kind: 'post'; post?: Post; share?: Post } | { kind: 'idea'; post?: Post } | { kind: 'backOffice' };

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
