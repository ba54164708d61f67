import { ASSET_TYPES, NEWS_INSTRUMENT_MAX_LENGTH, NEWS_ORDER_TYPES, NEWS_TEMPLATES, NEWS_TIME_FRAMES, NEWS_TRADING_TERMS, NEWS_TRENDS } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { SelectField } from '../../../components/SelectField.tsx';
import { FormSection } from './fields.tsx';
import type { NewsForm } from './news-form-values.ts';

/** The news categories (spec 2 §3 Categories and Category), each optional. */
export function NewsCategoriesFields({ form }: { form: NewsForm }) {
  const { t } = useTranslation('backOffice');
  const errors = form.formState.errors.categories;
  const errorText = (message: string | undefined) => message && t(`errors:${message}`);
  const options = (list: readonly string[], group: string) => list.map((value) => ({ value, label: t(`values.${group}.${value}`) }));
  const none = t('form.none');

  return (
    <FormSection title={t('form.categories.title')}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
        <SelectField label={t('form.categories.category')} emptyLabel={none} options={options(ASSET_TYPES, 'category')} error={errorText(form.formState.errors.category?.message)} {...form.register('category')} />
        <SelectField label={t('form.categories.tradingTerm')} emptyLabel={none} options={options(NEWS_TRADING_TERMS, 'tradingTerm')} error={errorText(errors?.tradingTerm?.message)} {...form.register('categories.tradingTerm')} />
        <SelectField label={t('form.categories.template')} emptyLabel={none} options={options(NEWS_TEMPLATES, 'template')} error={errorText(errors?.template?.message)} {...form.register('categories.template')} />
        <SelectField label={t('form.categories.trend')} emptyLabel={none} options={options(NEWS_TRENDS, 'trend')} error={errorText(errors?.trend?.message)} {...form.register('categories.trend')} />
        <TextField
          label={t('form.categories.instrument')}
          placeholder={t('form.categories.instrumentPlaceholder')}
          maxLength={NEWS_INSTRUMENT_MAX_LENGTH}
          autoComplete="off"
          error={errorText(errors?.instrument?.message)}
          {...form.register('categories.instrument')}
        />
        <SelectField
          label={t('form.categories.timeFrame')}
          emptyLabel={none}
          options={NEWS_TIME_FRAMES.map((value) => ({ value, label: value }))}
          error={errorText(errors?.timeFrame?.message)}
          {...form.register('categories.timeFrame')}
        />
        <SelectField label={t('form.categories.orderType')} emptyLabel={none} options={options(NEWS_ORDER_TYPES, 'orderType')} error={errorText(errors?.orderType?.message)} {...form.register('categories.orderType')} />
      </div>
    </FormSection>
  );
}
