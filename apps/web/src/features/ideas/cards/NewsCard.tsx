import type { InternalNews } from '@arya/core/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { RiskNotice } from '../../legal/RiskNotice.tsx';
import { ImageGrid } from '../../posts/components/ImageGrid.tsx';
import { PostText } from '../../posts/components/PostText.tsx';
import { TranslationToggle } from '../../posts/translation/TranslationToggle.tsx';
import { useSession } from '../../session/session-context.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { Badge, SideBadge } from './Badge.tsx';
import { Countdown } from './Countdown.tsx';
import { FavoriteButton } from './FavoriteButton.tsx';
import { LevelsList, type Level } from './LevelsList.tsx';
import { LockedContent } from './LockedContent.tsx';
import { newsVersion, translatedNewsVersion } from './news-version.ts';
import type { NewsPost } from './post-kind.ts';

const NO_IMAGE_SIZES: never[] = [];

/** The target prices that are set, in the spec's order: entry, BE, TP1 to TP3, SL. */
function targetsOf(prices: InternalNews['TargetPrices']): Level[] {
  if (!prices) return [];
  const levels: Level[] = [];
  if (prices.Entry !== null) levels.push({ name: 'entry', value: prices.Entry });
  if (prices.BE !== null) levels.push({ name: 'be', value: prices.BE });
  [prices.TP1, prices.TP2, prices.TP3].forEach((value, index) => {
    if (value !== null) levels.push({ name: 'tp', value, number: index + 1 });
  });
  if (prices.SL !== null) levels.push({ name: 'sl', value: prices.SL });
  return levels;
}

/**
 * The body of an internal news item (spec 2 §2 "Internal news display card"): badges, instrument
 * and time frame, deadline and order type, target prices, titles and contents in the app language
 * (else the other one, with the link to its translation when there is one), audios, PDFs and
 * images, and the member's favourite star. A locked item shows its dates only and the premium
 * upsell. Both end with the "not investment advice" notice (issue 25).
 */
export function NewsCard({ post, lead = false, onUnfavorite }: { post: NewsPost; lead?: boolean; onUnfavorite?: () => void }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  const { user } = useSession();
  const news = post.InternalNewsData;
  const locked = post.Locked || news.Locked;
  const categories = news.Categories;
  const side = categories?.Trend === 'bullish' ? false : categories?.Trend === 'bearish' ? true : null;
  const original = newsVersion(news, language);
  const translation = translatedNewsVersion(news, original, language);
  // Starts on the original, so the page drawn on the server and the one hydrated agree.
  const [translated, setTranslated] = useState(false);
  const shown = translated && translation !== null;
  const version = shown ? translation : original;
  const targets = targetsOf(news.TargetPrices);
  const showFavorite = user !== null && !locked;

  if (locked) {
    return (
      <div data-testid="news-card" data-locked="true" className="flex flex-col gap-3">
        {news.Deadline && (
          <div>
            <Countdown until={news.Deadline} kind="deadline" />
          </div>
        )}
        <LockedContent kind="news" />
        <RiskNotice />
      </div>
    );
  }

  return (
    <div data-testid="news-card" data-locked="false" className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3">
        <div className="flex items-start justify-between gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            {categories?.TradingTerm && (
              <Badge tone="term" testId="term-badge">
                {t(`card.terms.${categories.TradingTerm}`)}
              </Badge>
            )}
            {news.Category && (
              <Badge tone="asset" testId="asset-badge">
                {t(`card.assets.${news.Category}`)}
              </Badge>
            )}
            {categories?.Template && (
              <Badge tone="type" testId="template-badge">
                {t(`news.templates.${categories.Template}`)}
              </Badge>
            )}
            {side !== null && <SideBadge sell={side} />}
          </div>
          {showFavorite && <FavoriteButton newsId={news.Id} onUnfavorite={onUnfavorite} />}
        </div>
        {(categories?.Instrument || categories?.TimeFrame) && (
          <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            {categories.Instrument && (
              <p data-testid="instrument" className="text-lg font-bold tracking-wide break-all text-slate-900">
                <span className="sr-only">{t('card.instrument')} </span>
                {categories.Instrument}
              </p>
            )}
            {categories.TimeFrame && (
              <p data-testid="time-frame" className="text-sm text-slate-600">
                {t('news.timeFrame')} <span className="font-semibold text-slate-800">{categories.TimeFrame}</span>
              </p>
            )}
          </div>
        )}
        {(news.Deadline || categories?.OrderType) && (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
            {news.Deadline && <Countdown until={news.Deadline} kind="deadline" />}
            {categories?.OrderType && (
              <p data-testid="order-type" className="text-sm text-slate-600">
                {t('news.orderType')} <span className="font-semibold text-slate-800">{t(`news.orderTypes.${categories.OrderType}`)}</span>
              </p>
            )}
          </div>
        )}
        <LevelsList levels={targets} assetType={news.Category} instrument={categories?.Instrument ?? null} />
      </div>

      {(version.title || version.secondaryTitle) && (
        <div className="flex flex-col gap-0.5" lang={version.language ?? undefined}>
          {version.title && (
            <p data-testid="news-title" className="text-base font-semibold break-words text-slate-900">
              {version.title}
            </p>
          )}
          {version.secondaryTitle && (
            <p data-testid="news-secondary-title" className="text-sm font-medium break-words text-slate-600">
              {version.secondaryTitle}
            </p>
          )}
        </div>
      )}
      {version.contents && (
        <div data-testid="news-contents" lang={version.language ?? undefined}>
          <PostText text={version.contents} translated={shown} />
        </div>
      )}
      {translation && (
        <TranslationToggle from={original.language} by={translation.by} shown={shown} onToggle={() => setTranslated((value) => !value)} className="-mt-2" />
      )}
      {version.audios.map((src, index) => (
        <AudioPlayer
          key={src}
          src={src}
          label={version.audios.length === 1 ? t('news.audio_single') : t('news.audio', { number: index + 1, total: version.audios.length })}
        />
      ))}
      {version.files.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {version.files.map((file) => (
            <li key={file.Url} className="max-w-full">
              <a
                href={file.Url}
                target="_blank"
                rel="noopener noreferrer"
                data-testid="news-pdf"
                className="inline-flex max-w-full items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
              >
                <Icon name="external" className="size-4 shrink-0 text-indigo-600" />
                <span className="font-semibold text-indigo-700">{t('news.pdf')}</span>
                <span className="min-w-0 truncate text-slate-600">{file.Name}</span>
                <span className="sr-only">{t('news.new_tab')}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      {news.Images.length > 0 && <ImageGrid images={news.Images} sizes={NO_IMAGE_SIZES} authorName={post.Author.Name} lead={lead} />}
      <RiskNotice />
    </div>
  );
}
