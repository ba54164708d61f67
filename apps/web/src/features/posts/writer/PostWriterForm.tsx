import { isLanguage, POST_TEXT_MAX_LENGTH } from '@arya/core/rules';
import clsx from 'clsx';
import { useId, useState, type Ref } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormError } from '../../../components/FormError.tsx';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { EmojiPicker, KEEP_EMOJI_PICKER_OPEN } from '../../emoji/EmojiPicker.tsx';
import type { PostWriter } from './use-post-writer.ts';
import { WriterAttachments } from './WriterAttachments.tsx';
import { WriterToolbar } from './WriterToolbar.tsx';
import { YoutubePreview } from './YoutubePreview.tsx';
import { SharedPostCard } from '../components/SharedPostCard.tsx';
import { InstrumentSuggestionList } from '../../instruments/suggestions/InstrumentSuggestionList.tsx';
import { useCashtagAutocomplete } from '../../instruments/suggestions/use-cashtag-autocomplete.ts';

interface PostWriterFormProps {
  writer: PostWriter;
  hidden: boolean;
  onOpenGifs: () => void;
  gifButtonRef: Ref<HTMLButtonElement>;
}

/** The writer view: text box, video preview, attachments, tools and the post button. */
export function PostWriterForm({ writer, hidden, onOpenGifs, gifButtonRef }: PostWriterFormProps) {
  const { t, i18n } = useTranslation('writer');
  const ids = useId();
  const [emojiOpen, setEmojiOpen] = useState(false);
  const { form, textRef } = writer;
  const text = useWatch({ control: form.control, name: 'text' });
  const textError = form.formState.errors.text?.message;
  const { ref: registerText, onChange: onTextChange, onBlur: onTextBlur, ...textField } = form.register('text');
  // `$` and a letter suggest instruments; the chosen one replaces the tag being typed.
  const cashtags = useCashtagAutocomplete({
    textRef,
    text,
    onReplace: (next) => form.setValue('text', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted }),
  });
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : 'fr';
  const imageBlockedBy = writer.sharedPreview ? 'share' : writer.gif ? 'gif' : writer.rules.canAddImage ? null : 'full';

  return (
    <form
      noValidate
      hidden={hidden}
      onSubmit={writer.submit}
      className="flex max-h-[calc(80vh-6rem)] flex-col gap-3"
      onKeyDown={(event) => {
        // Escape closes the emoji panel first (back to the text), not the whole writer.
        if (event.key === 'Escape' && emojiOpen) {
          event.preventDefault();
          setEmojiOpen(false);
          textRef.current?.focus();
        }
      }}
    >
      {/* The content scrolls; the tools and the post button stay in view below it. */}
      <div className="-m-1 min-h-0 flex-1 space-y-3 overflow-y-auto p-1">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${ids}-text`} className="sr-only">
            {t('text.label')}
          </label>
          <textarea
            {...textField}
            ref={(element) => {
              registerText(element);
              textRef.current = element;
            }}
            {...cashtags.textareaProps}
            onChange={(event) => {
              void onTextChange(event);
              cashtags.onInput(event);
            }}
            onBlur={(event) => {
              void onTextBlur(event);
              cashtags.onBlur();
            }}
            id={`${ids}-text`}
            rows={4}
            maxLength={POST_TEXT_MAX_LENGTH}
            placeholder={t('text.placeholder')}
            onKeyDown={(event) => {
              if (!cashtags.onKeyDown(event)) writer.onTextKeyDown(event);
            }}
            aria-invalid={textError ? true : undefined}
            aria-describedby={clsx(textError && `${ids}-error`, `${ids}-hint`)}
            {...{ [KEEP_EMOJI_PICKER_OPEN]: '' }}
            className={clsx(
              'field-sizing-content block max-h-72 min-h-28 w-full resize-none rounded-lg border bg-white px-3 py-2.5 text-base text-slate-900 outline-none placeholder:text-slate-400 focus:ring-2',
              textError ? 'border-red-500 focus:ring-red-200' : 'border-slate-300 focus:border-indigo-500 focus:ring-indigo-100',
            )}
          />
          <InstrumentSuggestionList suggestions={cashtags.suggestions} />
          {textError && (
            <p id={`${ids}-error`} role="alert" className="text-sm text-red-600">
              {t(`errors:${textError}`)}
            </p>
          )}
          <p id={`${ids}-hint`} className="hidden text-xs text-slate-500 sm:block">
            {t('text.hint')}
          </p>
        </div>
        <WriterAttachments images={writer.images} max={writer.maxImagesPerPost} gif={writer.gif} onRemoveImage={writer.removeImage} onRemoveGif={writer.removeGif} />
        {writer.sharedPreview ? (
          <section aria-label={t('sharePreview')}>
            <SharedPostCard shared={writer.sharedPreview} />
          </section>
        ) : (
          <YoutubePreview text={text} />
        )}
        {writer.notice && (
          <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800">
            {writer.notice}
          </p>
        )}
        {writer.uploadError !== null && (
          <p role="alert" className="text-sm text-red-600">
            {uploadErrorText(t, writer.uploadError)}
          </p>
        )}
        <FormError message={writer.serverError} />
        {emojiOpen && (
          <div id={`${ids}-emoji`}>
            <EmojiPicker
              language={language}
              onSelect={writer.insertEmoji}
              onClose={() => setEmojiOpen(false)}
              onEscape={() => {
                setEmojiOpen(false);
                textRef.current?.focus();
              }}
            />
          </div>
        )}
      </div>
      <WriterToolbar
        rules={writer.rules}
        imageBlockedBy={imageBlockedBy}
        max={writer.maxImagesPerPost}
        emojiOpen={emojiOpen}
        onToggleEmoji={() => setEmojiOpen((open) => !open)}
        onFiles={writer.addFiles}
        onOpenGifs={() => {
          setEmojiOpen(false);
          onOpenGifs();
        }}
        gifButtonRef={gifButtonRef}
        submitting={form.formState.isSubmitting}
        submitLabel={writer.mode === 'share' ? t('actions.share') : writer.mode === 'edit' ? t('actions.save') : t('actions.publish')}
        emojiPanelId={`${ids}-emoji`}
      />
      {writer.uploading && !form.formState.isSubmitting && (
        <p role="status" className="-mt-1 text-right text-xs text-slate-500">
          {t('images.pending')}
        </p>
      )}
    </form>
  );
}
