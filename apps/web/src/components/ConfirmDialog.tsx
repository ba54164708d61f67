import { Button } from './Button.tsx';
import { Modal } from './Modal.tsx';

interface ConfirmDialogProps {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  /** A destructive choice shows its button in red. */
  destructive?: boolean;
  busy?: boolean;
}

/** Asks before an action that cannot be undone; Escape, the close button and "cancel" keep things as they are. */
export function ConfirmDialog({ title, message, confirmLabel, cancelLabel, onConfirm, onCancel, destructive = true, busy = false }: ConfirmDialogProps) {
  return (
    <Modal open onClose={onCancel} title={title} size="small" role="alertdialog">
      <p className="text-sm text-slate-700">{message}</p>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button color="gray" outline onClick={onCancel} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button color={destructive ? 'red' : 'indigo'} onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
