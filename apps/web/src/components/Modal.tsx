import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalDialog } from './use-modal-dialog.ts';

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

/** A native <dialog> (useModalDialog): the focus stays inside and goes back to the opener on closing; the page behind does not scroll. */
export function Modal({ open, onClose, title, size = 'small', closeOnOutsideClick = true, role, children }: ModalProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog({ open, onEscape: closeOnOutsideClick ? onClose : undefined });

  return (
    <dialog
      {...dialog}
      role={role}
      aria-label={title}
      className={clsx('m-auto max-h-[80%] rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/50 open:flex open:flex-col', SIZES[size])}
      onClick={(event) => {
        if (closeOnOutsideClick && event.target === dialog.ref.current) onClose();
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
