import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { ContactSection } from './ContactSection.tsx';
import { IdentitySection } from './IdentitySection.tsx';
import { PublicProfileSection } from './PublicProfileSection.tsx';
import { useFocusBack } from './use-focus-back.ts';
import { useProfileForm } from './use-profile-form.ts';

/** The profile form's sections (identity, contact and address, public profile) and its save button. */
export function ProfileForm() {
  const { t } = useTranslation('account');
  const { form, submit, formError, user } = useProfileForm();
  const actions = useRef<HTMLDivElement>(null);
  useFocusBack(form.formState.isSubmitting, actions);
  return (
    <form noValidate onSubmit={submit} className="flex min-w-0 flex-col gap-4">
      <FormError message={formError} />
      <IdentitySection form={form} />
      <ContactSection form={form} />
      <PublicProfileSection form={form} user={user} />
      <div ref={actions} className="flex justify-end">
        <Button type="submit" size="large" loading={form.formState.isSubmitting} className="w-full sm:w-auto">
          {t('profileForm.submit')}
        </Button>
      </div>
    </form>
  );
}
