import { DATA_EXPORT_PROBLEM_QUERY, dataExportDownloadPath, type DataExport } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { LoadError } from '../../../components/LoadError.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { useDataExports, useRequestDataExport } from '../queries.ts';

/** What the latest copy is for the member now: a ready copy past its time counts as expired (the sweep runs hourly). */
export function exportState(copy: DataExport | undefined, now: number): 'none' | DataExport['status'] {
  if (!copy) return 'none';
  if (copy.status === 'ready' && copy.expiresAt && Date.parse(copy.expiresAt) <= now) return 'expired';
  return copy.status;
}

/** A date and time in full, never relative ("29 novembre 2026 à 14:05", "November 29, 2026 at 2:05 PM"): it follows "until" and "on". */
export function formatDateTime(date: string, language: Language): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(date));
}

/** An archive's size in the member's language: "2,4 Mo", "2.4 MB". */
export function formatBytes(bytes: number, language: Language): string {
  const units = language === 'fr' ? ['o', 'ko', 'Mo', 'Go'] : ['B', 'kB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: unit === 0 ? 0 : 1 }).format(value)} ${units[unit]}`;
}

/**
 * "Download my data" (GDPR art. 15 and 20): asks for a copy, follows it while it is prepared (the
 * list is asked again every few seconds), then offers it for download until it expires.
 */
export function DataExportSection() {
  const { t } = useTranslation(['privacy', 'errors']);
  const language = useLanguage();
  const headingId = useId();
  const exports = useDataExports();
  const request = useRequestDataExport();
  const latest = exports.data?.items[0];
  // Judged as of the list's answer (asked again on focus and while one is pending).
  const state = exportState(latest, exports.dataUpdatedAt);
  const problem = useLinkProblem();
  const ask = () => request.mutate();

  return (
    <Card className="min-w-0">
      <section aria-labelledby={headingId} data-testid="data-export">
        <h2 id={headingId} className="flex items-center gap-2 text-lg font-semibold text-slate-900">
          <Icon name="download" className="size-5 shrink-0 text-slate-500" />
          {t('export.title')}
        </h2>
        <p className="mt-1 text-sm text-slate-600">{t('export.description')}</p>
        {exports.isPending ? (
          <div className="flex justify-center py-6">
            <Spinner size="medium" />
          </div>
        ) : exports.isError ? (
          <div className="mt-4">
            <LoadError title={t('export.loadError')} retryLabel={t('common:retry')} error={exports.error} onRetry={() => void exports.refetch()} retrying={exports.isFetching} />
          </div>
        ) : (
          <div className="mt-4 flex flex-col gap-3">
            {state === 'pending' && latest && (
              <div role="status" className="flex items-start gap-3 rounded-xl bg-indigo-50 px-4 py-3 text-sm text-indigo-900">
                <span aria-hidden="true" className="mt-0.5 shrink-0">
                  <Spinner size="tiny" />
                </span>
                <p>
                  <span className="font-semibold">{t('export.pending')}</span> {t('export.pendingHint', { date: formatDateTime(latest.requestedAt, language) })}
                </p>
              </div>
            )}
            {state === 'ready' && latest && (
              <div className="flex flex-col gap-3 rounded-xl border border-green-200 bg-green-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
                <div className="min-w-0 text-sm text-green-900">
                  <p className="font-semibold">{t('export.ready')}</p>
                  <p>{t('export.readyUntil', { date: formatDateTime(latest.expiresAt!, language) })}</p>
                  {latest.bytes !== null && <p className="text-green-800">{t('export.size', { size: formatBytes(latest.bytes, language) })}</p>}
                </div>
                <a href={dataExportDownloadPath(latest.id)} download className={`${buttonClasses({ color: 'indigo' })} shrink-0 self-start sm:self-center`}>
                  <Icon name="download" className="size-4" />
                  {t('export.download')}
                </a>
              </div>
            )}
            {state === 'expired' && latest && (
              <p className="rounded-xl bg-slate-50 px-4 py-3 text-sm text-slate-700">{t('export.expired', { date: formatDateTime(latest.expiresAt ?? latest.requestedAt, language) })}</p>
            )}
            {state === 'failed' && <p className="rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-900">{t('export.failed')}</p>}
            {state !== 'pending' && (
              <div>
                <Button color={state === 'ready' ? 'gray' : 'indigo'} outline={state === 'ready'} loading={request.isPending} onClick={ask}>
                  {state === 'none' ? t('export.request') : t('export.requestAgain')}
                </Button>
                {state === 'none' && <p className="mt-2 text-sm text-slate-600">{t('export.requestHint')}</p>}
              </div>
            )}
            {problem && !request.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {t(`errors:${problem}`, { defaultValue: t('errors:GENERAL_PROBLEM') })}
              </p>
            )}
            {request.isError && (
              <p role="alert" className="text-sm font-medium text-red-700">
                {errorMessage(t, request.error)}
              </p>
            )}
          </div>
        )}
      </section>
    </Card>
  );
}

/**
 * Why a download did not start: the server sends a browser whose link it turned down (expired, not
 * ready, not found) back here with `?problem=<code>`. The query is taken off the address so a reload
 * does not say it again.
 */
function useLinkProblem(): string | null {
  const [search, setSearch] = useSearchParams();
  const [problem] = useState(() => search.get(DATA_EXPORT_PROBLEM_QUERY));
  const fromServer = search.has(DATA_EXPORT_PROBLEM_QUERY);
  useEffect(() => {
    if (!fromServer) return;
    setSearch(
      (params) => {
        params.delete(DATA_EXPORT_PROBLEM_QUERY);
        return params;
      },
      { replace: true },
    );
  }, [fromServer, setSearch]);
  return problem;
}
