import { passwordResetSchema, type PasswordResetInput } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { authClient } from '../../../lib/auth-client.ts';
import { authErrorMessage } from '../../../lib/errors.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { isNewPasswordError } from '../password-strength/new-password-errors.ts';
import { preloadPasswordScorer } from '../password-strength/password-check.ts';
import { withPasswordStrength } from '../password-strength/with-password-strength.ts';
import { usePasswordScorerWhenIdle } from '../password-strength/use-password-scorer.ts';
import { fieldErrorText, TRANSLATED_ERROR } from './field-error.ts';

export function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const to = useLocalizedPath();
  const [done, setDone] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  usePasswordScorerWhenIdle();
  // The member's e-mail and name are not known here: the server scores the password with them too.
  const { register, handleSubmit, formState, setError } = useForm<PasswordResetInput>({ resolver: withPasswordStrength(zodResolver(passwordResetSchema), { field: 'password', t }) });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFormError(null);
    const { error } = await authClient.resetPassword({ newPassword: password, token });
    if (error && isNewPasswordError(error)) return setError('password', { type: TRANSLATED_ERROR, message: authErrorMessage(t, error) }, { shouldFocus: true });
    if (error) return setFormError(authErrorMessage(t, error));
    setDone(true);
  });

  if (done) {
    return (
      <div className="flex flex-col gap-4">
        <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-green-800">
          {t('password.changed')}
        </div>
        <Link to={to('/auth')} className={buttonClasses({ size: 'large' })}>
          {t('signIn.submit')}
        </Link>
      </div>
    );
  }
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      <FormError message={formError} />
      <TextField
        label={t('fields.newPassword')}
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
      <Button type="submit" size="large" loading={formState.isSubmitting}>
        {t('password.save')}
      </Button>
    </form>
  );
}
