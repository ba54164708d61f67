import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useModalDialog } from '../../components/use-modal-dialog.ts';

interface PhoneDialogFrameProps {
  title: string;
  titleId: string;
  /** Without it the dialog is blocking: no close button, Escape does nothing. */
  onDismiss?: (() => void) | undefined;
  children: ReactNode;
}

/**
 * A native modal <dialog>, shown while mounted (useModalDialog, as components/Modal.tsx): the page
 * behind is inert and does not scroll, and scrolling and focus come back when it goes away.
 */
export function PhoneDialogFrame({ title, titleId, onDismiss, children }: PhoneDialogFrameProps) {
  const { t } = useTranslation();
  const dialog = useModalDialog({ onEscape: onDismiss });

  return (
    <dialog
      {...dialog}
      aria-labelledby={titleId}
      className="m-auto max-h-[80%] w-[calc(100%-1.5rem)] max-w-md rounded-2xl bg-white p-0 shadow-2xl backdrop:bg-slate-900/60 open:flex open:flex-col"
      // Its forms are its own: opened from inside another form (the profile's phone field), a code
      // checked here must not also submit that form (React events bubble along the component tree).
      onSubmit={(event) => event.stopPropagation()}
    >
      <div className="flex shrink-0 items-start justify-between gap-3 px-5 pt-5">
        <h2 id={titleId} className="text-lg font-semibold text-slate-900">
          {title}
        </h2>
        {onDismiss && (
          <button
            type="button"
            onClick={onDismiss}
            aria-label={t('close')}
            className="-mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Icon name="close" />
          </button>
        )}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 pt-3 pb-5">{children}</div>
    </dialog>
  );
}
