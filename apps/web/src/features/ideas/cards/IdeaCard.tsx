import type { FinancialData } from '@arya/core/contract';
import { isFinalOutcome } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { RiskNotice } from '../../legal/RiskNotice.tsx';
import { ImageGrid } from '../../posts/components/ImageGrid.tsx';
import { PostText } from '../../posts/components/PostText.tsx';
import { cashtagParts, cashtagSymbols } from '../../posts/components/cashtag-parts.tsx';
import { TranslationToggle } from '../../posts/translation/TranslationToggle.tsx';
import { useTranslationToggle } from '../../posts/translation/use-translation-toggle.ts';
import { AudioPlayer } from './AudioPlayer.tsx';
import { Badge, SideBadge } from './Badge.tsx';
import { Countdown } from './Countdown.tsx';
import { IdeaOutcome } from './IdeaOutcome.tsx';
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
 * validity, levels, outcome (issue 28), title, text, the coach's audio and images. A locked idea
 * shows what was sent (its type, asset type, validity and the outcome's result) and the premium
 * upsell. Both end with the "not investment advice" notice (issue 25).
 */
export function IdeaCard({ post, lead = false }: { post: IdeaPost; lead?: boolean }) {
  const { t } = useTranslation('ideas');
  const { translation, titleTranslation, shown: translated, toggle } = useTranslationToggle(post, post.FinancialData.TitleLocalizations);
  const data = post.FinancialData;
  const expiry = data.ExpirationDate;
  // The term its author chose (issue 23): a 3-day validity does not make a medium-term idea short.
  const term = data.Term;
  const levels = levelsOf(data);
  const title = translated && titleTranslation ? titleTranslation : data.Title;
  const text = translated && translation ? translation : post.Text;
  const writtenIn = translated ? undefined : (post.TextLang ?? undefined);
  // The title's $cashtags link to their instruments' pages as the text's do.
  const cashtags = cashtagSymbols(post.Cashtags);

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
        {/* An idea whose outcome is over no longer counts down: its outcome says how it ended. */}
        {expiry && !outcomeOver(data) && (
          <div>
            <Countdown until={expiry} />
          </div>
        )}
        {!post.Locked && <LevelsList levels={levels} assetType={data.AssetType} instrument={data.Instrument?.Name ?? null} />}
        <IdeaOutcome data={data} locked={post.Locked} />
      </div>

      {post.Locked ? (
        <LockedContent kind="coachContent" />
      ) : (
        <>
          {title && (
            <p data-testid="idea-title" lang={writtenIn} className="text-base font-semibold break-words text-slate-900">
              {cashtagParts(title, cashtags)}
            </p>
          )}
          {text && <PostText text={text} lang={writtenIn} translated={translated} cashtags={post.Cashtags} />}
          {translation && <TranslationToggle from={post.TextLang} by={post.TranslatedBy} shown={translated} onToggle={toggle} className="-mt-2" />}
          {post.Audio && <AudioPlayer src={post.Audio} label={t('audio.coach')} />}
          {post.Images.length > 0 && <ImageGrid images={post.Images} sizes={post.ImageSizes} authorName={post.Author.Name} lead={lead} />}
        </>
      )}
      <RiskNotice />
    </div>
  );
}

/** Whether the idea's outcome is over (closed or expired). */
const outcomeOver = (data: FinancialData) => data.Outcome !== null && data.Outcome.State !== 'pending' && isFinalOutcome(data.Outcome.State);
