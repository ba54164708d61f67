import { licenceAccountInputSchema, type Licence, type LicenceAccountInput, type ValidLicenceAccountInput } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { licenceKeys, useUpdateLicence } from '../queries.ts';

const formValues = (licence: Licence): LicenceAccountInput => ({ broker: licence.broker ?? '', account_id: licence.accountID ?? '' });

/**
 * One licence's broker and MT4 account form, checked by the schema the server uses. Saved, the
 * form holds what the licence server accepted; refused, what the member typed stays, with the
 * reason in the red box ("check your MT4 account number" when the licence server said no).
 */
export function useLicenceForm(licence: Licence) {
  const { t } = useTranslation('licences');
  const client = useQueryClient();
  const update = useUpdateLicence();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<LicenceAccountInput, unknown, ValidLicenceAccountInput>({ resolver: zodResolver(licenceAccountInputSchema), defaultValues: formValues(licence) });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync({ licenceId: licence.licenseId, values });
      form.reset(formValues(saved));
      toast.success(t('licence.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'LICENCE_UPDATE_ERROR') setFormError(t('errors:LICENCE_UPDATE'));
      else setFormError(errorMessage(t, error));
      // Revoked, expired or gone meanwhile: the list shows the licence as it now is.
      if (error instanceof ApiError && (error.code === 'LICENCE_REVOKED' || error.code === 'LICENCE_EXPIRED' || error.code === 'LICENCE_NOT_FOUND')) void client.invalidateQueries({ queryKey: licenceKeys.all });
    }
  });

  return { form, submit, formError };
}
