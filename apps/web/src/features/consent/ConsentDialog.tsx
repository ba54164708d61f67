import { consentIsCurrent, type ConsentChoice } from '@arya/core/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SwitchField } from '../account/profile/SwitchField.tsx';
import { saveConsent } from './consent-store.ts';

/** The cookies the site cannot work without, or that only keep a preference: no consent needed (CNIL). */
const ESSENTIAL_COOKIES = ['session', 'language', 'consent', 'referral', 'appBanner'] as const;

interface ConsentDialogProps {
  open: boolean;
  /** Whether a tag manager is configured: without one there is nothing to accept. */
  analyticsOffered: boolean;
  choice: ConsentChoice | null;
  onClose: () => void;
}

/** "Choisir": analytics on or off (off unless accepted before), and what the essential cookies are. */
export default function ConsentDialog({ open, analyticsOffered, choice, onClose }: ConsentDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal open={open} onClose={onClose} title={t('consent.dialog.title')} size="large">
      {/* Mounted again at each opening, so the switch starts from the saved choice. */}
      {open && <ConsentForm analyticsOffered={analyticsOffered} choice={choice} onClose={onClose} />}
    </Modal>
  );
}

function ConsentForm({ analyticsOffered, choice, onClose }: Omit<ConsentDialogProps, 'open'>) {
  const { t } = useTranslation();
  const [analytics, setAnalytics] = useState(() => consentIsCurrent(choice, new Date()) && choice.analytics);
  return (
    <form
      data-testid="consent-dialog"
      className="flex flex-col gap-5 text-sm text-slate-700"
      onSubmit={(event) => {
        event.preventDefault();
        saveConsent(analyticsOffered && analytics);
        onClose();
      }}
    >
      <p>{t('consent.dialog.intro')}</p>
      <div className="rounded-xl border border-slate-200 p-4">
        {analyticsOffered ? (
          <SwitchField
            name="analytics"
            label={t('consent.dialog.analyticsLabel')}
            description={t('consent.dialog.analyticsDescription')}
            checked={analytics}
            onChange={(event) => setAnalytics(event.target.checked)}
          />
        ) : (
          <p>{t('consent.dialog.noAnalytics')}</p>
        )}
      </div>
      <section aria-labelledby="consent-essential-title">
        <h3 id="consent-essential-title" className="font-semibold text-slate-900">
          {t('consent.dialog.essentialTitle')}
        </h3>
        <p className="mt-1">{t('consent.dialog.essentialIntro')}</p>
        <ul className="mt-2 flex flex-col gap-2">
          {ESSENTIAL_COOKIES.map((cookie) => (
            <li key={cookie} className="rounded-lg bg-slate-50 px-3 py-2">
              <span className="block font-medium text-slate-900">{t(`consent.essential.${cookie}.name`)}</span>
              <span className="block text-slate-600">{t(`consent.essential.${cookie}.purpose`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <p className="text-slate-600">{t('consent.dialog.duration')}</p>
      {/* Kept in sight at the bottom of the scrolling body (the modal's p-5). */}
      <div className="sticky -bottom-5 -mx-5 -mb-5 flex flex-col-reverse gap-2 border-t border-slate-200 bg-white px-5 py-3 sm:flex-row sm:justify-end">
        <Button type="button" color="gray" outline onClick={onClose}>
          {t('consent.dialog.cancel')}
        </Button>
        <Button type="submit" color="indigo">
          {t('consent.dialog.save')}
        </Button>
      </div>
    </form>
  );
}
