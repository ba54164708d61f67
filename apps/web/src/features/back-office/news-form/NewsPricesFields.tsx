import { ASSET_TYPES, PRICE_DECIMALS, priceDecimalsOf, priceStepOf, type AssetType } from '@arya/core/rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { FormSection } from './fields.tsx';
import { PRICE_FIELDS, type NewsForm } from './news-form-values.ts';

/** Target prices (Entry, BE, TP1-3, SL), each optional, and the deadline. */
export function NewsPricesFields({ form }: { form: NewsForm }) {
  const { t } = useTranslation('backOffice');
  const errors = form.formState.errors;
  const deadlineError = errors.deadline?.message;
  // The step and the decimals follow the category's market (any market's while none is chosen).
  const category = useWatch({ control: form.control, name: 'category' });
  const instrument = useWatch({ control: form.control, name: 'categories.instrument' }) ?? '';
  const assetType = (ASSET_TYPES as readonly string[]).includes(category ?? '') ? (category as AssetType) : null;
  const priceError = (message: string) =>
    message === 'priceDecimals'
      ? t('errors:priceDecimals', { market: instrument.trim() || (assetType ? t(`values.category.${assetType}`) : t('errors:priceAnyMarket')), count: priceDecimalsOf(assetType) })
      : t(`errors:${message}`);
  return (
    <FormSection title={t('form.prices.title')} description={t('form.prices.hint', { forex: PRICE_DECIMALS.forex, crypto: PRICE_DECIMALS.crypto, others: PRICE_DECIMALS.actions })}>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {PRICE_FIELDS.map((field) => {
          const message = errors.targetPrices?.[field]?.message;
          return (
            <TextField
              key={field}
              label={t(`form.prices.${field}`)}
              type="number"
              inputMode="decimal"
              step={priceStepOf(assetType)}
              min={0}
              error={message && priceError(message)}
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
