import { ASSET_TYPES, IDEA_ENTRY_TYPES, IDEA_TERM_DAYS, IDEA_TERMS, priceDecimalsOf, priceStepOf, type AssetType, type IdeaTerm } from '@arya/core/rules';
import { useId } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField } from '../../../components/SelectField.tsx';
import { ChoiceGroup, InputField } from './fields.tsx';
import { PRICE_FIELDS, validityOfTerm, type IdeaForm, type PriceField } from './idea-form-values.ts';
import { TickerPicker } from './TickerPicker.tsx';

/** Take profits 2 and 3 may stay empty (spec 2 §5). */
const OPTIONAL_PRICES: readonly PriceField[] = ['takeProfit2', 'takeProfit3'];

/** The market part of a "market idea": side, instrument (a picker, issue 28), term, entry, validity and price levels. */
export function IdeaLevelsFields({ form, errorText }: { form: IdeaForm; errorText: (message: string | undefined) => string | undefined }) {
  const { t } = useTranslation('ideaWriter');
  const ids = useId();
  const errors = form.formState.errors.levels;
  const ticker = useWatch({ control: form.control, name: 'levels.ticker' }) ?? '';
  const chosenAsset = useWatch({ control: form.control, name: 'levels.assetType' });
  const assetType = (ASSET_TYPES as readonly string[]).includes(chosenAsset) ? (chosenAsset as AssetType) : null;
  // A price with too many decimals names its market: the ticker when typed, else the asset type.
  const priceErrorText = (message: string | undefined) =>
    message === 'priceDecimals'
      ? t('errors:priceDecimals', { market: ticker.trim().toUpperCase() || (assetType ? t(`ideas:card.assets.${assetType}`) : ''), count: priceDecimalsOf(assetType) })
      : errorText(message);
  const validityHintId = `${ids}-validity-hint`;

  // Choosing a term proposes its validity from now; the member may still change or empty it.
  const termField = form.register('levels.term', {
    onChange: (event: { target: { value: string } }) =>
      form.setValue('levels.validUntil', validityOfTerm(event.target.value as IdeaTerm, new Date()), { shouldValidate: form.formState.isSubmitted }),
  });

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-xl border border-slate-200 p-3 sm:p-4">
      <legend className="px-1 text-sm font-semibold text-slate-900">{t('levels.title')}</legend>
      <Controller
        control={form.control}
        name="levels.sell"
        render={({ field }) => (
          <ChoiceGroup
            legend={t('levels.side')}
            name={`${ids}-side`}
            className="grid-cols-2"
            value={field.value ? 'sell' : 'buy'}
            onChange={(side) => field.onChange(side === 'sell')}
            choices={[
              { value: 'buy', label: t('ideas:card.sides.buy'), checkedClassName: 'has-checked:bg-green-700 has-checked:text-white has-checked:shadow-sm' },
              { value: 'sell', label: t('ideas:card.sides.sell'), checkedClassName: 'has-checked:bg-red-700 has-checked:text-white has-checked:shadow-sm' },
            ]}
          />
        )}
      />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label={t('levels.assetType')}
          emptyLabel={t('levels.assetTypeEmpty')}
          options={ASSET_TYPES.map((value) => ({ value, label: t(`ideas:card.assets.${value}`) }))}
          error={errorText(errors?.assetType?.message)}
          {...form.register('levels.assetType')}
        />
        <Controller
          control={form.control}
          name="levels.ticker"
          render={({ field }) => (
            <TickerPicker label={t('levels.ticker')} value={field.value} onChange={field.onChange} onBlur={field.onBlur} ref={field.ref} error={errorText(errors?.ticker?.message)} />
          )}
        />
        <SelectField
          label={t('levels.term')}
          options={IDEA_TERMS.map((value) => ({ value, label: t('levels.termOption', { term: t(`ideas:card.terms.${value}`), count: IDEA_TERM_DAYS[value] }) }))}
          error={errorText(errors?.term?.message)}
          {...termField}
        />
        <SelectField
          label={t('levels.entryType')}
          options={IDEA_ENTRY_TYPES.map((value) => ({ value, label: t(`ideas:card.entryTypes.${value}`) }))}
          error={errorText(errors?.entryType?.message)}
          {...form.register('levels.entryType')}
        />
      </div>
      <InputField
        label={t('levels.validUntil')}
        type="datetime-local"
        className="sm:max-w-xs"
        describedById={validityHintId}
        error={errorText(errors?.validUntil?.message)}
        extra={
          <p id={validityHintId} className="text-xs text-slate-500">
            {t('levels.validUntilHint')}
          </p>
        }
        {...form.register('levels.validUntil')}
      />
      <div className="grid grid-cols-1 gap-3 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {PRICE_FIELDS.map((field) => (
          <InputField
            key={field}
            label={OPTIONAL_PRICES.includes(field) ? t('levels.optional', { label: t(`levels.prices.${field}`) }) : t(`levels.prices.${field}`)}
            type="number"
            inputMode="decimal"
            step={priceStepOf(assetType)}
            min={0}
            error={priceErrorText(errors?.[field]?.message)}
            {...form.register(`levels.${field}`)}
          />
        ))}
      </div>
    </fieldset>
  );
}
