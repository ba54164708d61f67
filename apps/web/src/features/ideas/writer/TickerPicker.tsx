import type { InstrumentDto } from '@arya/core/contract';
import { IDEA_TICKER_MAX_LENGTH } from '@arya/core/rules';
import clsx from 'clsx';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClasses, describedBy } from '../../../components/field-classes.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { addInstrumentTexts, instrumentName } from '../../instruments/instrument-texts.ts';
import { instrumentOfTicker, tickerKey } from '../../instruments/suggestions/instrument-match.ts';
import { InstrumentSuggestionList } from '../../instruments/suggestions/InstrumentSuggestionList.tsx';
import { useInstrumentSuggestions } from '../../instruments/suggestions/use-instrument-suggestions.ts';

interface TickerPickerProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: string | undefined;
}

/**
 * The idea's ticker (issue 28): a combobox over the instruments, and still a free text field (the
 * server matches what it can: "EUR/USD", "$eurusd"). Choosing a suggestion writes its symbol; when
 * the text names a suggested instrument, its name shows under the field with the characters' count.
 */
export const TickerPicker = forwardRef<HTMLInputElement, TickerPickerProps>(function TickerPicker({ label, value, onChange, onBlur, error }, ref) {
  addInstrumentTexts();
  const { t } = useTranslation('ideaWriter');
  const language = useLanguage();
  const id = useId();
  const [chosen, setChosen] = useState<InstrumentDto | null>(null);
  const suggestions = useInstrumentSuggestions({
    term: value,
    writer: false,
    startClosed: true,
    onChoose: (instrument) => {
      setChosen(instrument);
      onChange(instrument.Symbol);
    },
  });
  const matched = chosen && tickerKey(chosen.Symbol) === tickerKey(value) ? chosen : instrumentOfTicker(value, suggestions.instruments);
  const counterId = `${id}-count`;
  const matchedId = `${id}-matched`;
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="relative">
        <input
          ref={ref}
          id={id}
          type="text"
          role="combobox"
          aria-expanded={suggestions.expanded}
          {...suggestions.fieldProps}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(matched && matchedId, counterId, error && `${id}-error`)}
          value={value}
          maxLength={IDEA_TICKER_MAX_LENGTH}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          onChange={(event) => {
            onChange(event.target.value);
            suggestions.reopen();
          }}
          onKeyDown={(event) => void suggestions.onKeyDown(event)}
          onBlur={() => {
            suggestions.close();
            onBlur();
          }}
          className={clsx('h-11 w-full min-w-0 uppercase', controlClasses(error))}
        />
        <InstrumentSuggestionList suggestions={suggestions} className="absolute inset-x-0 top-full mt-1" />
      </div>
      <div className="flex items-start justify-between gap-2 text-xs">
        <p id={matchedId} hidden={!matched} className="min-w-0 text-slate-600" data-testid="ticker-instrument">
          {matched && t('instruments:picker.matched', { name: instrumentName(matched, language), symbol: matched.Symbol })}
        </p>
        <p id={counterId} aria-live="polite" className="ml-auto shrink-0 text-right text-slate-500" data-testid="ticker-count">
          {t('levels.tickerCount', { count: value.length, max: IDEA_TICKER_MAX_LENGTH })}
        </p>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
});
