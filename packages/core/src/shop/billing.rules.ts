/** The fields of billing details (spec 1 §7 /billinginformations) without which they are not kept. */
export const REQUIRED_BILLING_FIELDS = ['line1', 'postale_code', 'country', 'city'] as const;
export type RequiredBillingField = (typeof REQUIRED_BILLING_FIELDS)[number];

/** The required fields left empty; billing details are stored only when there are none (spec 1 §7). */
export function missingBillingFields(details: Partial<Record<RequiredBillingField, string | null | undefined>>): RequiredBillingField[] {
  return REQUIRED_BILLING_FIELDS.filter((field) => !details[field]?.trim());
}
