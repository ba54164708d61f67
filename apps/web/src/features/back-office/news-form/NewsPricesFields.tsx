import { IDEA_PRICE_STEP } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { FormSection } from './fields.tsx';
import { PRICE_FIELDS, type NewsForm } from './news-form-values.ts';

/** Target prices (Entry, BE, TP1-3, SL), each optional, and the deadline. */
export function NewsPricesFields({ form }: { form: NewsForm }) {
  const { t } = useTranslation('backOffice');
  const errors = form.formState.errors;
  const deadlineError = errors.deadline?.message;
  return (
    <FormSection title={t('form.prices.title')} description={t('form.prices.hint')}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {PRICE_FIELDS.map((field) => {
          const message = errors.targetPrices?.[field]?.message;
          return (
            <TextField
              key={field}
              label={t(`form.prices.${field}`)}
              type="number"
              inputMode="decimal"
              step={IDEA_PRICE_STEP}
              min={0}
              error={message && t(`errors:${message}`)}
              {...form.register(`targetPrices.${field}`)}
            />
          );
        })}
      </div>
      <TextField
        label={t('form.deadline')}
        type="datetime-local"
        className="sm:max-w-xs"
        error={deadlineError && t(`errors:${deadlineError}`)}
        {...form.register('deadline')}
      />
    </FormSection>
  );
}
