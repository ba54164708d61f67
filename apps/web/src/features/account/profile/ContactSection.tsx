import { PROFILE_FIELD_MAX_LENGTH, PROFILE_POSTAL_CODE_MAX_LENGTH } from '@arya/core/rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { countryOptions } from './country-names.ts';
import { PhoneField } from './PhoneField.tsx';
import type { ProfileFormApi } from './profile-form-values.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { SelectField } from '../../../components/SelectField.tsx';

export function ContactSection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { register, formState } = form;
  const errors = formState.errors;
  const storedCountry = formState.defaultValues?.country;
  const countries = useMemo(() => countryOptions(language, storedCountry).map(({ code, name }) => ({ value: code, label: name })), [language, storedCountry]);
  return (
    <ProfileSection title={t('profileForm.sections.contact')}>
      <TextField
        label={t('profileForm.fields.address')}
        autoComplete="street-address"
        maxLength={PROFILE_FIELD_MAX_LENGTH}
        className="sm:col-span-2"
        error={fieldErrorText(t, errors.address)}
        {...register('address')}
      />
      <TextField
        label={t('profileForm.fields.postalCode')}
        autoComplete="postal-code"
        maxLength={PROFILE_POSTAL_CODE_MAX_LENGTH}
        error={fieldErrorText(t, errors.postalCode)}
        {...register('postalCode')}
      />
      <TextField
        label={t('profileForm.fields.city')}
        autoComplete="address-level2"
        maxLength={PROFILE_FIELD_MAX_LENGTH}
        error={fieldErrorText(t, errors.city)}
        {...register('city')}
      />
      <SelectField label={t('profileForm.fields.country')} autoComplete="country" options={countries} error={fieldErrorText(t, errors.country)} {...register('country')} />
      <PhoneField />
    </ProfileSection>
  );
}
