import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';

interface FullScreenDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog> over the whole window, with the focus handling of components/Modal.tsx:
 * the page behind is inert (the focus stays inside), Escape closes, and the focus goes back to the
 * opener when the dialog goes away.
 */
export function FullScreenDialog({ title, onClose, children }: FullScreenDialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    if (!dialog.open) dialog.showModal();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, []);

  return (
    <dialog
      ref={ref}
      aria-label={title}
      aria-modal="true"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-50 p-0 backdrop:bg-slate-900/60 open:flex open:flex-col"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <div className="flex h-12 shrink-0 items-center justify-between gap-3 border-b border-slate-200 bg-white px-3 sm:px-5">
        <h2 className="truncate text-base font-semibold text-slate-900">{title}</h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('close')}
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon name="close" />
        </button>
      </div>
      <div className="min-h-0 flex-1">{children}</div>
    </dialog>
  );
}
