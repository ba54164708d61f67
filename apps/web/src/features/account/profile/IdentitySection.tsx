import { LANGUAGES, PROFILE_FIELD_MAX_LENGTH, PROFILE_NAME_MAX_LENGTH } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import type { ProfileFormApi } from './profile-form-values.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { SelectField } from '../../../components/SelectField.tsx';

export function IdentitySection({ form }: { form: ProfileFormApi }) {
  const { t } = useTranslation('account');
  const { register, formState } = form;
  const errors = formState.errors;
  const languages = LANGUAGES.map((language) => ({ value: language, label: t(`common:language.${language}`), lang: language }));
  return (
    <ProfileSection title={t('profileForm.sections.identity')}>
      <TextField
        label={t('profileForm.fields.firstName')}
        autoComplete="given-name"
        maxLength={PROFILE_NAME_MAX_LENGTH}
        aria-required="true"
        error={fieldErrorText(t, errors.firstName)}
        {...register('firstName')}
      />
      <TextField
        label={t('profileForm.fields.lastName')}
        autoComplete="family-name"
        maxLength={PROFILE_NAME_MAX_LENGTH}
        error={fieldErrorText(t, errors.lastName)}
        {...register('lastName')}
      />
      <TextField
        label={t('profileForm.fields.organization')}
        autoComplete="organization"
        maxLength={PROFILE_FIELD_MAX_LENGTH}
        error={fieldErrorText(t, errors.organization)}
        {...register('organization')}
      />
      <SelectField label={t('profileForm.fields.language')} options={languages} error={fieldErrorText(t, errors.language)} {...register('language')} />
    </ProfileSection>
  );
}
