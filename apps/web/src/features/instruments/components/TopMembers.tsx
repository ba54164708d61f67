import type { InstrumentPage } from '@arya/core/contract';
import { formatCount } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { MemberRow } from '../../people/components/MemberRow.tsx';

type TopMember = InstrumentPage['TopMembers'][number];

/** The members who posted about an instrument most over 90 days, as the other member lists show them (picture, name, job, follow). */
export function TopMembers({ members, symbol }: { members: readonly TopMember[]; symbol: string }) {
  const { t } = useTranslation('instruments');
  const language = useLanguage();
  const titleId = useId();
  // A member who erased their account has no profile to link to.
  const listed = members.filter((member): member is TopMember & { Alias: string } => member.Alias !== null && member.Deleted !== true);
  if (listed.length === 0) return null;
  return (
    <section aria-labelledby={titleId} data-testid="instrument-top-members" className="mb-5 rounded-2xl border border-slate-200 bg-white px-4 pt-4 pb-2 sm:px-5">
      <h2 id={titleId} className="font-bold text-slate-900">
        {t('topMembers.title')}
      </h2>
      <p className="text-sm text-slate-600">{t('topMembers.period')}</p>
      <ul className="mt-1 divide-y divide-slate-100">
        {listed.map((member) => (
          <MemberRow
            key={member.Id}
            member={{ _id: member.Id, DisplayName: member.Name, Alias: member.Alias, Job: member.Job, Verified: member.Verified, PictureDate: member.PictureDate }}
            detail={t('topMembers.posts', { count: member.PostsCount, formatted: formatCount(member.PostsCount, language), symbol })}
          />
        ))}
      </ul>
    </section>
  );
}
