import type { CommentInput } from '@arya/core/contract';
import { ACCEPTED_IMAGE_TYPES } from '@arya/core/rules';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { InstrumentSuggestionList } from '../instruments/suggestions/InstrumentSuggestionList.tsx';
import { useCashtagAutocomplete } from '../instruments/suggestions/use-cashtag-autocomplete.ts';
import { uploadErrorText } from '../uploads/upload-error-text.ts';
import { commentKeyAction } from './comment-keys.ts';

interface CommentBoxProps {
  label: string;
  placeholder: string;
  initial?: { text: string; image: { url: string } | null };
  /** Resolves when saved; rejects with the server's error, shown under the box. */
  onSubmit: (input: CommentInput) => Promise<unknown>;
  onCancel?: () => void;
  autoFocus?: boolean;
  /** Called as the member types (the channel learns someone is writing). */
  onTyping?: () => void;
}

/**
 * The comment box (spec 2 §5): text trimmed, Enter sends, Shift+Enter starts a new line, Escape
 * cancels; an optional image of the member's uploads; `$` and a letter suggest instruments (issue 28).
 */
export function CommentBox({ label, placeholder, initial, onSubmit, onCancel, autoFocus = false, onTyping }: CommentBoxProps) {
  const { t } = useTranslation('posts');
  const id = useId();
  const [text, setText] = useState(initial?.text ?? '');
  const [image, setImage] = useState<{ url: string } | null>(initial?.image ?? null);
  const [busy, setBusy] = useState<'sending' | 'uploading' | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  // `$` and a letter suggest instruments; the chosen one replaces the tag being typed.
  const cashtags = useCashtagAutocomplete({ textRef, text, onReplace: setText });

  const reset = () => {
    setText(initial?.text ?? '');
    setImage(initial?.image ?? null);
    setError(null);
  };

  const send = async () => {
    if (busy || !text.trim()) return;
    setBusy('sending');
    setError(null);
    try {
      await onSubmit({ text: text.trim(), image });
      if (!initial) reset();
    } catch (failure) {
      setError(errorMessage(t, failure));
    } finally {
      setBusy(null);
    }
  };

  const attach = async (file: File | undefined) => {
    if (!file) return;
    setBusy('uploading');
    setError(null);
    try {
      // The upload's code (and the schema library that checks its answer) loads when a member attaches a picture.
      const { uploadImage } = await import('../uploads/upload-image.ts');
      setImage({ url: (await uploadImage(file)).url });
    } catch (failure) {
      setError(uploadErrorText(t, failure));
    } finally {
      setBusy(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  return (
    <form
      className="flex flex-col gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <textarea
          {...cashtags.textareaProps}
          ref={textRef}
          id={id}
          data-testid="comment-input"
          value={text}
          rows={1}
          autoFocus={autoFocus}
          placeholder={placeholder}
          aria-describedby={error ? `${id}-error` : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            setText(event.target.value);
            cashtags.onInput(event);
            if (event.target.value.trim()) onTyping?.();
          }}
          onBlur={cashtags.onBlur}
          onKeyDown={(event) => {
            // With suggestions open, Enter, Tab, the arrows and Escape are theirs.
            if (cashtags.onKeyDown(event)) return;
            const action = commentKeyAction({ ...event, isComposing: event.nativeEvent.isComposing });
            if (action === 'send') {
              event.preventDefault();
              void send();
            } else if (action === 'cancel') {
              event.preventDefault();
              reset();
              onCancel?.();
            }
          }}
          className="field-sizing-content max-h-40 min-h-10 w-full flex-1 resize-none rounded-2xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-indigo-600"
        />
        <div className="flex items-center justify-end gap-2">
        <input ref={fileInput} type="file" accept={ACCEPTED_IMAGE_TYPES.join(',')} className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(event) => void attach(event.target.files?.[0])} />
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={busy !== null || image !== null}
          aria-label={t('comments.add_image')}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 disabled:opacity-50"
        >
          {busy === 'uploading' ? <Spinner size="tiny" /> : <Icon name="image" />}
        </button>
        <button
          type="submit"
          data-testid="comment-send"
          disabled={busy !== null || !text.trim()}
          className="inline-flex min-h-10 shrink-0 items-center rounded-full bg-indigo-600 px-4 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:bg-indigo-300"
        >
          {busy === 'sending' ? <Spinner size="tiny" /> : initial ? t('comments.save') : t('comments.send')}
        </button>
        {onCancel && (
          <button type="button" onClick={() => (reset(), onCancel())} className="inline-flex min-h-10 shrink-0 items-center rounded-full px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600">
            {t('comments.cancel')}
          </button>
        )}
        </div>
      </div>
      <InstrumentSuggestionList suggestions={cashtags.suggestions} />
      {image && (
        <div className="flex items-center gap-2">
          <img src={image.url} alt={t('comments.attached_image')} className="h-16 w-auto rounded-lg border border-slate-200" />
          <button type="button" onClick={() => setImage(null)} className="text-sm font-medium text-slate-700 underline">
            {t('comments.remove_image')}
          </button>
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </form>
  );
}
