import { formatDay, hasActiveSubscription, isInTrial, trialDaysLeft } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Card, PageHeading } from '../../../components/PageHeading.tsx';
import { useModals } from '../../../app/modals/modal-context.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';

export default function HomePage() {
  const { t } = useTranslation('pages');
  const user = useCurrentUser();
  const language = useLanguage();
  const modals = useModals();
  const subscribed = hasActiveSubscription(user);
  return (
    <>
      <PageHeading title={t('home.title')} description={t('home.greeting', { name: user.displayName })} />
      <Card className="mb-4">
        <p data-testid="plan-status" className="text-slate-700">
          {subscribed && user.activeSubscriptionUntil
            ? t('home.subscribed', { plan: user.activeSubscriptionName, date: formatDay(user.activeSubscriptionUntil, language) })
            : isInTrial(user)
              ? t('home.trial', { count: trialDaysLeft(user) })
              : t('home.free')}
        </p>
      </Card>
      <Card>
        <p className="mb-4 text-slate-600">{t('home.empty')}</p>
        <Button onClick={() => modals.open({ kind: 'post' })}>{t('common:create.post')}</Button>
      </Card>
    </>
  );
}
