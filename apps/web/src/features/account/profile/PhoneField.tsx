import type { CurrentUser } from '@arya/core/contract';
import { lazy, Suspense, useId, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast.ts';
import { formatInternational } from '../../phone/format-phone.ts';
import { LINK_BUTTON } from '../../phone/link-button.ts';
import { useCurrentUser } from '../../session/session-context.ts';

// The phone library behind the dialog is large: it loads when the member asks to change their number.
const PhoneVerificationDialog = lazy(() => import('../../phone/PhoneVerificationDialog.tsx'));

/**
 * The member's phone number, read only. Issue 22: the form used to save a new number without a code;
 * now "change" opens the phone dialog on its phone field, and the new number becomes theirs when its
 * code is entered (the dialog's answer updates the member state, which this field shows). Until then
 * the verified number stays. The profile save never sends a number.
 */
export function PhoneField() {
  const { t } = useTranslation('account');
  const user = useCurrentUser();
  const labelId = useId();
  const [open, setOpen] = useState(false);
  const verified = user.phoneVerified && user.phoneNumber !== null;
  const onVerified = (updated: CurrentUser) => {
    setOpen(false);
    if (updated.phoneNumber) toast.success(t('profileForm.phone.changed', { phone: formatInternational(updated.phoneNumber) }));
  };
  return (
    <div role="group" aria-labelledby={labelId} className="flex min-w-0 flex-col gap-1">
      <span id={labelId} className="text-sm font-medium text-slate-700">
        {t('profileForm.fields.phone')}
      </span>
      {/* As high as the fields beside it; the way to change it below, like a field's hint. */}
      {/* The whole number always shows: where the column is narrow (800 px), the badge goes under it. */}
      <div className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
        <span className="whitespace-nowrap text-slate-900 tabular-nums">{user.phoneNumber ? formatInternational(user.phoneNumber) : t('profileForm.phone.none')}</span>
        {verified && <span className="shrink-0 rounded-full bg-green-100 px-2 py-0.5 text-xs font-medium text-green-800">{t('profileForm.phone.verified')}</span>}
      </div>
      <button type="button" className={`${LINK_BUTTON} self-start`} onClick={() => setOpen(true)}>
        {t(user.phoneNumber ? 'profileForm.phone.change' : 'profileForm.phone.add')}
      </button>
      {/* In the body, not in the profile's <form>: a form may not hold another (the dialog's). */}
      {open &&
        createPortal(
          <Suspense fallback={null}>
            <PhoneVerificationDialog
              open
              phoneNumber={verified ? null : user.phoneNumber}
              initWithPhoneFieldFirst
              changingFrom={verified ? user.phoneNumber : null}
              onVerified={onVerified}
              onDismiss={() => setOpen(false)}
            />
          </Suspense>,
          document.body,
        )}
    </div>
  );
}
