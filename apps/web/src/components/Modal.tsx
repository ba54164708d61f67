import clsx from 'clsx';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ModalSize = 'small' | 'large' | 'auto';
const SIZES: Record<ModalSize, string> = { small: 'w-full max-w-md', large: 'w-full max-w-3xl', auto: 'w-auto max-w-[95vw]' };

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  size?: ModalSize;
  /** Spec: the modal closes on Escape only when closing by an outside click is allowed. */
  closeOnOutsideClick?: boolean;
  /** `alertdialog` for a question that needs an answer. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

/** A native <dialog>: the focus stays inside and goes back to the opener on closing; the page behind does not scroll. */
export function Modal({ open, onClose, title, size = 'small', closeOnOutsideClick = true, role, children }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog || !open) return;
    // The element that opened the dialog gets the focus back when it closes, even when the dialog is
    // unmounted rather than closed (the browser only restores the focus on close()).
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

  return (
    <dialog
      ref={ref}
      role={role}
      aria-label={title}
      className={clsx('m-auto max-h-[80%] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:flex open:flex-col', SIZES[size])}
      onCancel={(event) => {
        event.preventDefault();
        if (closeOnOutsideClick) onClose();
      }}
      onClick={(event) => {
        if (closeOnOutsideClick && event.target === ref.current) onClose();
      }}
    >
      <div className="flex shrink-0 items-center justify-between border-b border-slate-200 px-5 py-3">
        <h2 className="text-lg font-semibold text-slate-900">{title}</h2>
        <button type="button" onClick={onClose} className="inline-flex size-9 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600" aria-label={t('close')}>
          <svg viewBox="0 0 20 20" className="size-5" aria-hidden="true">
            <path d="M5 5l10 10M15 5L5 15" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto p-5">{children}</div>
    </dialog>
  );
}
