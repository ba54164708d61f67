import { LANGUAGES, SUBSCRIPTION_TIERS } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { FormSection } from './fields.tsx';
import { audienceKey, type NewsForm } from './news-form-values.ts';

/** AvailableFor: who reads the news, as plan × language pairs (at least one). */
export function AudienceGrid({ form }: { form: NewsForm }) {
  const { t } = useTranslation('backOffice');
  const errorId = useId();
  const message = form.formState.errors.availableFor?.message ?? form.formState.errors.availableFor?.root?.message;
  const field = form.register('availableFor');

  return (
    <FormSection title={t('form.audience.title')} description={t('form.audience.hint')}>
      <table className="w-full max-w-md border-separate border-spacing-0 text-sm" aria-describedby={message ? errorId : undefined}>
        <caption className="sr-only">{t('form.audience.title')}</caption>
        <thead>
          <tr>
            <th scope="col" className="py-2 pr-3 text-left font-medium text-slate-600">
              {t('form.audience.plan')}
            </th>
            {LANGUAGES.map((language) => (
              <th key={language} scope="col" className="px-2 py-2 text-center font-medium text-slate-600">
                {t(`languages.${language}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {SUBSCRIPTION_TIERS.map((tier) => (
            <tr key={tier} className="border-t border-slate-100">
              <th scope="row" className="border-t border-slate-100 py-2 pr-3 text-left font-semibold text-slate-800">
                {t(`plans.${tier}`)}
              </th>
              {LANGUAGES.map((language) => (
                <td key={language} className="border-t border-slate-100 px-2 py-2 text-center">
                  <input
                    type="checkbox"
                    value={audienceKey(tier, language)}
                    aria-label={t('form.audience.pair', { plan: t(`plans.${tier}`), language: t(`languages.${language}`) })}
                    aria-invalid={message ? true : undefined}
                    className="size-5 rounded border-slate-300 accent-indigo-600 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600"
                    {...field}
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {message && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {t(`errors:${message}`)}
        </p>
      )}
    </FormSection>
  );
}
