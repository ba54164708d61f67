import { isStaff } from '@arya/core/rules';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CountBadge } from '../../components/CountBadge.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { useSession } from '../session/session-context.ts';
import { useModerationQueueSize } from './queries.ts';

/** What waits for staff: open cases and pending appeals (0 until the first answer). */
export function useWaitingCount(): number {
  const { user } = useSession();
  const size = useModerationQueueSize(isStaff(user?.role));
  return size.data ? size.data.cases + size.data.appeals : 0;
}

/**
 * Staff's header link to the moderation queue, with how many cases and appeals wait (asked again
 * every minute). Members see nothing and ask nothing; the labels are the deferred `staffModeration`
 * namespace, so only staff fetch it.
 */
export function ModerationBadge() {
  const { user } = useSession();
  if (!isStaff(user?.role)) return null;
  return (
    <Suspense fallback={null}>
      <ModerationLink />
    </Suspense>
  );
}

function ModerationLink() {
  const { t } = useTranslation('staffModeration');
  const to = useLocalizedPath();
  const waiting = useWaitingCount();
  return (
    <Link
      to={to('/my-account/moderation')}
      aria-label={waiting > 0 ? t('nav.waiting', { count: waiting }) : t('nav.label')}
      title={t('nav.label')}
      className="relative inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      data-testid="header-moderation"
    >
      <Icon name="flag" />
      <CountBadge count={waiting} label="" className="absolute -top-0.5 -right-0.5" />
    </Link>
  );
}

/** The account navigation's entry label for staff: "Moderation" and the count waiting. */
export function ModerationNavLabel() {
  return (
    <Suspense fallback={<span className="min-w-20" />}>
      <NavLabel />
    </Suspense>
  );
}

function NavLabel() {
  const { t } = useTranslation('staffModeration');
  const waiting = useWaitingCount();
  return (
    <>
      <span>{t('nav.label')}</span>
      <CountBadge count={waiting} label={t('nav.count', { count: waiting })} className="ml-auto" />
    </>
  );
}
