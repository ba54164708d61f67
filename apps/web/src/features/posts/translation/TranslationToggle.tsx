import type { TranslatedBy } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';

/** Providers' names as they write them (not translated). */
const PROVIDER_NAMES: Record<Exclude<TranslatedBy, 'human'>, string> = { deepl: 'DeepL', libretranslate: 'LibreTranslate' };

/**
 * The link under a translatable text: "See translation"; once clicked, who translated it from what
 * ("Translated from French by DeepL") and "See original". Shown only when a translation exists.
 */
export function TranslationToggle({ from, by, shown, onToggle, className = '' }: { from: string | null; by: TranslatedBy | null; shown: boolean; onToggle: () => void; className?: string }) {
  const { t } = useTranslation('posts');
  const source = from === 'fr' || from === 'en' ? from : 'unknown';
  const provider = by && by !== 'human' ? PROVIDER_NAMES[by] : null;
  return (
    <p className={`flex flex-wrap items-center gap-x-2 text-xs text-slate-600 ${className}`} data-testid="translation-toggle">
      {shown && <span data-testid="translation-credit">{provider ? t(`translation.from_${source}_by`, { by: provider }) : t(`translation.from_${source}`)}</span>}
      <button
        type="button"
        onClick={onToggle}
        className="inline-flex min-h-6 items-center rounded font-medium text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {t(shown ? 'translation.original' : 'translation.show')}
      </button>
    </p>
  );
}
