import type { InstrumentDto } from '@arya/core/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { menuKeyTarget } from '../../../components/menu-keys.ts';
import { useDebouncedValue } from '../../gifs/use-debounced-value.ts';
import { instrumentSearchQuery } from '../queries.ts';

/** Typing pauses this long before a search is sent. */
export const INSTRUMENT_SEARCH_DEBOUNCE_MS = 150;

/** What the suggestions show: nothing; "searching" until the answer for what is typed now arrives; then its results, none, or the failure. */
export type SuggestionsStatus = 'idle' | 'searching' | 'results' | 'empty' | 'error';

const NO_INSTRUMENTS: InstrumentDto[] = [];

interface SuggestionsOptions {
  /** What to search for (the `$tag` being typed, the field's text); null or empty: nothing to suggest. */
  term: string | null;
  onChoose: (instrument: InstrumentDto) => void;
  /**
   * A writer's suggestions: the first is active at once and Enter or Tab takes it, keeping the focus
   * (as mentions do elsewhere). A field's: none is active until an arrow is pressed, so Enter keeps
   * the free text, and Tab takes the active one and moves on.
   */
  writer: boolean;
  /** The list stays closed on the term it starts with (an edited idea's ticker), until the member types. */
  startClosed?: boolean;
}

/**
 * The instruments a combobox suggests (WAI-ARIA 1.2 combobox with a listbox popup): searched once
 * typing pauses, the focus staying in the field while the arrows move the active option
 * (aria-activedescendant); Escape closes the list until the member types again.
 */
export function useInstrumentSuggestions({ term, onChoose, writer, startClosed = false }: SuggestionsOptions) {
  const id = useId();
  const typed = (term ?? '').trim().toLowerCase();
  const settled = useDebouncedValue(typed, INSTRUMENT_SEARCH_DEBOUNCE_MS);
  /** The term the list was closed on (Escape, a choice, the focus leaving): it stays closed until the member types. */
  const [dismissed, setDismissed] = useState<string | null>(startClosed ? typed : null);
  /** The option an arrow moved to, for the term it was moved on. */
  const [picked, setPicked] = useState<{ term: string; index: number } | null>(null);
  const open = typed !== '' && dismissed !== typed;
  // Asked for while the list is closed too: a field names the instrument its text matches.
  const search = useQuery(instrumentSearchQuery(settled));
  // Results of an older term are not shown for the one being typed.
  const current = settled === typed;
  const instruments = (current && search.data) || NO_INSTRUMENTS;

  let status: SuggestionsStatus;
  if (!open) status = 'idle';
  else if (!current || search.isPending || (search.isFetching && instruments.length === 0)) status = 'searching';
  else if (instruments.length > 0) status = 'results';
  else status = search.isError ? 'error' : 'empty';

  const expanded = status !== 'idle';
  const activeIndex = status !== 'results' ? -1 : picked?.term === typed && picked.index < instruments.length ? picked.index : writer ? 0 : -1;
  const listboxId = `${id}-listbox`;
  const optionId = (index: number) => `${id}-option-${index}`;

  const choose = (instrument: InstrumentDto) => {
    // The text now names it: no list for it.
    setDismissed(instrument.Symbol.toLowerCase());
    setPicked(null);
    onChoose(instrument);
  };

  /** Handles the key when the list uses it (then the field's own handling is skipped); false otherwise. */
  const onKeyDown = (event: KeyboardEvent<HTMLElement>): boolean => {
    if (!expanded || event.nativeEvent.isComposing) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      const target = menuKeyTarget(event.key, activeIndex, instruments.length);
      if (target === null) return false;
      event.preventDefault();
      setPicked({ term: typed, index: target });
      // jsdom has no scrollIntoView.
      document.getElementById(optionId(target))?.scrollIntoView?.({ block: 'nearest' });
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      const instrument = instruments[activeIndex];
      if (!instrument || event.shiftKey || event.altKey || event.ctrlKey || event.metaKey) return false;
      if (event.key === 'Enter' || writer) event.preventDefault();
      choose(instrument);
      return true;
    }
    if (event.key === 'Escape') {
      // Not the writer's dialog nor the comment box: only the list closes.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(typed);
      return true;
    }
    return false;
  };

  return {
    listboxId,
    optionId,
    expanded,
    status,
    instruments,
    activeIndex,
    error: search.error,
    choose,
    onKeyDown,
    /** The focus left the field. */
    close: () => setDismissed(typed),
    /** The member typed: the list may open again. */
    reopen: () => setDismissed(null),
    /** The field's attributes of the pattern (the caller adds role="combobox" and aria-expanded to an input; a textarea keeps its role). */
    fieldProps: {
      'aria-autocomplete': 'list' as const,
      'aria-controls': listboxId,
      'aria-activedescendant': activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
  };
}

export type InstrumentSuggestions = ReturnType<typeof useInstrumentSuggestions>;
