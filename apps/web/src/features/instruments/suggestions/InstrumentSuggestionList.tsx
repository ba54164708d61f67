import clsx from 'clsx';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../i18n/use-language.ts';
import { addInstrumentTexts, instrumentName } from '../instrument-texts.ts';
import type { InstrumentSuggestions, SuggestionsStatus } from './use-instrument-suggestions.ts';

/**
 * The suggestions' popup: the listbox (always there for aria-controls, hidden while it has no option)
 * with each instrument's symbol, name and asset type, a line while searching or when nothing
 * matches, and a polite live region saying how many there are. A press inside it keeps the focus in
 * the field, so the list is still there when the click lands.
 */
export function InstrumentSuggestionList({ suggestions, className }: { suggestions: InstrumentSuggestions; className?: string }) {
  addInstrumentTexts();
  const { t } = useTranslation('instruments');
  const language = useLanguage();
  const { expanded, status, instruments, activeIndex } = suggestions;
  return (
    <>
      <div
        hidden={!expanded}
        data-testid="instrument-suggestions"
        onMouseDown={(event) => event.preventDefault()}
        className={clsx('z-30 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-lg', className)}
      >
        <ul role="listbox" id={suggestions.listboxId} aria-label={t('search.label')} hidden={status !== 'results'} className="max-h-72 overflow-y-auto overscroll-contain py-1">
          {status === 'results' &&
            instruments.map((instrument, index) => (
              <li
                key={instrument.Symbol}
                id={suggestions.optionId(index)}
                role="option"
                aria-selected={index === activeIndex}
                onClick={() => suggestions.choose(instrument)}
                className="flex min-h-11 cursor-pointer items-center gap-2 px-3 py-1.5 hover:bg-slate-50 aria-selected:bg-indigo-50 aria-selected:outline-2 aria-selected:-outline-offset-2 aria-selected:outline-indigo-600"
              >
                <span className="shrink-0 text-sm font-semibold text-slate-900">{instrument.Symbol}</span>
                <span className="min-w-0 flex-1 truncate text-sm text-slate-600">{instrumentName(instrument, language)}</span>
                <span className="shrink-0 text-xs text-slate-600">{t(`ideas:card.assets.${instrument.AssetType}`)}</span>
              </li>
            ))}
        </ul>
        {status !== 'idle' && status !== 'results' && <p className="px-3 py-2 text-sm text-slate-600">{messageOf(t, status, 0)}</p>}
      </div>
      {/* A polite live region, not a status: the writers already have theirs (uploads, recording). */}
      <p aria-live="polite" className="sr-only">
        {expanded ? messageOf(t, status, instruments.length) : ''}
      </p>
    </>
  );
}

function messageOf(t: TFunction, status: SuggestionsStatus, count: number): string {
  switch (status) {
    case 'idle':
      return '';
    case 'searching':
      return t('search.searching');
    case 'results':
      return t('search.count', { count });
    case 'empty':
      return t('search.empty');
    case 'error':
      return t('search.failed');
  }
}
