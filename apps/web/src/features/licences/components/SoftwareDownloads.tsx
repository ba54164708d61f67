import type { LicencesAnswer } from '@arya/core/contract';
import { formatContentDate, SOFTWARE_NAMES, softwareLinksExpired } from '@arya/core/rules';
import { useId, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { DownloadProblem } from './DownloadProblem.tsx';

interface SoftwareDownloadsProps {
  answer: LicencesAnswer;
  /** Why the last download did not start (an error code), or null. */
  problem: string | null;
  /** A link that no longer works was followed: say so and fetch new links. */
  onExpired: () => void;
  refreshing: boolean;
}

/** The installers of the member's software, by links that work for 24 hours; a link past its time is not followed. */
export function SoftwareDownloads({ answer, problem, onExpired, refreshing }: SoftwareDownloadsProps) {
  const { t } = useTranslation('licences');
  const language = useLanguage();
  const headingId = useId();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (!softwareLinksExpired(answer.softwareLinksExpiry)) return;
    event.preventDefault();
    onExpired();
  };
  return (
    <section aria-labelledby={headingId} className="mt-6 rounded-2xl border border-slate-200 bg-white p-5">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('downloads.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('downloads.description')}</p>
      {problem && <DownloadProblem code={problem} refreshing={refreshing} />}
      <ul className="mt-4 flex flex-wrap gap-3">
        {answer.softwareLinks.map((link) => (
          <li key={link.software}>
            <a href={link.url} onClick={follow} className={buttonClasses({ outline: true, wrap: true })}>
              <Icon name="download" className="size-4" />
              {t('downloads.download', { name: SOFTWARE_NAMES[link.software] })}
            </a>
          </li>
        ))}
      </ul>
      {answer.softwareLinksExpiry && (
        <p className="mt-3 text-sm text-slate-600">
          {t('downloads.validUntil', { date: formatContentDate(answer.softwareLinksExpiry, language) })}
        </p>
      )}
    </section>
  );
}
