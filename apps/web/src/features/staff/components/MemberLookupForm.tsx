import { staffMemberLookupQuerySchema, type StaffMemberLookup } from '@arya/core/contract';
import { STAFF_LOOKUP_MAX_LENGTH } from '@arya/core/rules';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { FormError } from '../../../components/FormError.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { Card } from '../../../components/PageHeading.tsx';
import { TextField } from '../../../components/TextField.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { fieldErrorText } from '../../auth/components/field-error.ts';
import { useLookUpMember } from '../queries.ts';

/** Finds a member by e-mail address, alias or id; "nobody" shows under the field. */
export function MemberLookupForm({ onFound }: { onFound: (memberId: string) => void }) {
  const { t } = useTranslation('staff');
  const lookUp = useLookUpMember();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<StaffMemberLookup>({ resolver: zodResolver(staffMemberLookupQuerySchema), defaultValues: { q: '' } });
  const submit = form.handleSubmit(async ({ q }) => {
    setFormError(null);
    try {
      onFound((await lookUp.mutateAsync(q)).id);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'USER_NOT_FOUND') form.setError('q', { type: 'server', message: 'USER_NOT_FOUND' }, { shouldFocus: true });
      else setFormError(errorMessage(t, error));
    }
  });
  return (
    <Card>
      <form role="search" aria-label={t('lookup.title')} onSubmit={(event) => void submit(event)} noValidate className="flex flex-col gap-3">
        <h2 className="text-lg font-semibold text-slate-900">{t('lookup.title')}</h2>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start">
          <TextField
            label={t('lookup.label')}
            type="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={STAFF_LOOKUP_MAX_LENGTH}
            className="min-w-0 flex-1"
            error={fieldErrorText(t, form.formState.errors.q)}
            {...form.register('q')}
          />
          <Button type="submit" size="large" className="h-11 sm:mt-6" loading={lookUp.isPending}>
            <Icon name="search" className="size-5" />
            {t('lookup.submit')}
          </Button>
        </div>
        <FormError message={formError} />
      </form>
    </Card>
  );
}
