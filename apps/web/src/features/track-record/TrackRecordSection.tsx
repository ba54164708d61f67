import type { TrackRecord, TrackRecordIdea } from '@arya/core/contract';
import { DEFAULT_TRACK_RECORD_PERIOD, formatCount, routePath, TRACK_RECORD_PERIODS, type Language, type TrackRecordPeriod } from '@arya/core/rules';
import { useQuery } from '@tanstack/react-query';
import clsx from 'clsx';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { tabKeyTarget } from '../../components/menu-keys.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { localizedPostPath } from '../posts/post-links.ts';
import { trackRecordQuery, useTrackRecord } from './queries.ts';
import { addTrackRecordTexts, formatTrackR, formatWinRate, rTone } from './track-record-texts.ts';

const LINK = 'rounded font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A member's track record on their profile (issue 28), above their posts: shown once they have
 * published a market idea measured on an instrument. Three periods as tabs (arrows, Home and End move
 * between them), the key figures, the best and worst idea (a link to its post; deleted or Premium
 * only said beside it), and the figures by asset class and by term as tables. The server computes
 * every figure from the stored outcomes; this only formats them in the reader's language.
 */
export function TrackRecordSection({ userId }: { userId: string }) {
  addTrackRecordTexts();
  const { t } = useTranslation('trackRecord');
  const language = useLanguage();
  const baseId = useId();
  const [period, setPeriod] = useState<TrackRecordPeriod>(DEFAULT_TRACK_RECORD_PERIOD);
  // All time decides whether the section shows at all; the server's render asks for it with the profile.
  const allTime = useQuery(trackRecordQuery(userId, 'all'));
  const chosen = useTrackRecord(userId, period);
  if (!allTime.data || allTime.data.Published === 0) return null;
  const record = chosen.data ?? (period === 'all' ? allTime.data : undefined);
  const tabId = (tab: TrackRecordPeriod) => `${baseId}-tab-${tab}`;
  const panelId = `${baseId}-panel`;
  // Until the period asked for arrives, the previous one's figures stay, dimmed.
  const stale = record === undefined || record.Period !== period;
  return (
    <section data-testid="track-record" aria-labelledby={`${baseId}-title`} className="mb-6 rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${baseId}-title`} className="text-lg font-bold text-slate-900">
            {t('title')}
          </h2>
          <p className="text-xs text-slate-600">{t('intro')}</p>
        </div>
        <PeriodTabs current={period} onChange={setPeriod} tabId={tabId} panelId={panelId} />
      </div>
      <div
        role="tabpanel"
        id={panelId}
        aria-labelledby={tabId(period)}
        aria-busy={stale}
        tabIndex={0}
        data-testid="track-record-panel"
        data-period={record?.Period}
        className={clsx('mt-4 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600', stale && 'opacity-60')}
      >
        {record && <Figures record={record} language={language} />}
      </div>
      <Link to={routePath('outcomesMethod', language)} className={clsx(LINK, 'mt-4 inline-flex min-h-6 items-center text-xs')}>
        {t('ideas:outcome.how')}
      </Link>
    </section>
  );
}

function PeriodTabs({ current, onChange, tabId, panelId }: { current: TrackRecordPeriod; onChange: (period: TrackRecordPeriod) => void; tabId: (tab: TrackRecordPeriod) => string; panelId: string }) {
  const { t } = useTranslation('trackRecord');
  const move = (index: number) => {
    const next = TRACK_RECORD_PERIODS[index] as TrackRecordPeriod;
    onChange(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div role="tablist" aria-label={t('periods.label')} className="inline-flex rounded-lg bg-slate-100 p-1">
      {TRACK_RECORD_PERIODS.map((tab, index) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={tabId(tab)}
          aria-selected={current === tab}
          aria-controls={panelId}
          tabIndex={current === tab ? 0 : -1}
          onClick={() => onChange(tab)}
          onKeyDown={(event) => {
            const target = tabKeyTarget(event.key, index, TRACK_RECORD_PERIODS.length);
            if (target === null) return;
            event.preventDefault();
            move(target);
          }}
          className={clsx(
            'min-h-10 rounded-md px-3 text-sm font-semibold whitespace-nowrap focus-visible:outline-2 focus-visible:outline-indigo-600',
            current === tab ? 'bg-white text-indigo-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
          )}
        >
          {t(`periods.${tab}`)}
        </button>
      ))}
    </div>
  );
}

/** No figure yet (nothing resolved): a dash, said in words to screen readers. */
function None() {
  const { t } = useTranslation('trackRecord');
  return (
    <>
      <span aria-hidden="true">—</span>
      <span className="sr-only">{t('figures.none')}</span>
    </>
  );
}

