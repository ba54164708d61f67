import type { CurrentUser } from '@arya/core/contract';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/errors.ts';
import { CodeStep } from './CodeStep.tsx';
import { PhoneDialogFrame } from './PhoneDialogFrame.tsx';
import { PhoneStep } from './PhoneStep.tsx';
import { usePhoneVerification } from './use-phone-verification.ts';

export interface PhoneVerificationDialogProps {
  open: boolean;
  /** The number to verify (E.164); null opens on the phone field. */
  phoneNumber: string | null;
  /** Opens on the phone field: nothing is sent on open, and a logout link replaces back. */
  initWithPhoneFieldFirst: boolean;
  /** The member state with the verified number (already in the cache); the parent closes the dialog. */
  onVerified: (user: CurrentUser) => void;
  /** Without it the dialog is blocking: no close button, Escape does nothing. */
  onDismiss?: () => void;
  /**
   * The verified number of a member changing it (the profile's phone field): the dialog opens on an
   * empty phone field, says this number stays theirs until the new code is entered, and has no logout.
   */
  changingFrom?: string | null;
}

/**
 * Spec 1 §2 and §4: the phone verification modal. Lazy-loaded (the phone library is large); each
 * opening starts afresh.
 */
export default function PhoneVerificationDialog(props: PhoneVerificationDialogProps) {
  if (!props.open) return null;
  return <OpenPhoneVerificationDialog {...props} />;
}

function OpenPhoneVerificationDialog({ phoneNumber, initWithPhoneFieldFirst, onVerified, onDismiss, changingFrom = null }: PhoneVerificationDialogProps) {
  const { t } = useTranslation('phone');
  const titleId = useId();
  // Fixed for the opening, even if the member state changes meanwhile.
  const [phoneFieldFirst] = useState(() => initWithPhoneFieldFirst || !phoneNumber || changingFrom !== null);
  const firstBoxRef = useRef<HTMLInputElement>(null);
  const submitRef = useRef<HTMLButtonElement>(null);
  const phoneInputRef = useRef<HTMLInputElement>(null);
  const state = usePhoneVerification({ phoneNumber: changingFrom ? null : phoneNumber, phoneFieldFirst, onVerified, firstBox: firstBoxRef, submit: submitRef, phoneInput: phoneInputRef });
  const errorText = state.error ? errorMessage(t, state.error.cause) : null;
  return (
    <PhoneDialogFrame title={changingFrom ? t('changeTitle') : t('title')} titleId={titleId} onDismiss={onDismiss}>
      {state.mode === 'code' ? (
        <CodeStep state={state} errorText={errorText} firstBoxRef={firstBoxRef} submitRef={submitRef} />
      ) : (
        <PhoneStep state={state} errorText={errorText} phoneFieldFirst={phoneFieldFirst} changingFrom={changingFrom} phoneInputRef={phoneInputRef} />
      )}
    </PhoneDialogFrame>
  );
}
