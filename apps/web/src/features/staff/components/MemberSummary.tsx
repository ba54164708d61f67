import type { StaffMember } from '@arya/core/contract';
import { formatCount, formatDay, type Language } from '@arya/core/rules';
import { forwardRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { profilePictureUrl } from '../../posts/post-links.ts';
import { PlanBadge } from './PlanBadge.tsx';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}

const day = (value: string | null, language: Language, none: string) => (value ? formatDay(value, language) : none);

/** Who the member is and their plan as stored (and as it reads now), focused when a search finds them. */
export const MemberSummary = forwardRef<HTMLHeadingElement, { member: StaffMember }>(function MemberSummary({ member }, headingRef) {
  const { t } = useTranslation('staff');
  const language = useLanguage();
  const { plan } = member;
  const none = t('member.none');
  return (
    <Card>
      <section aria-labelledby="staff-member-name">
        <div className="flex flex-wrap items-center gap-3">
          <Avatar name={member.displayName} src={profilePictureUrl(member.id, member.pictureDate)} size="large" />
          {/* Name and e-mail in full (staff compare them); the plan goes below when they need the width. */}
          <div className="min-w-0 flex-1 basis-40">
            <h2 id="staff-member-name" ref={headingRef} tabIndex={-1} className="text-xl font-bold break-words text-slate-900 focus:outline-none">
              {member.displayName}
            </h2>
            <p className="break-all text-slate-600">{member.email}</p>
          </div>
          <PlanBadge plan={plan} />
        </div>
        <dl className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label={t('member.id')}>
            <span className="font-mono text-sm">{member.id}</span>
          </Field>
          <Field label={t('member.aliases')}>
            {member.systemAlias}
            {member.vanityAlias ? ` · ${member.vanityAlias}` : ''}
          </Field>
          <Field label={t('member.joined')}>{formatDay(member.joinedAt, language)}</Field>
          <Field label={t('member.role')}>{member.role ?? none}</Field>
          <Field label={t('member.lifetime')}>{plan.lifetimeSubscriptionName}</Field>
          <Field label={t('member.active')}>
            {plan.activeSubscriptionName && plan.activeSubscriptionUntil
              ? t('member.activeUntil', { tier: plan.activeSubscriptionName, date: formatDay(plan.activeSubscriptionUntil, language) })
              : none}
          </Field>
          <Field label={t('member.trialEnd')}>{day(plan.canReadNewsUntil, language, none)}</Field>
          <Field label={t('member.coins')}>
            <span data-testid="staff-member-coins">{t('member.coinsValue', { coins: formatCount(member.coins, language) })}</span>
          </Field>
        </dl>
      </section>
    </Card>
  );
});
