import type { FinancialData } from '@arya/core/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { RiskNotice } from '../../legal/RiskNotice.tsx';
import { ImageGrid } from '../../posts/components/ImageGrid.tsx';
import { PostText } from '../../posts/components/PostText.tsx';
import { AudioPlayer } from './AudioPlayer.tsx';
import { Badge, SideBadge } from './Badge.tsx';
import { Countdown } from './Countdown.tsx';
import { LevelsList, type Level } from './LevelsList.tsx';
import { LockedContent } from './LockedContent.tsx';
import type { IdeaPost } from './post-kind.ts';

/** Entry, BE, SL, then the take profits in order (spec 2 §2), those given only. */
function levelsOf(data: FinancialData): Level[] {
  const levels: Level[] = [];
  if (data.EntryValue !== null) levels.push({ name: 'entry', value: data.EntryValue });
  if (data.BreakEven !== null) levels.push({ name: 'be', value: data.BreakEven });
  if (data.StopLoss !== null) levels.push({ name: 'sl', value: data.StopLoss });
  data.TakeProfits.forEach((target, index) => levels.push({ name: 'tp', value: target.Value, number: index + 1 }));
  return levels;
}

/**
 * The body of an idea, analysis or update (spec 2 §2 "Idea display card"): badges, instrument,
 * validity, levels, title, text, the coach's audio and images. A locked idea shows what was sent
 * (its type, asset type and validity) and the premium upsell. Both end with the "not investment
 * advice" notice (issue 25).
 */
export function IdeaCard({ post, lead = false }: { post: IdeaPost; lead?: boolean }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  const [translated, setTranslated] = useState(false);
  const data = post.FinancialData;
  const expiry = data.ExpirationDate;
  // The term its author chose (issue 23): a 3-day validity does not make a medium-term idea short.
  const term = data.Term;
  const levels = levelsOf(data);
  const translation = data.TitleLocalizations[language];
  const canTranslate = Boolean(translation) && translation !== data.Title && post.TextLang !== language;
  const title = translated && translation ? translation : data.Title;

  return (
    <div data-testid="idea-card" data-idea-type={data.Type} data-locked={post.Locked} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-slate-50/60 p-3">
        <div className="flex flex-wrap items-center gap-1.5">
          <Badge tone="type" testId="type-badge">
            {t(`card.types.${data.Type}`)}
          </Badge>
          {data.AssetType && (
            <Badge tone="asset" testId="asset-badge">
              {t(`card.assets.${data.AssetType}`)}
            </Badge>
          )}
          {data.Sell !== null && <SideBadge sell={data.Sell} />}
          {term && (
            <Badge tone="term" testId="term-badge">
              {t(`card.terms.${term}`)}
            </Badge>
          )}
        </div>
        {(data.Instrument || data.EntryType) && (
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
            {data.Instrument && (
              <p data-testid="instrument" className="text-lg font-bold tracking-wide break-all text-slate-900">
                <span className="sr-only">{t('card.instrument')} </span>
                {data.Instrument.Name}
              </p>
            )}
            {data.EntryType && (
              <p data-testid="entry-type" className="text-sm text-slate-600">
                {t(`card.entryTypes.${data.EntryType}`)}
              </p>
            )}
          </div>
        )}
        {expiry && (
          <div>
            <Countdown until={expiry} />
          </div>
        )}
        {!post.Locked && <LevelsList levels={levels} assetType={data.AssetType} instrument={data.Instrument?.Name ?? null} />}
      </div>

      {post.Locked ? (
        <LockedContent kind="coachContent" />
      ) : (
        <>
          {title && (
            <div className="flex flex-col items-start gap-1">
              <p data-testid="idea-title" lang={translated ? language : (post.TextLang ?? undefined)} className="text-base font-semibold break-words text-slate-900">
                {title}
              </p>
              {canTranslate && (
                <button
                  type="button"
                  onClick={() => setTranslated((value) => !value)}
                  className="inline-flex min-h-6 items-center rounded text-xs font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
                >
                  {t(translated ? 'card.original' : 'card.translate')}
                </button>
              )}
            </div>
          )}
          {post.Text && <PostText text={post.Text} />}
          {post.Audio && <AudioPlayer src={post.Audio} label={t('audio.coach')} />}
          {post.Images.length > 0 && <ImageGrid images={post.Images} sizes={post.ImageSizes} authorName={post.Author.Name} lead={lead} />}
        </>
      )}
      <RiskNotice />
    </div>
  );
}
