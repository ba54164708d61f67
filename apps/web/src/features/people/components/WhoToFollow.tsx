import { useTranslation } from 'react-i18next';
import { MemberRow, type MemberSummary } from './MemberRow.tsx';

/** Members to follow, offered on the home feed to members who follow few people (coaches first). */
export function WhoToFollow({ suggestions }: { suggestions: readonly MemberSummary[] }) {
  const { t } = useTranslation('people');
  if (suggestions.length === 0) return null;
  return (
    <section aria-labelledby="who-to-follow-title" data-testid="who-to-follow" className="mb-5 rounded-2xl border border-slate-200 bg-white px-4 pt-4 pb-2 sm:px-5">
      <h2 id="who-to-follow-title" className="font-bold text-slate-900">
        {t('suggestions.title')}
      </h2>
      <p className="text-sm text-slate-500">{t('suggestions.subtitle')}</p>
      <ul className="mt-1 divide-y divide-slate-100">
        {suggestions.map((member) => (
          <MemberRow key={member._id} member={member} />
        ))}
      </ul>
    </section>
  );
}