function Figures({ record, language }: { record: TrackRecord; language: Language }) {
  const { t } = useTranslation('trackRecord');
  const count = (value: number) => formatCount(value, language);
  if (record.Published === 0) return <p className="text-sm text-slate-600">{t('emptyPeriod')}</p>;
  return (
    <>
      <dl aria-label={t('figures.label')} className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        <Figure label={t('figures.published')} testId="published" note={record.Open > 0 ? t('figures.open', { count: record.Open, formatted: count(record.Open) }) : null}>
          {count(record.Published)}
        </Figure>
        <Figure
          label={t('figures.resolved')}
          testId="resolved"
          note={record.Resolved > 0 ? t('figures.outcomes', { wins: count(record.Wins), losses: count(record.Losses), breakeven: count(record.Breakeven) }) : null}
        >
          {count(record.Resolved)}
        </Figure>
        <Figure label={t('figures.winRate')} testId="win-rate">
          {record.WinRate === null ? <None /> : formatWinRate(record.WinRate, language)}
        </Figure>
        <Figure label={t('figures.averageR')} testId="average-r" tone={record.AverageR === null ? undefined : rTone(record.AverageR)}>
          {record.AverageR === null ? <None /> : formatTrackR(record.AverageR, language)}
        </Figure>
        <Figure label={t('figures.totalR')} testId="total-r" tone={record.Resolved > 0 ? rTone(record.TotalR) : undefined}>
          {record.Resolved > 0 ? formatTrackR(record.TotalR, language) : <None />}
        </Figure>
      </dl>
      {record.Resolved === 0 ? (
        <p className="mt-4 text-sm text-slate-600">{t('noneResolved')}</p>
      ) : (
        <>
          <ul className="mt-4 grid gap-2 sm:grid-cols-2">
            {record.Best && <Extreme kind="best" idea={record.Best} language={language} />}
            {record.Worst && <Extreme kind="worst" idea={record.Worst} language={language} />}
          </ul>
          <div className="mt-5 flex flex-col gap-5">
            <GroupTable
              caption={t('tables.byAssetType')}
              header={t('tables.assetType')}
              testId="track-record-by-asset"
              rows={record.ByAssetType.map((group) => ({ key: group.AssetType, label: t(`ideas:card.assets.${group.AssetType}`), ...group }))}
              language={language}
            />
            <GroupTable
              caption={t('tables.byTerm')}
              header={t('tables.term')}
              testId="track-record-by-term"
              rows={record.ByTerm.map((group) => ({ key: group.Term, label: t(`ideas:card.terms.${group.Term}`), ...group }))}
              language={language}
            />
          </div>
        </>
      )}
    </>
  );
}

function Figure({ label, testId, note, tone, children }: { label: string; testId: string; note?: string | null; tone?: string | undefined; children: ReactNode }) {
  return (
    <div data-testid={`track-record-${testId}`} className="rounded-xl bg-slate-50 px-3 py-2.5">
      <dt className="text-xs font-medium text-slate-600">{label}</dt>
      <dd className={clsx('mt-0.5 text-lg font-bold whitespace-nowrap tabular-nums', tone ?? 'text-slate-900')}>{children}</dd>
      {note && <dd className="text-xs text-slate-600">{note}</dd>}
    </div>
  );
}

/** The best or the worst idea: its result, whether it was deleted or is for Premium members, and a link to its post. */
function Extreme({ kind, idea, language }: { kind: 'best' | 'worst'; idea: TrackRecordIdea; language: Language }) {
  const { t } = useTranslation('trackRecord');
  return (
    <li data-testid={`track-record-${kind}`} className="flex flex-wrap items-baseline gap-x-2 gap-y-1 rounded-xl border border-slate-200 px-3 py-2.5">
      <span className="text-sm text-slate-600">{t(`extremes.${kind}`)}</span>
      <span className={clsx('font-bold whitespace-nowrap tabular-nums', rTone(idea.R))}>{formatTrackR(idea.R, language)}</span>
      {idea.Deleted && <span className="text-xs text-slate-600">({t('extremes.deleted')})</span>}
      {idea.Locked && <span className="rounded bg-amber-50 px-1.5 text-xs font-semibold text-amber-800">{t('extremes.locked')}</span>}
      <Link to={localizedPostPath(idea.PostId, language)} className={clsx(LINK, 'ml-auto inline-flex min-h-6 items-center text-sm')}>
        {t(kind === 'best' ? 'extremes.seeBest' : 'extremes.seeWorst')}
      </Link>
    </li>
  );
}

interface GroupRow {
  key: string;
  label: string;
  Resolved: number;
  WinRate: number | null;
  TotalR: number;
  AverageR: number | null;
}

/** One compact table of groups (asset classes or terms): its caption names it, its headers the figures. */
function GroupTable({ caption, header, rows, testId, language }: { caption: string; header: string; rows: GroupRow[]; testId: string; language: Language }) {
  const { t } = useTranslation('trackRecord');
  if (rows.length === 0) return null;
  const cell = 'px-1.5 py-1.5 text-right whitespace-nowrap tabular-nums';
  return (
    <div className="overflow-x-auto">
      <table data-testid={testId} className="w-full text-sm">
        <caption className="mb-1 text-left text-sm font-semibold text-slate-900">{caption}</caption>
        <thead>
          <tr className="text-xs text-slate-600">
            <th scope="col" className="py-1.5 pr-2 text-left font-medium">
              {header}
            </th>
            <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
              {t('tables.resolved')}
            </th>
            <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
              {t('tables.winRate')}
            </th>
            <th scope="col" className="px-1.5 py-1.5 text-right font-medium">
              {t('tables.totalR')}
            </th>
            <th scope="col" className="py-1.5 pl-1.5 text-right font-medium">
              {t('tables.averageR')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-slate-100">
              <th scope="row" className="py-1.5 pr-2 text-left font-medium text-slate-900">
                {row.label}
              </th>
              <td className={cell}>{formatCount(row.Resolved, language)}</td>
              <td className={cell}>{row.WinRate === null ? <None /> : formatWinRate(row.WinRate, language)}</td>
              <td className={clsx(cell, rTone(row.TotalR))}>{formatTrackR(row.TotalR, language)}</td>
              <td className={clsx(cell, 'pr-0', row.AverageR !== null && rTone(row.AverageR))}>{row.AverageR === null ? <None /> : formatTrackR(row.AverageR, language)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
