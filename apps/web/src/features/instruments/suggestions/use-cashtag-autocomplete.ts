import { useLayoutEffect, useRef, useState, type ChangeEvent, type KeyboardEvent, type RefObject, type SyntheticEvent } from 'react';
import { insertCashtag, typedCashtag } from './cashtag-typing.ts';
import { useInstrumentSuggestions } from './use-instrument-suggestions.ts';

/** Where the caret is when nothing is selected; null for a selection (no suggestion then). */
const caretOf = (box: HTMLTextAreaElement) => (box.selectionStart === box.selectionEnd ? box.selectionStart : null);

/**
 * The `$` suggestions of a text box (the post writer, the comment and reply boxes): `$` and a letter
 * open the instruments matching the tag at the caret; choosing one writes `$SYMBOL ` in place of the
 * tag, caret after it. `text` is the box's text; `onReplace` sets it (the caret follows).
 * Spread `textareaProps` on the text box, call `onInput` from its change handler and `onKeyDown`
 * first in its key handler (true: the key was the list's).
 */
export function useCashtagAutocomplete({ textRef, text, onReplace }: { textRef: RefObject<HTMLTextAreaElement | null>; text: string; onReplace: (text: string) => void }) {
  const [caret, setCaret] = useState<number | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const tag = caret === null ? null : typedCashtag(text, Math.min(caret, text.length));

  const suggestions = useInstrumentSuggestions({
    term: tag?.query ?? null,
    writer: true,
    onChoose: (instrument) => {
      if (!tag) return;
      const edit = insertCashtag(text, tag, instrument.Symbol);
      pendingCaret.current = edit.caret;
      setCaret(edit.caret);
      onReplace(edit.text);
      textRef.current?.focus();
    },
  });

  // Once the new text is in the box, the caret goes after the inserted tag.
  useLayoutEffect(() => {
    const box = textRef.current;
    const at = pendingCaret.current;
    if (!box || at === null || box.value.length < at) return;
    pendingCaret.current = null;
    box.setSelectionRange(at, at);
  });

  const track = (event: SyntheticEvent<HTMLTextAreaElement>) => setCaret(caretOf(event.currentTarget));

  return {
    suggestions,
    textareaProps: {
      ...suggestions.fieldProps,
      onKeyUp: track,
      onClick: track,
    },
    onInput: (event: ChangeEvent<HTMLTextAreaElement>) => {
      track(event);
      suggestions.reopen();
    },
    onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => suggestions.onKeyDown(event),
    /** The focus left the box: the list closes. */
    onBlur: () => suggestions.close(),
  };
}
