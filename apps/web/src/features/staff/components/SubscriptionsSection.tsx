import type { StaffMember } from '@arya/core/contract';
import { formatDay } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { GrantSubscriptionForm } from './GrantSubscriptionForm.tsx';
import { RevokeButton } from './RevokeButton.tsx';
import { StatusTag } from './StatusTag.tsx';
import { StaffSection } from './StaffSection.tsx';

export function SubscriptionsSection({ member }: { member: StaffMember }) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  return (
    <StaffSection title={t('subscriptions.title')}>
      {member.subscriptions.length === 0 ? (
        <p className="text-slate-600">{t('subscriptions.empty')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" data-testid="staff-subscriptions">
          {member.subscriptions.map((subscription) => {
            const period = t('subscriptions.period', { from: formatDay(subscription.currentPeriodStart, language), to: formatDay(subscription.currentPeriodEnd, language) });
            return (
              <li key={subscription.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-2.5">
                <div className="min-w-0 flex-1">
                  <p className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                    {subscription.tier}
                    <StatusTag status={subscription.status} />
                  </p>
                  <p className="text-sm text-slate-600">
                    {period} · {t(`subscriptions.source.${subscription.source}`)}
                  </p>
                </div>
                {subscription.status === 'active' && (
                  <RevokeButton
                    memberId={member.id}
                    change={{ kind: 'revokeSubscription', subscriptionId: subscription.id }}
                    label={t('subscriptions.revokeLabel', { tier: subscription.tier, period })}
                    title={t('subscriptions.revokeTitle')}
                    message={t('subscriptions.revokeMessage', { tier: subscription.tier, name: member.displayName })}
                    done={t('subscriptions.revoked')}
                  />
                )}
              </li>
            );
          })}
        </ul>
      )}
      <GrantSubscriptionForm memberId={member.id} />
    </StaffSection>
  );
}
