import { billingInformationInputSchema, type BillingInformation } from '@arya/core/contract';
import { DEFAULT_COUNTRY, missingBillingFields } from '@arya/core/rules';
import type { z } from 'zod';

/**
 * The billing details form: the schema the server checks, plus a "required" under each field the
 * details cannot be kept without (core `missingBillingFields`, as the server answers it).
 */
export const billingFormSchema = billingInformationInputSchema.superRefine((details, context) => {
  for (const field of missingBillingFields(details)) context.addIssue({ code: 'custom', path: [field], message: 'required' });
});
export type BillingFormInput = z.input<typeof billingFormSchema>;
export type BillingFormOutput = z.output<typeof billingFormSchema>;

/** The form's values from what is kept: France until a country is chosen (spec 1 §3, address country default FR). */
export function billingFormValues(kept: BillingInformation | undefined): BillingFormInput {
  return {
    line1: kept?.line1 ?? '',
    postale_code: kept?.postale_code ?? '',
    city: kept?.city ?? '',
    country: kept?.country || DEFAULT_COUNTRY,
    company: kept?.company ?? '',
  };
}
