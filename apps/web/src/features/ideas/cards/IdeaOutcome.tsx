import type { FinancialData, IdeaOutcome as Outcome, OutcomeStepDto } from '@arya/core/contract';
import { displayDecimalsOf, formatContentDate } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { Badge, type BadgeTone } from './Badge.tsx';
import { formatLevel } from './format-level.ts';
import { formatPercent, formatPips, outcomeStatus, stepText, type OutcomeTone } from './outcome-text.ts';

/** The page that says how an outcome is measured (issue 28); to be registered in core's route table. */
export const OUTCOMES_METHOD_PATH = '/ideas/how-outcomes-are-measured';

const BADGE_TONE: Record<OutcomeTone, BadgeTone> = { gain: 'gain', loss: 'loss', neutral: 'asset' };
const MOVE_COLOR: Record<OutcomeTone, string> = { gain: 'text-emerald-700', loss: 'text-red-700', neutral: 'text-slate-700' };
// The timeline's dots, decorative: each step's sentence says what happened.
const DOT_COLOR: Record<OutcomeStepDto['Kind'], string> = {
  filled: 'bg-indigo-600',
  take_profit: 'bg-emerald-600',
  breakeven: 'bg-slate-500',
  stopped: 'bg-red-600',
  expired: 'bg-slate-400',
};

/**
 * A market idea's outcome (issue 28) under its levels: a status badge (gain in green, loss in red,
 * the words and sign say it too), the move in pips or percent, why it is not measured yet, the
 * timeline of its steps with their prices and times, and a link to how it is measured. A reader the
 * idea is locked for gets the result only: no timeline, whose steps would hint at the levels.
 */
export function IdeaOutcome({ data, locked }: { data: FinancialData; locked: boolean }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  const to = useLocalizedPath();
  const outcome = data.Outcome;
  if (!outcome) return null;
  const status = outcomeStatus(outcome, language);
  const move = outcome.Move;
  return (
    <div data-testid="idea-outcome" data-state={outcome.State} data-tone={status.tone} role="group" aria-label={t('outcome.label')} className="flex flex-col gap-2.5 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <Badge tone={BADGE_TONE[status.tone]} testId="outcome-badge">
          {t(`outcome.states.${status.key}`, { r: status.r })}
        </Badge>
        {move && (
          <span data-testid="outcome-move" className={clsx('text-sm font-semibold whitespace-nowrap tabular-nums', MOVE_COLOR[status.tone])}>
            <span className="sr-only">{t('outcome.move.label')} </span>
            {move.Unit === 'pips' ? t('outcome.move.pips', { count: Math.abs(move.Value), value: formatPips(move.Value, language) }) : formatPercent(move.Value, language)}
          </span>
        )}
      </div>
      {outcome.State === 'pending' && outcome.PendingReason && (
        <p data-testid="outcome-reason" className="-mt-1 text-xs text-slate-600">
          {t(`outcome.pending.${outcome.PendingReason}`)}
        </p>
      )}
      {!locked && outcome.Steps.length > 0 && <OutcomeSteps data={data} outcome={outcome} />}
      <Link
        to={to(OUTCOMES_METHOD_PATH)}
        className="inline-flex min-h-6 items-center self-start rounded text-xs font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {t('outcome.how')}
      </Link>
    </div>
  );
}

/** The steps in the order they happened, each with its price (in the card's notation) and time. */
function OutcomeSteps({ data, outcome }: { data: FinancialData; outcome: Outcome }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  const instrument = data.Instrument?.Name ?? null;
  const levels = [data.EntryValue, data.BreakEven, data.StopLoss, ...data.TakeProfits.map((target) => target.Value)];
  // The levels' decimals, more if a price of the market needs them (a fill or stop at a gap's open).
  const prices = [...levels, ...outcome.Steps.map((step) => step.Price)].filter((value): value is number => value !== null);
  const decimals = displayDecimalsOf(data.AssetType, instrument, prices);
  return (
    <ol data-testid="outcome-steps" aria-label={t('outcome.steps.label')} className="ml-1 flex flex-col gap-2 border-l-2 border-slate-200 pl-3">
      {outcome.Steps.map((step, index) => {
        const text = stepText(step);
        return (
          <li key={index} data-testid={`outcome-step-${step.Kind}`} className="relative">
            <span aria-hidden="true" className={clsx('absolute top-1.5 -left-[17px] size-2 rounded-full ring-2 ring-white', DOT_COLOR[step.Kind])} />
            <p className="text-sm break-words text-slate-800">
              <span className="tabular-nums">
                {t(`outcome.steps.${text.key}`, { target: step.Target ?? '', price: step.Price === null ? '' : formatLevel(step.Price, language, decimals) })}
              </span>
              {text.note && <span className="text-slate-600"> {t(`outcome.steps.${text.note}`)}</span>}
            </p>
            {text.sameCandle && (
              <p data-testid="outcome-same-candle" className="text-xs text-slate-600">
                {t('outcome.steps.sameCandle')}
              </p>
            )}
            <time dateTime={step.At} className="block text-xs text-slate-600">
              {formatContentDate(step.At, language)}
            </time>
          </li>
        );
      })}
    </ol>
  );
}
