import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { addInstrumentTexts } from '../../instruments/instrument-texts.ts';
import { InstrumentSuggestionList } from '../../instruments/suggestions/InstrumentSuggestionList.tsx';
import { useInstrumentSuggestions } from '../../instruments/suggestions/use-instrument-suggestions.ts';
import { instrumentFilterOf } from './ideas-filters.ts';

/**
 * The ideas page's instrument filter (issue 28): a combobox over the instruments. Choosing one, or
 * Enter or leaving the field with a text of one's own (the server matches "EUR/USD", "gold"), filters
 * the list; the cross takes the filter off.
 */
export function InstrumentFilter({ value, onChange, className }: { value: string | null; onChange: (instrument: string | null) => void; className?: string }) {
  addInstrumentTexts();
  const { t } = useTranslation('instruments');
  const id = useId();
  const [text, setText] = useState(value ?? '');
  /** The filter last sent, so a choice followed by the field's blur sends it once. */
  const [committed, setCommitted] = useState(value);
  // The address changed by other means (the reset button, the back button): the field follows.
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setCommitted(value);
    setText(value ?? '');
  }
  const commit = (next: string | null) => {
    if (next === committed) return;
    setCommitted(next);
    onChange(next);
  };
  const suggestions = useInstrumentSuggestions({
    term: text,
    writer: false,
    startClosed: true,
    onChoose: (instrument) => {
      setText(instrument.Symbol);
      commit(instrument.Symbol);
    },
  });
  return (
    <div className={`flex min-w-0 flex-col gap-1 ${className ?? ''}`}>
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {t('filter.label')}
      </label>
      <div className="relative">
        <input
          id={id}
          type="text"
          role="combobox"
          aria-expanded={suggestions.expanded}
          {...suggestions.fieldProps}
          data-testid="ideas-filter-instrument"
          value={text}
          placeholder={t('filter.placeholder')}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            setText(event.target.value);
            suggestions.reopen();
          }}
          onKeyDown={(event) => {
            if (suggestions.onKeyDown(event)) return;
            if (event.key === 'Enter') {
              event.preventDefault();
              commit(instrumentFilterOf(text));
            }
          }}
          onBlur={() => {
            suggestions.close();
            commit(instrumentFilterOf(text));
          }}
          className="h-10 w-full min-w-0 rounded-lg border border-slate-300 bg-white pr-10 pl-2 text-sm text-slate-900 shadow-sm outline-none placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-100"
        />
        {value && (
          <button
            type="button"
            aria-label={t('filter.clear')}
            onClick={() => {
              setText('');
              commit(null);
            }}
            className="absolute top-1/2 right-1 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <Icon name="close" className="size-4" />
          </button>
        )}
        <InstrumentSuggestionList suggestions={suggestions} className="absolute inset-x-0 top-full mt-1" />
      </div>
    </div>
  );
}
