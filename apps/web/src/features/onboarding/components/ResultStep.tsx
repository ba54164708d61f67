import { formatCount } from '@arya/core/rules';
import clsx from 'clsx';
import { lazy, Suspense, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { LINK_BUTTON } from '../link-button.ts';
import { useFocusOnChange } from '../use-focus-on-change.ts';
import { StepFrame } from './StepFrame.tsx';

// The phone library is large: it loads only when the member asks to verify.
const PhoneVerificationDialog = lazy(() => import('../../phone/PhoneVerificationDialog.tsx'));

/**
 * The coins won: credited for a member with a verified phone ("coins reward"), else locked until the
 * phone is verified ("coins locked"), which the phone dialog does here.
 */
export function ResultStep({ headingRef, prize }: { headingRef: RefObject<HTMLHeadingElement | null>; prize: number }) {
  const { t } = useTranslation('onboarding');
  const user = useCurrentUser();
  const to = useLocalizedPath();
  const [dialogOpen, setDialogOpen] = useState(false);
  // Until the member state says so too.
  const [verifiedHere, setVerifiedHere] = useState(false);
  const rewarded = user.phoneVerified || verifiedHere;
  useFocusOnChange(headingRef, rewarded);
  const won = { count: prize, formatted: formatCount(prize, useLanguage()) };

  const onVerified = () => {
    setVerifiedHere(true);
    setDialogOpen(false);
  };

  return (
    <StepFrame
      step="result"
      title={t(rewarded ? 'result.reward.title' : 'result.locked.title', won)}
      headingRef={headingRef}
      intro={<p>{t(rewarded ? 'result.reward.text' : 'result.locked.text', won)}</p>}
    >
      <div className="flex justify-center">
        <span
          className={`inline-flex size-24 items-center justify-center rounded-full ${rewarded ? 'bg-yellow-100 text-yellow-700' : 'bg-slate-100 text-slate-600'}`}
        >
          {rewarded ? <Icon name="gift" className="size-12" /> : <LockIcon />}
        </span>
      </div>
      {rewarded ? (
        <div className="flex flex-col gap-3">
          <Link to={to('/')} replace className={clsx(buttonClasses({ size: 'large' }), 'w-full')}>
            {t('result.reward.continue')}
          </Link>
          <Link to={to('/my-account/coins')} replace className={`${LINK_BUTTON} self-center`}>
            {t('result.reward.seeCoins')}
          </Link>
        </div>
      ) : (
        <div className="flex flex-col gap-3">
          <Button size="large" className="w-full" onClick={() => setDialogOpen(true)}>
            {t('result.locked.verify')}
          </Button>
          <Link to={to('/')} replace className={`${LINK_BUTTON} self-center`}>
            {t('result.locked.continue')}
          </Link>
        </div>
      )}
      {dialogOpen && (
        <Suspense fallback={<Spinner size="tiny" className="self-center" />}>
          <PhoneVerificationDialog
            open
            phoneNumber={user.phoneNumber}
            initWithPhoneFieldFirst={!user.phoneNumber}
            onVerified={onVerified}
            onDismiss={() => setDialogOpen(false)}
          />
        </Suspense>
      )}
    </StepFrame>
  );
}

/** A closed padlock: the coins wait for the phone number. */
function LockIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" className="size-12">
      <path d="M7.5 11V8a4.5 4.5 0 0 1 9 0v3M5 11h14v10H5zM12 15v2.5" />
    </svg>
  );
}
