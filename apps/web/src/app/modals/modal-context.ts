import { createContext, useContext } from 'react';

/** The app-wide modals of the authenticated layout (spec 1 §2): opened from the header and the floating button. */
export type AppModal = 'post' | 'idea';

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
