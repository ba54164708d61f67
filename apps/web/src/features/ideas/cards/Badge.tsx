import clsx from 'clsx';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type BadgeTone = 'type' | 'asset' | 'term' | 'buy' | 'sell' | 'gain' | 'loss' | 'plain';

// Full class names are spelled out so Tailwind finds them; every pair keeps a 4.5:1 contrast.
const TONES: Record<BadgeTone, string> = {
  type: 'bg-indigo-50 text-indigo-700 ring-indigo-200',
  asset: 'bg-slate-100 text-slate-700 ring-slate-200',
  term: 'bg-amber-50 text-amber-800 ring-amber-200',
  buy: 'bg-emerald-700 text-white ring-emerald-700',
  sell: 'bg-red-700 text-white ring-red-700',
  // An outcome's result: light, so it is not read as a side.
  gain: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  loss: 'bg-red-50 text-red-800 ring-red-200',
  plain: 'bg-white text-slate-700 ring-slate-300',
};

/** A small rounded label of an idea or news card (type, asset, term, side…). */
export function Badge({ tone, children, testId }: { tone: BadgeTone; children: ReactNode; testId?: string }) {
  return (
    <span data-testid={testId} className={clsx('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset', TONES[tone])}>
      {children}
    </span>
  );
}

/** Buy in green, sell in red (the word says it too, not the colour alone). */
export function SideBadge({ sell }: { sell: boolean }) {
  const { t } = useTranslation('ideas');
  return (
    <Badge tone={sell ? 'sell' : 'buy'} testId="side-badge">
      {t(sell ? 'card.sides.sell' : 'card.sides.buy')}
    </Badge>
  );
}
