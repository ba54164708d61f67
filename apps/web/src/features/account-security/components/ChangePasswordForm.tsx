import { passwordChangeFormSchema, type PasswordChangeFormInput } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrorText, TRANSLATED_ERROR } from '../../auth/components/field-error.ts';
import { isNewPasswordError } from '../../auth/password-strength/new-password-errors.ts';
import { preloadPasswordScorer } from '../../auth/password-strength/password-check.ts';
import { withPasswordStrength } from '../../auth/password-strength/with-password-strength.ts';
import { useCurrentUser } from '../../session/session-context.ts';
import { useChangePassword } from '../queries.ts';

/** Current, new and confirmed password; the other sessions are signed out unless the member keeps them. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['security', 'errors']);
  const user = useCurrentUser();
  const headingId = useId();
  const change = useChangePassword();
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordChangeFormInput>({
    defaultValues: { currentPassword: '', password: '', confirmPassword: '', keepOtherSessions: false },
    resolver: withPasswordStrength(zodResolver(passwordChangeFormSchema), {
      field: 'password',
      t,
      member: () => ({ email: user.email, name: `${user.displayName} ${user.firstName} ${user.lastName}` }),
    }),
  });

  const onSubmit = handleSubmit(async ({ currentPassword, password, keepOtherSessions }) => {
    setFormError(null);
    setDone(null);
    try {
      const { signedOutSessions } = await change.mutateAsync({ currentPassword, newPassword: password, keepOtherSessions });
      reset();
      setDone(signedOutSessions > 0 ? t('password.changedAndSignedOut', { count: signedOutSessions }) : t('password.changed'));
    } catch (error) {
      const text = errorMessage(t, error);
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') setError('currentPassword', { type: TRANSLATED_ERROR, message: text }, { shouldFocus: true });
      else if (error instanceof ApiError && isNewPasswordError(error)) setError('password', { type: TRANSLATED_ERROR, message: text }, { shouldFocus: true });
      else setFormError(text);
    }
  });

  return (
    <Card className="min-w-0">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('password.title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('password.description')}</p>
      {/* One column, at most as wide as a password needs: the reasons under a field read as one block. */}
      <form noValidate aria-labelledby={headingId} onSubmit={onSubmit} className="mt-4 flex max-w-xl flex-col gap-4">
        <FormError message={formError} />
        {done && (
          <div role="status" className="rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800">
            {done}
          </div>
        )}
        <TextField
          label={t('password.current')}
          type="password"
          autoComplete="current-password"
          error={fieldErrorText(t, formState.errors.currentPassword)}
          {...register('currentPassword')}
        />
        <TextField
          label={t('password.new')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, formState.errors.password)}
          onFocus={() => void preloadPasswordScorer().catch(() => undefined)}
          {...register('password')}
        />
        <TextField
          label={t('password.confirm')}
          type="password"
          autoComplete="new-password"
          error={fieldErrorText(t, formState.errors.confirmPassword)}
          {...register('confirmPassword')}
        />
        <label className="flex cursor-pointer items-start gap-3">
          <input type="checkbox" className="mt-0.5 size-5 shrink-0 accent-indigo-600" aria-describedby={`${headingId}-keep`} {...register('keepOtherSessions')} />
          <span className="min-w-0">
            <span className="block font-medium text-slate-900">{t('password.keepOthers')}</span>
            <span id={`${headingId}-keep`} className="mt-0.5 block text-sm text-slate-600">
              {t('password.keepOthersHint')}
            </span>
          </span>
        </label>
        <div>
          <Button type="submit" wrap loading={formState.isSubmitting}>
            {t('password.submit')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
