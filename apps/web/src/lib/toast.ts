import { useSyncExternalStore } from 'react';

/**
 * Toasts without sonner in the first load: the first message loads sonner and mounts its region
 * (sonner shows a region the messages created before it subscribed).
 */
let wanted = false;
const listeners = new Set<() => void>();

function want(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** True once a message was shown: the shell mounts the toast region then. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => wanted,
    () => false,
  );
}

export const toast = {
  success(message: string): void {
    want();
    void import('sonner').then((sonner) => sonner.toast.success(message));
  },
  error(message: string): void {
    want();
    void import('sonner').then((sonner) => sonner.toast.error(message));
  },
};
