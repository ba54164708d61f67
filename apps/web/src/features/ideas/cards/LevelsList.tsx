import { displayDecimalsOf, type AssetType } from '@arya/core/rules';
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
  const texts = levels.map((level) => formatLevel(level.value, language, decimals));
  // A cell is as wide as the longest price (0,00001234 or 59 800,12345678 never spill out of it):
  // fewer columns, never cut digits. `ch` is read at the list's larger font size, so it is ample.
  const longest = Math.max(...texts.map((text) => text.length));
  return (
    <dl data-testid="levels" className="grid gap-1.5" style={{ gridTemplateColumns: `repeat(auto-fill, minmax(max(5.75rem, calc(${longest}ch + 1.25rem)), 1fr))` }}>
      {levels.map((level, index) => (
        <div key={`${level.name}${level.number ?? ''}`} data-testid={`level-${level.name}${level.number ?? ''}`} className="rounded-lg border border-slate-200 bg-slate-50 px-2.5 py-1.5">
          <dt className="text-[11px] font-semibold tracking-wide text-slate-600 uppercase">
            <span aria-hidden="true">{t(`card.levels.${level.name}`, { number: level.number })}</span>
            <span className="sr-only">{t(`card.levels.${level.name}_full`, { number: level.number })}</span>
          </dt>
          <dd className={`text-sm font-semibold tabular-nums ${VALUE_COLOR[level.name]}`}>{texts[index]}</dd>
        </div>
      ))}
    </dl>
  );
}
