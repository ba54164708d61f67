import clsx from 'clsx';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { formatInternational } from './format-phone.ts';
import { InternationalPhoneField } from './InternationalPhoneField.tsx';
import { LINK_BUTTON } from './link-button.ts';
import { LogoutLinkButton } from './LogoutLinkButton.tsx';
import type { PhoneVerification } from './use-phone-verification.ts';

interface PhoneStepProps {
  state: PhoneVerification;
  errorText: string | null;
  /** Opened on this field: logout instead of back. */
  phoneFieldFirst: boolean;
  /** The verified number a member is replacing (opened from the profile); it stays theirs until the new code is entered. */
  changingFrom: string | null;
  phoneInputRef: RefObject<HTMLInputElement | null>;
}

/**
 * Phone-edit mode: the number to send a code to, submit, and back (or logout). A verified member
 * changing their number is told the old one stays until the new code is entered; they close the
 * dialog to keep it (no logout), and come back to a code already sent.
 */
export function PhoneStep({ state, errorText, phoneFieldFirst, changingFrom, phoneInputRef }: PhoneStepProps) {
  const { t } = useTranslation('phone');
  const { busy } = state;
  const way = changingFrom ? (state.target ? 'back' : null) : phoneFieldFirst ? 'logout' : 'back';
  return (
    <form
      noValidate
      className="flex flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        void state.sendToNewNumber();
      }}
    >
      <p className="text-sm text-slate-600">{changingFrom ? t('edit.changeIntro', { phone: formatInternational(changingFrom) }) : t('edit.intro')}</p>
      <InternationalPhoneField
        value={state.newNumber}
        onChange={state.changeNewNumber}
        error={state.fieldProblem ? t(`errors:${state.fieldProblem}`) : null}
        inputRef={phoneInputRef}
      />
      <FormError message={errorText} />
      <p role="status" className="text-sm font-medium text-green-700 empty:hidden">
        {state.notice === 'newNumberSent' && state.target ? t('edit.sent', { phone: formatInternational(state.target) }) : ''}
      </p>
      <button type="submit" disabled={busy !== null} aria-busy={busy === 'edit' || undefined} className={clsx(buttonClasses({ size: 'large' }), 'w-full')}>
        {busy === 'edit' && <Spinner size="tiny" className="text-current" />}
        {t('edit.submit')}
      </button>
      {way && (
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {way === 'logout' ? (
            <LogoutLinkButton />
          ) : (
            <button type="button" className={LINK_BUTTON} disabled={busy !== null} onClick={state.backToCode}>
              {t('edit.back')}
            </button>
          )}
        </div>
      )}
    </form>
  );
}
