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
import type { PhoneVerification } from './use-phone-verification.ts';

/** Code mode: the number the code went to, the six boxes, submit, another number, resend. */
interface CodeStepProps {
  state: PhoneVerification;
  errorText: string | null;
  firstBoxRef: RefObject<HTMLInputElement | null>;
  submitRef: RefObject<HTMLButtonElement | null>;
}

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
      <p id={sentToId} className="text-sm text-slate-600">
        {t('code.sentTo', { phone: formatInternational(state.target ?? '') })}
      </p>
      <CodeDigitInputs
        digits={digits}
        onChange={state.changeDigits}
        onComplete={state.codeComplete}
        firstRef={firstBoxRef}
        invalid={state.error?.from === 'verify'}
        describedBy={sentToId}
      />
      <FormError message={errorText} />
      <p role="status" className="sr-only">
        {state.resent ? t('code.resent') : ''}
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
        <button type="button" className={LINK_BUTTON} disabled={busy !== null} aria-busy={sending || undefined} onClick={() => void state.resend()}>
          {sending && <Spinner size="tiny" className="text-current" />}
          {t('code.resend')}
        </button>
      </div>
    </form>
  );
}
