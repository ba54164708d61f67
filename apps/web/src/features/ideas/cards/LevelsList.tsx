import { displayDecimalsOf, type AssetType } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { formatLevel } from './format-level.ts';

export type LevelName = 'entry' | 'be' | 'sl' | 'tp';

export interface Level {
  name: LevelName;
  value: number;
  /** The take profit's rank (1 to 3). */
  number?: number;
}

// Stop loss in red, take profits in green: the short names say it too.
const VALUE_COLOR: Record<LevelName, string> = { entry: 'text-slate-900', be: 'text-slate-900', sl: 'text-red-700', tp: 'text-emerald-700' };

/**
 * The price levels of an idea or news item as a compact grid of name and price, wrapping on narrow
 * screens; every level with the same decimals, those of its market (`assetType`, `instrument`).
 */
export function LevelsList({ levels, assetType, instrument }: { levels: readonly Level[]; assetType: AssetType | null; instrument: string | null }) {
  const { t } = useTranslation('ideas');
  const language = useLanguage();
  if (levels.length === 0) return null;
  const decimals = displayDecimalsOf(
    assetType,
    instrument,
    levels.map((level) => level.value),
  );
  return (
    <dl data-testid="levels" className="grid grid-cols-[repeat(auto-fill,minmax(5.75rem,1fr))] gap-1.5">
      {levels.map((level) => (
        <div key={`${level.name}${level.number ?? ''}`} data-testid={`level-${level.name}${level.number ?? ''}`} className="rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1.5">
          <dt className="text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
            <span aria-hidden="true">{t(`card.levels.${level.name}`, { number: level.number })}</span>
            <span className="sr-only">{t(`card.levels.${level.name}_full`, { number: level.number })}</span>
          </dt>
          <dd className={`text-sm font-semibold tabular-nums ${VALUE_COLOR[level.name]}`}>{formatLevel(level.value, language, decimals)}</dd>
        </div>
      ))}
    </dl>
  );
}
