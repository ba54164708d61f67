import type { CurrentUser } from '@arya/core/contract';
import { formatCount, PROFILE_DESCRIPTION_MAX_LENGTH, PROFILE_JOB_MAX_LENGTH } from '@arya/core/rules';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/TextField.tsx';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { AliasField } from './AliasField.tsx';
import type { ProfileFormApi } from './profile-form-values.ts';
import { ProfileSection } from './ProfileSection.tsx';
import { SwitchField } from './SwitchField.tsx';
import { TextAreaField } from '../../../components/TextAreaField.tsx';

/** What visitors see: whether the profile is public, its address, the job and the biography. */
export function PublicProfileSection({ form, user }: { form: ProfileFormApi; user: CurrentUser }) {
  const { t } = useTranslation('account');
  const language = useLanguage();
  const { register, formState } = form;
  const errors = formState.errors;
  const biographyLength = useWatch({ control: form.control, name: 'biography' }).length;
  return (
    <ProfileSection title={t('profileForm.sections.publicProfile')}>
      <SwitchField label={t('profileForm.fields.isPublic')} description={t('profileForm.isPublicHint')} className="sm:col-span-2" {...register('isPublic')} />
      <AliasField form={form} user={user} />
      <TextField
        label={t('profileForm.fields.job')}
        autoComplete="organization-title"
        maxLength={PROFILE_JOB_MAX_LENGTH}
        className="sm:col-span-2"
        error={fieldErrorText(t, errors.job)}
        {...register('job')}
      />
      <TextAreaField
        label={t('profileForm.fields.biography')}
        rows={5}
        autoGrow
        maxLength={PROFILE_DESCRIPTION_MAX_LENGTH}
        hint={t('profileForm.biographyCount', { length: formatCount(biographyLength, language), max: formatCount(PROFILE_DESCRIPTION_MAX_LENGTH, language) })}
        className="sm:col-span-2"
        error={fieldErrorText(t, errors.biography)}
        {...register('biography')}
      />
    </ProfileSection>
  );
}
