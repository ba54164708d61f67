import { profileInputSchema, type ProfileInput, type ValidProfileInput } from '@arya/core/contract';
import type { Language } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage } from '../../i18n/use-language.ts';
import { pathInLanguage, rememberLanguage } from '../../i18n/use-switch-language.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { profileFormValues } from './profile-form-values.ts';
import { useSaveProfile } from './profile-queries.ts';

/** Refusals about the alias: shown under the alias field, the rest above the form. */
const ALIAS_REFUSALS = new Set(['ALIAS_ALREADY_TAKEN', 'ALIAS_CHANGED_RECENTLY']);

/**
 * The profile form: filled from the member's state, checked by the schema the server uses, saved in
 * one call. What the member typed stays when saving fails; once saved, the form holds the saved
 * values and the UI follows a new language at once.
 */
export function useProfileForm() {
  const { t, i18n } = useTranslation('account');
  const user = useCurrentUser();
  const save = useSaveProfile();
  const followLanguage = useFollowLanguage();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfileInput, unknown, ValidProfileInput>({ resolver: zodResolver(profileInputSchema), defaultValues: profileFormValues(user) });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await save.mutateAsync(values);
      form.reset(profileFormValues(saved));
      // Said in the language just chosen, which the page is about to take.
      toast.success(i18n.getFixedT(saved.defaultLanguage, 'account')('profileForm.saved'));
      followLanguage(saved.defaultLanguage);
    } catch (error) {
      if (error instanceof ApiError && ALIAS_REFUSALS.has(error.code)) form.setError('alias', { type: 'server', message: error.code }, { shouldFocus: true });
      else setFormError(errorMessage(t, error));
    }
  });

  return { form, submit, formError, user };
}

/** After a save, the UI language follows the saved one, as the language switch does (already in the profile). */
function useFollowLanguage() {
  const { i18n } = useTranslation();
  const current = useLanguage();
  const location = useLocation();
  const navigate = useNavigate();
  return (language: Language) => {
    if (language === current) return;
    rememberLanguage(language);
    void i18n.changeLanguage(language);
    void navigate(pathInLanguage(location, language));
  };
}
