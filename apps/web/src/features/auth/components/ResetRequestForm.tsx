import { passwordResetRequestSchema, type PasswordResetRequestInput } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authErrorMessage } from '../../../lib/errors.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { fieldErrorText } from './field-error.ts';

export function ResetRequestForm({ linkExpired }: { linkExpired: boolean }) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(linkExpired ? t('errors:AUTH_RESET_LINK_EXPIRED') : null);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestInput>({ resolver: zodResolver(passwordResetRequestSchema) });

  const onSubmit = handleSubmit(async ({ email }) => {
    setFormError(null);
    const { error } = await authClient.requestPasswordReset({ email, redirectTo: to('/password') });
    if (error) return setFormError(authErrorMessage(t, error));
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800">
        {t('password.sent', { email: sentTo })}
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField label={t('fields.email')} type="email" autoComplete="email" error={fieldErrorText(t, formState.errors.email)} {...register('email')} />
      <Button type="submit" size="large" loading={formState.isSubmitting}>
        {t('password.submit')}
      </Button>
      <Link to={to('/auth')} className="text-center text-sm font-semibold text-indigo-700 hover:underline">
        {t('password.backToSignIn')}
      </Link>
    </form>
  );
}
