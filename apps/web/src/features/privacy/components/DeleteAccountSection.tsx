import { accountDeletionRequestSchema, PASSWORD_MAX_LENGTH } from '@arya/core/contract';
import { requestAccountDeletionRoute } from '@arya/core/routes';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { Modal } from '../../../components/Modal.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrorText, TRANSLATED_ERROR } from '../../auth/components/field-error.ts';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { useSession } from '../../session/session-context.ts';
import { loadPage } from '../../../lib/load-page.ts';

/** The form: the content choice, and the password (empty for an account without one, which confirms by a recent sign-in). */
const deleteAccountFormSchema = z.object({
  content: accountDeletionRequestSchema.shape.content.unwrap(),
  password: z.string().max(PASSWORD_MAX_LENGTH),
});
type DeleteAccountFormValues = z.infer<typeof deleteAccountFormSchema>;

/**
 * The privacy page's danger zone: deleting the account (GDPR art. 17). A dialog says what happens
 * (14 days to change one's mind by signing in, invoices kept 10 years), asks what becomes of the
 * member's posts and comments and for the password; on success the member is signed out and lands
 * on the sign-in page, which gives the erasure date. Uses the deferred `accountDeletion` namespace.
 */
export function DeleteAccountSection() {
  const { t } = useTranslation('accountDeletion');
  const headingId = useId();
  const [open, setOpen] = useState(false);
  return (
    <Card className="min-w-0 border-red-200">
      <h2 id={headingId} className="text-lg font-semibold text-red-800">
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">{t('description')}</p>
      <div className="mt-4">
        <Button color="red" wrap onClick={() => setOpen(true)} aria-describedby={headingId}>
          {t('open')}
        </Button>
      </div>
      {open && <DeleteAccountDialog onClose={() => setOpen(false)} />}
    </Card>
  );
}

export function DeleteAccountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation(['accountDeletion', 'errors']);
  const to = useLocalizedPath();
  const navigate = useNavigate();
  const location = useLocation();
  const { signOut } = useSession();
  const ids = useId();
  const [formError, setFormError] = useState<string | null>(null);
  const [needsSignIn, setNeedsSignIn] = useState(false);
  const request = useMutation({ mutationFn: (body: { content: DeleteAccountFormValues['content']; password?: string }) => callApi(requestAccountDeletionRoute, { body }) });
  const { register, handleSubmit, formState, setError } = useForm<DeleteAccountFormValues>({
    defaultValues: { content: 'keep_anonymous', password: '' },
    resolver: zodResolver(deleteAccountFormSchema),
  });

  const onSubmit = handleSubmit(async ({ content, password }) => {
    setFormError(null);
    try {
      const { eraseAfter } = await request.mutateAsync({ content, ...(password ? { password } : {}) });
      // Every session of the account is already gone on the server: the browser forgets this one, then
      // loads the sign-in page afresh (a route change would lose the race with the account area's own
      // redirect of a signed-out visitor, which drops the date).
      await signOut();
      loadPage(`${to('/auth')}?deletion=${encodeURIComponent(eraseAfter)}`);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'REAUTH_REQUIRED') return setNeedsSignIn(true);
      const text = errorMessage(t, error);
      if (error instanceof ApiError && error.code === 'CURRENT_PASSWORD_WRONG') setError('password', { type: TRANSLATED_ERROR, message: text }, { shouldFocus: true });
      else setFormError(text);
    }
  });

  /** A sign-in confirms it is them: signed out, then back here once signed in again. */
  const signInAgain = async () => {
    await signOut();
    void navigate(`${to('/auth')}?next=${encodeURIComponent(location.pathname)}`, { replace: true });
  };

  return (
    <Modal open onClose={onClose} title={t('dialogTitle')} role="alertdialog">
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
        <section aria-labelledby={`${ids}-what`} className="flex flex-col gap-2 text-sm text-slate-700">
          <h3 id={`${ids}-what`} className="font-semibold text-slate-900">
            {t('whatHappens')}
          </h3>
          <ul className="flex list-disc flex-col gap-1 pl-5">
            <li>{t('now')}</li>
            <li>{t('grace')}</li>
            <li>{t('after')}</li>
            <li>{t('kept')}</li>
          </ul>
        </section>
        <FormError message={formError} />
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium text-slate-700">{t('contentLegend')}</legend>
          {(['keep_anonymous', 'delete'] as const).map((choice) => (
            <label key={choice} className="flex cursor-pointer items-start gap-3 rounded-lg border border-slate-200 p-3 has-checked:border-indigo-500">
              <input type="radio" value={choice} className="mt-0.5 size-5 shrink-0 accent-indigo-600" aria-describedby={`${ids}-${choice}`} {...register('content')} />
              <span className="min-w-0">
                <span className="block font-medium text-slate-900">{t(choice === 'delete' ? 'deleteContent' : 'keepAnonymous')}</span>
                <span id={`${ids}-${choice}`} className="mt-0.5 block text-sm text-slate-600">
                  {t(choice === 'delete' ? 'deleteContentHint' : 'keepAnonymousHint')}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
        {needsSignIn ? (
          <div role="status" className="flex flex-col items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
            <p>{t('reauth')}</p>
            <Button color="gray" outline onClick={() => void signInAgain()}>
              {t('signInAgain')}
            </Button>
          </div>
        ) : (
          <div>
            <TextField label={t('password')} type="password" autoComplete="current-password" aria-describedby={`${ids}-password-hint`} error={fieldErrorText(t, formState.errors.password)} {...register('password')} />
            <p id={`${ids}-password-hint`} className="mt-1 text-xs text-slate-600">
              {t('passwordHint')}
            </p>
          </div>
        )}
        <div className="flex flex-wrap justify-end gap-2">
          <Button color="gray" outline onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" color="red" wrap loading={formState.isSubmitting} disabled={needsSignIn}>
            {t('submit')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
