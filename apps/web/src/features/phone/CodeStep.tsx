import clsx from 'clsx';
import { useId, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { CodeDigitInputs } from './CodeDigitInputs.tsx';
import { isCodeComplete } from './code-digits.ts';
import { formatInternational } from './format-phone.ts';
import { LINK_BUTTON } from './link-button.ts';
import { ResendCodeButton } from './ResendCodeButton.tsx';
import type { PhoneVerification } from './use-phone-verification.ts';

interface CodeStepProps {
  state: PhoneVerification;
  errorText: string | null;
  firstBoxRef: RefObject<HTMLInputElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
}

/**
 * Code mode: the number the code went to, the six boxes, submit, another number, resend. Only a send
 * that worked is said to have sent a code; after a failed one, the error alone says what happened.
 */
export function CodeStep({ state, errorText, firstBoxRef, submitRef }: CodeStepProps) {
  const { t } = useTranslation('phone');
  const sentToId = useId();
  const { busy, digits } = state;
  const sending = busy === 'opening' || busy === 'resend';
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void state.verify();
      }}
    >
      {(state.codeSent || busy === 'opening') && (
        <p id={sentToId} className="text-sm text-slate-600">
          {t(state.codeSent ? 'code.sentTo' : 'code.sending', { phone: formatInternational(state.target ?? '') })}
        </p>
      )}
      <CodeDigitInputs
        digits={digits}
        onChange={state.changeDigits}
        onComplete={state.codeComplete}
        firstRef={firstBoxRef}
        invalid={state.error?.from === 'verify'}
        describedBy={state.codeSent || busy === 'opening' ? sentToId : undefined}
      />
      <FormError message={errorText} />
      <p role="status" className="sr-only">
        {state.notice === 'resent' ? t('code.resent') : ''}
      </p>
      <button
        ref={submitRef}
        type="submit"
        disabled={!isCodeComplete(digits) || busy !== null}
        aria-busy={busy === 'verify' || undefined}
        className={clsx(buttonClasses({ size: 'large' }), 'w-full')}
      >
        {busy === 'verify' && <Spinner size="tiny" className="text-current" />}
        {t('code.submit')}
      </button>
      <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
        <button type="button" className={LINK_BUTTON} disabled={busy !== null} onClick={state.editNumber}>
          {t('code.useAnotherNumber')}
        </button>
        <ResendCodeButton wait={state.resendWait} disabled={busy !== null} sending={sending} onResend={() => void state.resend()} />
      </div>
    </form>
  );
}
