import { PREMIUM_PAGE_SLUG } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useSession } from '../../session/session-context.ts';
import { lockMessageKey, type LockKind } from './premium-lock.ts';

export const PREMIUM_PAGE_PATH = `/my-account/${PREMIUM_PAGE_SLUG}`;

/**
 * The locked content message (spec 2 §8) and its "Learn More" link to the premium page; a member
 * also reads what their plan covers and what it does not (the trial opens news, not coaches' ideas).
 */
export function PremiumUpsell({ className, kind }: { className?: string; kind: LockKind }) {
  const { t } = useTranslation('ideas');
  const to = useLocalizedPath();
  const { user } = useSession();
  return (
    <div data-testid="premium-upsell" className={clsx('flex flex-col items-center gap-3 text-center', className)}>
      <span className="inline-flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-700">
        <Icon name="star" filled className="size-5" />
      </span>
      <p className="max-w-sm text-sm font-medium text-slate-800">{t(lockMessageKey(user, kind))}</p>
      <Link to={to(PREMIUM_PAGE_PATH)} className={buttonClasses({ color: 'indigo', size: 'small', round: true })}>
        {t('locked.learn_more')}
        <span className="sr-only"> {t('locked.learn_more_context')}</span>
      </Link>
    </div>
  );
}
