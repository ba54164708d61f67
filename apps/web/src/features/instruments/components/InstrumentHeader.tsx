import type { InstrumentPage } from '@arya/core/contract';
import { formatCount, instrumentCountText } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { Badge } from '../../ideas/cards/Badge.tsx';
import { instrumentName } from '../instrument-texts.ts';

/** An instrument's page header: its name in the reader's language (the page's title), symbol, asset type and how much it is talked about. */
export function InstrumentHeader({ page }: { page: InstrumentPage }) {
  const { t } = useTranslation('instruments');
  const language = useLanguage();
  const { Instrument: instrument } = page;
  const name = instrumentName(instrument, language);
  const count = (value: number) => instrumentCountText(value, (shown) => formatCount(shown, language));
  usePageTitle(t('page.title', { name, symbol: instrument.Symbol }));
  return (
    <header data-testid="instrument-header" className="mb-5 rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone="plain" testId="instrument-symbol">
          <span className="sr-only">{t('page.symbol')} </span>
          {instrument.Symbol}
        </Badge>
        <Badge tone="asset" testId="instrument-asset">
          <span className="sr-only">{t('page.assetType')} </span>
          {t(`ideas:card.assets.${instrument.AssetType}`)}
        </Badge>
      </div>
      <h1 className="mt-2 text-2xl font-bold tracking-tight break-words text-slate-900">{name}</h1>
      <p data-testid="instrument-counts" className="mt-1 text-sm text-slate-600">
        <span className="sr-only">{t('page.counts')} </span>
        {t('page.ideas', { count: page.IdeasCount, formatted: count(page.IdeasCount) })}
        <span aria-hidden="true"> · </span>
        <span className="sr-only">, </span>
        {t('page.posts', { count: page.PostsCount, formatted: count(page.PostsCount) })}
      </p>
    </header>
  );
}

/** The header's shape while the instrument loads. */
export function InstrumentHeaderSkeleton() {
  const { t } = useTranslation('instruments');
  return (
    <div role="status" aria-label={t('page.loading')} data-testid="instrument-loading" className="mb-5 animate-pulse rounded-2xl border border-slate-200 bg-white p-4 sm:p-6">
      <div className="h-5 w-24 rounded-full bg-slate-200" />
      <div className="mt-3 h-7 w-2/3 rounded bg-slate-200" />
      <div className="mt-2 h-4 w-1/3 rounded bg-slate-100" />
    </div>
  );
}
