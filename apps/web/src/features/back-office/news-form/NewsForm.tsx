import type { InternalNews, ValidNewsInput } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';
import { useCallback, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { tellApp } from '../back-office-messages.ts';
import { useCreateNews } from '../queries.ts';
import { AudienceGrid } from './AudienceGrid.tsx';
import { FormSection } from './fields.tsx';
import { emptyNewsForm, newsFormResolver, type NewsFormValues } from './news-form-values.ts';
import { NewsCategoriesFields } from './NewsCategoriesFields.tsx';
import { NewsImagesField } from './NewsImagesField.tsx';
import { NewsLanguageSection } from './NewsLanguageSection.tsx';
import { NewsPricesFields } from './NewsPricesFields.tsx';

interface NewsFormProps {
  /** The language sections in order: the admin language first. */
  languages: readonly Language[];
  onPublished?: (news: InternalNews) => void;
}

/** Publishes an internal news item: the shared schema checks it, the form empties once it is published. */
export function NewsForm({ languages, onPublished }: NewsFormProps) {
  const { t } = useTranslation('backOffice');
  const titleId = useId();
  const form = useForm<NewsFormValues, unknown, ValidNewsInput>({ resolver: newsFormResolver, defaultValues: emptyNewsForm() });
  const create = useCreateNews();
  const [serverError, setServerError] = useState<string | null>(null);
  const [pendingBySection, setPendingBySection] = useState<Record<string, number>>({});
  const onPendingChange = useCallback((key: string, pending: number) => setPendingBySection((current) => (current[key] === pending ? current : { ...current, [key]: pending })), []);
  const uploading = Object.values(pendingBySection).some((pending) => pending > 0);
  const { errors, isSubmitting } = form.formState;
  const languageError = errors.localizations?.fr?.message ?? errors.localizations?.message;

  const submit = form.handleSubmit(async (input) => {
    setServerError(null);
    try {
      const news = await create.mutateAsync(input);
      toast.success(t('form.published'));
      form.reset(emptyNewsForm());
      tellApp('news-created');
      onPublished?.(news);
    } catch (error) {
      setServerError(errorMessage(t, error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-labelledby={titleId} className="flex flex-col gap-4">
      <h2 id={titleId} className="text-lg font-semibold text-slate-900">
        {t('form.title')}
      </h2>

      <NewsCategoriesFields form={form} />
      <NewsPricesFields form={form} />

      <FormSection title={t('form.images.title')}>
        <NewsImagesField form={form} onPendingChange={onPendingChange} />
      </FormSection>

      {languageError && (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-2 text-sm text-red-700">
          {t(`errors:${languageError}`)}
        </p>
      )}
      {languages.map((language) => (
        <NewsLanguageSection key={language} form={form} language={language} onPendingChange={onPendingChange} />
      ))}

      <AudienceGrid form={form} />

      <FormError message={serverError} />
      <div className="sticky bottom-0 -mx-1 flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 bg-slate-50/95 px-1 py-3 backdrop-blur">
        {uploading && (
          <p role="status" className="mr-auto text-sm text-slate-600">
            {t('form.uploading')}
          </p>
        )}
        <Button type="button" color="gray" outline onClick={() => (form.reset(emptyNewsForm()), setServerError(null))} disabled={isSubmitting}>
          {t('form.clear')}
        </Button>
        <Button type="submit" loading={isSubmitting} disabled={uploading}>
          {t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
