import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';

interface FullScreenDialogProps {
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/**
 * A native modal <dialog> over the whole window (useModalDialog, as components/Modal.tsx):
 * the page behind is inert (the focus stays inside), Escape closes, and the focus goes back to the
 * opener when the dialog goes away.
 */
export function FullScreenDialog({ title, onClose, children }: FullScreenDialogProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog({ onEscape: onClose });

  return (
    <dialog
      {...dialog}
      aria-label={title}
      aria-modal="true"
      className="m-0 h-dvh max-h-none w-screen max-w-none bg-slate-50 p-0 backdrop:bg-slate-900/60 open:flex open:flex-col"
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
