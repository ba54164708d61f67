import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/Spinner.tsx';
import { useNow } from '../../lib/use-now.ts';
import { LINK_BUTTON } from './link-button.ts';
import { secondsLeft, type ResendWait } from './phone-dialog-state.ts';

interface ResendCodeButtonProps {
  /** The server's wait before another code (none: null). */
  wait: ResendWait | null;
  /** Another call is under way. */
  disabled: boolean;
  /** Its own call is under way (the first code, or a resend). */
  sending: boolean;
  onResend: () => void;
}

/** "25 s", "12 min 5 s": the wait as the link says it. */
function waitText(t: TFunction<'phone'>, seconds: number): string {
  if (seconds < 60) return t('code.wait.seconds', { seconds });
  return t('code.wait.minutes', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
}

/**
 * Resend (spec 1 §4), disabled while the server would refuse it: the link counts the wait down
 * rather than answering a click with "too many attempts".
 */
export function ResendCodeButton({ wait, disabled, sending, onResend }: ResendCodeButtonProps) {
  const { t } = useTranslation('phone');
  const now = useNow(wait?.until ?? 0);
  const left = secondsLeft(wait, now);
  return (
    <button type="button" className={`${LINK_BUTTON} tabular-nums`} disabled={disabled || left > 0} aria-busy={sending || undefined} onClick={onResend}>
      {sending && <Spinner size="tiny" className="text-current" />}
      {left > 0 ? t('code.resendIn', { wait: waitText(t, left) }) : t('code.resend')}
    </button>
  );
}
