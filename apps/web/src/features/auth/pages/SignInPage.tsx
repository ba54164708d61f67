import { signInSchema, type SignInInput } from '@arya/core/contract';
import { NEXT_QUERY, safeNextPath } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authErrorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { useSession } from '../../session/session-context.ts';
import { fieldErrorText } from '../components/field-error.ts';
import { SocialSignIn } from '../components/SocialSignIn.tsx';

export default function SignInPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('signIn.title'));
  const to = useLocalizedPath();
  const [search] = useSearchParams();
  const next = search.get(NEXT_QUERY);
  const language = useLanguage();
  const deletionDate = deletionDateOf(search.get(DELETION_QUERY), language);
  const { refresh } = useSession();
  const [formError, setFormError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    const { data, error } = await authClient.signIn.email(values);
    if (error) return setFormError(authErrorMessage(t, error));
    // This sign-in cancelled the account's pending deletion (the server's answer says so): a
    // message that outlives the page, which the guard leaves at once.
    if ((data as { restored?: boolean } | null)?.restored) toast.success(t('deletion.restored'));
    // The route guard sends the member on to `next` (or the feed) once the session is read.
    await refresh();
  });

  const keepNext = next ? `?${NEXT_QUERY}=${encodeURIComponent(next)}` : '';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t('signIn.title')}</h1>
        <p className="mt-2 text-slate-600">{t('signIn.subtitle')}</p>
      </div>
      {deletionDate && (
        <div role="status" className="rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          {t('deletion.scheduled', { date: deletionDate })}
        </div>
      )}
      {/* The server's answer was about what was sent: once the member edits, it no longer stands (and never next to a new field error). */}
      <form noValidate onSubmit={onSubmit} onChange={() => setFormError(null)} className="flex flex-col gap-4">
        <FormError message={formError} />
        <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldErrorText(t, formState.errors.email)} {...register('email')} />
        <TextField label={t('fields.password')} type="password" autoComplete="current-password" error={fieldErrorText(t, formState.errors.password)} {...register('password')} />
        <Link to={to('/password')} className="self-end text-sm font-medium text-indigo-700 hover:underline">
          {t('signIn.forgotPassword')}
        </Link>
        <Button type="submit" size="large" loading={formState.isSubmitting}>
          {t('signIn.submit')}
        </Button>
      </form>
      <SocialSignIn callbackURL={safeNextPath(next) ?? to('/')} onError={setFormError} />
      <p className="text-center text-sm text-slate-600">
        {t('signIn.noAccount')}{' '}
        <Link to={`${to('/register')}${keepNext}`} className="font-semibold text-indigo-700 hover:underline">
          {t('register.submit')}
        </Link>
      </p>
    </div>
  );
}

/** Where the account deletion sends the member, signed out: `?deletion=<erase date>` (DeleteAccountSection). */
const DELETION_QUERY = 'deletion';

function deletionDateOf(value: string | null, language: string): string | null {
  const date = value ? new Date(value) : null;
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}
