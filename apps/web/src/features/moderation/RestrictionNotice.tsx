import { formatDay, isPermanent, routePath } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../i18n/use-language.ts';
import { useSession } from '../session/session-context.ts';

/**
 * Tells a member moderation muted (the spec's IsMuted) that they can read but not write, and until
 * when, above every social page: the server refuses their writes (MEMBER_MUTED) whatever the page.
 */
export function RestrictionNotice() {
  const { t } = useTranslation();
  const { user } = useSession();
  const language = useLanguage();
  if (!user?.isMuted || !user.mutedUntil) return null;
  return (
    <div role="status" data-testid="restriction-notice" className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900">
      <p>{isPermanent(user.mutedUntil) ? t('restriction.mutedForGood') : t('restriction.mutedUntil', { date: formatDay(user.mutedUntil, language) })}</p>
      <p className="mt-1 flex flex-wrap gap-x-4">
        <Link to={routePath('decisions', language)} className="font-medium underline">
          {t('restriction.decisions')}
        </Link>
        <Link to={routePath('legalTerms', language)} className="font-medium underline">
          {t('restriction.rules')}
        </Link>
      </p>
    </div>
  );
}
