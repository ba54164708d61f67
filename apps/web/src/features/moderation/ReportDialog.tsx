import { reportFormSchema, type ReportFormValues, type ReportItem } from '@arya/core/contract';
import { REPORT_CATEGORIES } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { FormError } from '../../components/FormError.tsx';
import { Modal } from '../../components/Modal.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { fieldErrorText } from '../auth/components/field-error.ts';
import { useSession } from '../session/session-context.ts';
import { useCreateReport } from './queries.ts';

/**
 * Reports a post, comment, reply or member to the moderators. A member picks a reason; a visitor
 * (a DSA notice is open to anyone) reports illegal content with an e-mail address and good faith.
 * Loaded with its translations when first opened.
 */
export default function ReportDialog({ item, onClose }: { item: ReportItem; onClose: () => void }) {
  const { t, i18n } = useTranslation(['moderation', 'errors', 'common']);
  const { user } = useSession();
  const reporter = user ? 'member' : 'visitor';
  const create = useCreateReport();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, control, formState } = useForm<ReportFormValues>({
    defaultValues: { category: reporter === 'visitor' ? 'illegal' : undefined, law: '', comment: '', email: '', goodFaith: false },
    resolver: zodResolver(reportFormSchema(reporter)),
  });
  const category = useWatch({ control, name: 'category' });
  const error = (field: keyof ReportFormValues) => fieldErrorText(t, formState.errors[field]);

  const onSubmit = handleSubmit(async (form) => {
    setFormError(null);
    try {
      await create.mutateAsync({
        item,
        category: form.category,
        ...(form.category === 'illegal' ? { law: form.law } : {}),
        ...(form.comment ? { comment: form.comment } : {}),
        ...(reporter === 'visitor' ? { email: form.email, goodFaith: form.goodFaith, language: i18n.language === 'en' ? 'en' : 'fr' } : {}),
      });
      toast.success(t('report.sent'));
      onClose();
    } catch (failure) {
      setFormError(errorMessage(t, failure));
    }
  });

  const categories = reporter === 'visitor' ? (['illegal'] as const) : REPORT_CATEGORIES;
  return (
    <Modal open onClose={onClose} title={t(`report.title_${item.kind}`)}>
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <p className="text-sm text-slate-600">{reporter === 'visitor' ? t('report.visitorIntro') : t('report.intro')}</p>
        {formError && <FormError message={formError} />}
        <SelectField
          label={t('report.category')}
          options={categories.map((value) => ({ value, label: t(`report.categories.${value}`) }))}
          emptyLabel={reporter === 'member' ? '' : undefined}
          error={error('category')}
          disabled={reporter === 'visitor'}
          {...register('category')}
        />
        {category === 'illegal' && <TextField label={t('report.law')} placeholder={t('report.lawHint')} error={error('law')} {...register('law')} />}
        <TextAreaField label={t('report.comment')} rows={3} error={error('comment')} {...register('comment')} />
        {reporter === 'visitor' && (
          <>
            <TextField type="email" autoComplete="email" label={t('report.email')} error={error('email')} {...register('email')} />
            <p className="-mt-3 text-xs text-slate-600">{t('report.emailHint')}</p>
            <label className="flex items-start gap-3 text-sm text-slate-700">
              <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-indigo-600" aria-invalid={formState.errors.goodFaith ? true : undefined} {...register('goodFaith')} />
              <span>{t('report.goodFaith')}</span>
            </label>
            {formState.errors.goodFaith && <p className="-mt-3 text-sm text-red-600">{error('goodFaith')}</p>}
          </>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button outline color="gray" onClick={onClose}>
            {t('report.cancel')}
          </Button>
          <Button type="submit" color="red" loading={create.isPending}>
            {t('report.send')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
