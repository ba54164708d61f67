import type { BillingInformation } from '@arya/core/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useLanguage } from '../i18n/use-language.ts';
import { billingFormSchema, billingFormValues, type BillingFormInput, type BillingFormOutput } from './billing-form.ts';
import { useSaveBillingDetails } from './billing-queries.ts';

const FIELDS = ['line1', 'postale_code', 'country', 'city', 'company'] as const;

/**
 * The billing details form, checked by the server's schema: fields the server says are missing
 * are marked under each (BILLING_DETAILS_INCOMPLETE), other failures above the form. The shop gets
 * them in the language the member reads in. Once saved, a status beside the button says so (read
 * out by screen readers), until a field changes again.
 */
export function useBillingForm(userId: string, kept: BillingInformation) {
  const { t } = useTranslation('billing');
  const language = useLanguage();
  const save = useSaveBillingDetails(userId);
  const [formError, setFormError] = useState<string | null>(null);
  // The confirmation beside the button, until the member changes a field again.
  const [saved, setSaved] = useState(false);
  const form = useForm<BillingFormInput, unknown, BillingFormOutput>({ resolver: zodResolver(billingFormSchema), defaultValues: billingFormValues(kept) });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setSaved(false);
    try {
      const stored = await save.mutateAsync({ ...values, locale: language });
      form.reset(billingFormValues(stored));
      setSaved(true);
    } catch (error) {
      const missing = error instanceof ApiError && error.code === 'BILLING_DETAILS_INCOMPLETE' ? fieldsOf(error.details) : [];
      if (missing.length > 0) missing.forEach((field, index) => form.setError(field, { type: 'server', message: 'required' }, { shouldFocus: index === 0 }));
      else setFormError(errorMessage(t, error));
    }
  });

  return { form, submit, formError, saved: saved && !form.formState.isDirty };
}

function fieldsOf(details: unknown): (typeof FIELDS)[number][] {
  const fields = (details as { fields?: unknown } | null)?.fields;
  return Array.isArray(fields) ? FIELDS.filter((field) => fields.includes(field)) : [];
}
