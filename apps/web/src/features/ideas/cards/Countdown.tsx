import { countdownTo } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatExpiry } from './expiry-date.ts';
import { useNow } from '../../../lib/use-now.ts';

const twoDigits = (value: number) => String(value).padStart(2, '0');

/**
 * The time left until an idea's expiry or a news item's deadline (spec 2 §4), ticking each second
 * and "Expired" at 0. The ticking words are hidden from screen readers, which read the end date
 * once instead of a new time every second.
 */
export function Countdown({ until, kind = 'expiry' }: { until: string; kind?: 'expiry' | 'deadline' }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  const end = Date.parse(until);
  const now = useNow(end);
  const left = countdownTo(until, new Date(now));
  const date = formatExpiry(until, language);
  const prefix = kind === 'expiry' ? 'expires' : 'deadline';
  return (
    <p
      data-testid="countdown"
      data-expired={left.expired}
      className={clsx(
        'inline-flex items-center gap-x-1.5 rounded-lg px-2.5 py-1 text-sm',
        left.expired ? 'bg-slate-100 text-slate-600' : 'bg-indigo-50 text-indigo-900',
      )}
    >
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" className="size-4 shrink-0" aria-hidden="true">
        <path d="M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2" />
      </svg>
      {left.expired ? (
        <>
          <span className="font-semibold" aria-hidden="true">
            {t('countdown.expired')}
          </span>
          <span className="sr-only">{t('countdown.expired_on', { date })}</span>
        </>
      ) : (
        <>
          <span className="min-w-0" aria-hidden="true">
            {t(`countdown.${prefix}_in`)}{' '}
            <span data-testid="countdown-time" className="font-semibold tabular-nums">
              {t('countdown.time', { days: left.days, hours: twoDigits(left.hours), minutes: twoDigits(left.minutes), seconds: twoDigits(left.seconds) })}
            </span>
          </span>
          <span className="sr-only">{t(`countdown.${prefix}_on`, { date })}</span>
        </>
      )}
    </p>
  );
}
