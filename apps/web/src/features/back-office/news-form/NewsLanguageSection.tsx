import { uploadAudioRoute, uploadDocumentRoute } from '@arya/core/routes';
import {
  DOCUMENT_TYPE,
  NEWS_AUDIO_TYPE,
  NEWS_AUDIOS_MAX,
  NEWS_CONTENTS_MAX_LENGTH,
  NEWS_FILE_NAME_MAX_LENGTH,
  NEWS_FILES_MAX,
  NEWS_TITLE_MAX_LENGTH,
  type Language,
} from '@arya/core/rules';
import { useEffect } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';
import { FilePickButton } from '../../../components/FilePickButton.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';
import { FormSection } from './fields.tsx';
import type { NewsForm } from './news-form-values.ts';
import { uploadErrorText } from '../../uploads/upload-error-text.ts';
import { uploadFile } from '../../uploads/upload-file.ts';
import { useUploads } from './use-uploads.ts';

const removeClasses =
  'inline-flex size-9 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600';

interface NewsLanguageSectionProps {
  form: NewsForm;
  language: Language;
  onPendingChange: (key: string, pending: number) => void;
}

/** One language's version of the news: its titles, contents, mpeg audios and PDF files (each optional as long as one language is written). */
export function NewsLanguageSection({ form, language, onPendingChange }: NewsLanguageSectionProps) {
  const { t } = useTranslation('backOffice');
  const audios = useWatch({ control: form.control, name: `localizations.${language}.audios` });
  const files = useWatch({ control: form.control, name: `localizations.${language}.files` });
  const versionErrors = form.formState.errors.localizations?.[language];
  const contentsError = versionErrors?.contents?.message;
  const titleError = versionErrors?.title?.message;
  const secondaryTitleError = versionErrors?.secondaryTitle?.message;

  const audioUploads = useUploads(
    (file, signal) => uploadFile(uploadAudioRoute, file, signal),
    (stored) => {
      const current = form.getValues(`localizations.${language}.audios`);
      if (current.length < NEWS_AUDIOS_MAX) form.setValue(`localizations.${language}.audios`, [...current, { url: stored.url }], { shouldDirty: true });
    },
  );
  const fileUploads = useUploads(
    (file, signal) => uploadFile(uploadDocumentRoute, file, signal),
    (stored, file) => {
      const current = form.getValues(`localizations.${language}.files`);
      const name = file.name.trim().slice(0, NEWS_FILE_NAME_MAX_LENGTH) || 'document.pdf';
      if (current.length < NEWS_FILES_MAX) form.setValue(`localizations.${language}.files`, [...current, { url: stored.url, name }], { shouldDirty: true });
    },
  );
  const pending = audioUploads.pending + fileUploads.pending;
  useEffect(() => onPendingChange(language, pending), [onPendingChange, language, pending]);
  const audioRoom = NEWS_AUDIOS_MAX - audios.length - audioUploads.pending;
  const fileRoom = NEWS_FILES_MAX - files.length - fileUploads.pending;
  const uploadError = audioUploads.error ?? fileUploads.error;

  return (
    <FormSection title={t(`form.language.${language}.title`)} description={t('form.language.hint')}>
      <TextField
        label={t(`form.language.${language}.main`)}
        lang={language}
        maxLength={NEWS_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={titleError && t(`errors:${titleError}`)}
        {...form.register(`localizations.${language}.title`)}
      />
      <TextField
        label={t(`form.language.${language}.secondary`)}
        lang={language}
        maxLength={NEWS_TITLE_MAX_LENGTH}
        autoComplete="off"
        error={secondaryTitleError && t(`errors:${secondaryTitleError}`)}
        {...form.register(`localizations.${language}.secondaryTitle`)}
      />
      <TextAreaField
        label={t(`form.language.${language}.contents`)}
        lang={language}
        rows={6}
        maxLength={NEWS_CONTENTS_MAX_LENGTH}
        error={contentsError && t(`errors:${contentsError}`)}
        {...form.register(`localizations.${language}.contents`)}
      />

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-700">{t('form.audios.title')}</h3>
        {audios.length > 0 && (
          <ul aria-label={t(`form.language.${language}.audios`)} className="flex flex-col gap-2">
            {audios.map((audio, position) => (
              <li key={audio.url} className="flex items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 p-2">
                <audio controls preload="none" src={audio.url} className="h-9 min-w-0 flex-1" aria-label={t('form.audios.item', { index: position + 1 })} />
                <button
                  type="button"
                  className={removeClasses}
                  aria-label={t('form.audios.remove', { index: position + 1 })}
                  title={t('form.audios.remove', { index: position + 1 })}
                  onClick={() => form.setValue(`localizations.${language}.audios`, audios.filter((item) => item.url !== audio.url), { shouldDirty: true })}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton label={t('form.audios.add')} icon="play" accept={NEWS_AUDIO_TYPE} disabled={audioRoom <= 0} busy={audioUploads.pending > 0} onFiles={(chosen) => audioUploads.add(chosen.slice(0, Math.max(audioRoom, 0)))} />
          <p className="text-xs text-slate-500">{t('form.audios.count', { current: audios.length, max: NEWS_AUDIOS_MAX })}</p>
        </div>
      </div>

      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium text-slate-700">{t('form.files.title')}</h3>
        {files.length > 0 && (
          <ul aria-label={t(`form.language.${language}.files`)} className="flex flex-col gap-2">
            {files.map((file) => (
              <li key={file.url} className="flex min-w-0 items-center gap-2 rounded-lg border border-slate-200 bg-slate-50 py-1 pr-1 pl-3">
                <a href={file.url} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate text-sm font-medium text-indigo-700 underline-offset-2 hover:underline">
                  {file.name}
                </a>
                <button
                  type="button"
                  className={removeClasses}
                  aria-label={t('form.files.remove', { name: file.name })}
                  title={t('form.files.remove', { name: file.name })}
                  onClick={() => form.setValue(`localizations.${language}.files`, files.filter((item) => item.url !== file.url), { shouldDirty: true })}
                >
                  <Icon name="trash" className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="flex flex-wrap items-center gap-3">
          <FilePickButton label={t('form.files.add')} icon="receipt" accept={DOCUMENT_TYPE} disabled={fileRoom <= 0} busy={fileUploads.pending > 0} onFiles={(chosen) => fileUploads.add(chosen.slice(0, Math.max(fileRoom, 0)))} />
          <p className="text-xs text-slate-500">{t('form.files.count', { current: files.length, max: NEWS_FILES_MAX })}</p>
        </div>
      </div>

      {uploadError !== null && (
        <p role="alert" className="text-sm text-red-600">
          {uploadErrorText(t, uploadError, 'upload')}
        </p>
      )}
    </FormSection>
  );
}
