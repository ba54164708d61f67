import { useEffect, useRef, type KeyboardEvent, type SyntheticEvent } from 'react';

interface ModalDialogOptions {
  /** Whether the dialog shows; a dialog shown while mounted leaves it out. */
  open?: boolean;
  /** What Escape does; without it the dialog is blocking and Escape does nothing. */
  onEscape?: (() => void) | undefined;
}

/**
 * A native <dialog> shown modally while `open`: the page behind is inert (the focus stays inside)
 * and does not scroll, and the focus goes back to the opener when it closes or goes away (the browser
 * only restores it on close(), not on unmount). Spread the returned props on the <dialog>.
 *
 * Some browsers close a modal dialog on a second Escape even when its cancel event was refused (a
 * cancel is only refusable once per user activation): a blocking dialog refuses the key itself, and a
 * dialog the browser closed while the app still shows it opens again.
 */
export function useModalDialog({ open = true, onEscape }: ModalDialogOptions = {}) {
  const ref = useRef<HTMLDialogElement>(null);
  const blocking = !onEscape;

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open]);

  return {
    ref,
    onKeyDown: (event: KeyboardEvent<HTMLDialogElement>) => {
      if (blocking && event.key === 'Escape') event.preventDefault();
    },
    onCancel: (event: SyntheticEvent<HTMLDialogElement>) => {
      event.preventDefault();
      onEscape?.();
    },
    onClose: () => {
      const dialog = ref.current;
      if (open && dialog?.isConnected && !dialog.open) dialog.showModal();
    },
  };
}
