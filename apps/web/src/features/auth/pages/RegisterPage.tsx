import { signUpSchema, type SignUpInput } from '@arya/core/contract';
import { NEXT_QUERY, safeNextPath, TERMS_VERSION } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authErrorMessage } from '../../../lib/errors.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useSession } from '../../session/session-context.ts';
import { fieldErrorText, TRANSLATED_ERROR } from '../components/field-error.ts';
import { LegalLinks } from '../../legal/LegalLinks.tsx';
import { SocialSignIn } from '../components/SocialSignIn.tsx';
import { isNewPasswordError } from '../password-strength/new-password-errors.ts';
import { preloadPasswordScorer } from '../password-strength/password-check.ts';
import { withPasswordStrength } from '../password-strength/with-password-strength.ts';
import { usePasswordScorerWhenIdle } from '../password-strength/use-password-scorer.ts';

export default function RegisterPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('register.title'));
  const to = useLocalizedPath();
  const [search] = useSearchParams();
  const next = search.get(NEXT_QUERY);
  const { refresh } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const termsId = useId();
  usePasswordScorerWhenIdle();
  const { register, handleSubmit, formState, setError } = useForm<SignUpInput>({
    resolver: withPasswordStrength(zodResolver(signUpSchema), { field: 'password', t, member: ({ email, name }) => ({ email, name }) }),
  });

  const onSubmit = handleSubmit(async ({ name, email, password }) => {
    setFormError(null);
    // The version of the terms this form showed: the server refuses any other (issue 25). Beside
    // better-auth's own fields, which its client's type lists alone; the server's hook reads it.
    const fields = { name, email, password, acceptedTerms: TERMS_VERSION };
    const { error } = await authClient.signUp.email(fields);
    // A password the browser could not score in time (its scorer still loading) is refused by the server: told under the field all the same.
    if (error && isNewPasswordError(error)) return setError('password', { type: TRANSLATED_ERROR, message: authErrorMessage(t, error) }, { shouldFocus: true });
    if (error) return setFormError(authErrorMessage(t, error));
    await refresh();
  });

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('register.title')}</h1>
        <p className="mt-2 text-slate-600">{t('register.subtitle')}</p>
      </div>
      {/* The server's answer was about what was sent: once the member edits, it no longer stands (and never next to a new field error). */}
      <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="flex flex-col gap-4">
        <FormError message={formError} />
        <TextField label={t('fields.name')} autoComplete="name" error={fieldErrorText(t, formState.errors.name)} {...register('name')} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldErrorText(t, formState.errors.email)} {...register('email')} />
        <TextField
          label={t('fields.password')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, formState.errors.password)}
          onFocus={() => void preloadPasswordScorer().catch(() => undefined)}
          {...register('password')}
        />
        <TextField
          label={t('fields.confirmPassword')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, formState.errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <div className="flex flex-col gap-1">
          <label className="flex cursor-pointer items-start gap-3 text-sm text-slate-700">
            <input
              type="checkbox"
              className="mt-0.5 size-5 shrink-0 accent-indigo-600"
              aria-invalid={formState.errors.acceptTerms ? true : undefined}
              aria-describedby={`${termsId}-links${formState.errors.acceptTerms ? ` ${termsId}-error` : ''}`}
              {...register('acceptTerms')}
            />
            <span>{t('register.acceptTerms')}</span>
          </label>
          <LegalLinks id={`${termsId}-links`} className="pl-8" />
          {formState.errors.acceptTerms && (
            <p id={`${termsId}-error`} className="pl-8 text-sm text-red-600">
              {fieldErrorText(t, formState.errors.acceptTerms)}
            </p>
          )}
        </div>
        <Button type="submit" size="large" loading={formState.isSubmitting}>
          {t('register.submit')}
        </Button>
      </form>
      <SocialSignIn callbackURL={safeNextPath(next) ?? to('/')} onError={setFormError} />
      <p className="text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <Link to={`${to('/auth')}${next ? `?${NEXT_QUERY}=${encodeURIComponent(next)}` : ''}`} className="font-semibold text-indigo-700 hover:underline">
          {t('signIn.submit')}
        </Link>
      </p>
    </div>
  );
}
