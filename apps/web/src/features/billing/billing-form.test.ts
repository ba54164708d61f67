import { describe, expect, it } from 'vitest';
import { billingFormSchema, billingFormValues } from './billing-form.ts';

const fieldErrors = (value: unknown) => {
  const result = billingFormSchema.safeParse(value);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
};

describe('the billing details form', () => {
  it('starts from the kept details, in France when no country is kept', () => {
    expect(billingFormValues(undefined)).toEqual({ line1: '', postale_code: '', city: '', country: 'FR', company: '' });
    expect(billingFormValues({ line1: '1 Main St', postale_code: 'NW1', city: 'London', country: 'GB', company: 'Acme' })).toEqual({ line1: '1 Main St', postale_code: 'NW1', city: 'London', country: 'GB', company: 'Acme' });
  });

  it('marks each required field left empty, and accepts details without a company', () => {
    expect(fieldErrors({ line1: ' ', postale_code: '', city: '', country: '', company: '' })).toEqual({ line1: 'required', postale_code: 'required', city: 'required', country: 'required' });
    expect(fieldErrors({ line1: '2 rue X', postale_code: '75001', city: 'Paris', country: 'FR', company: '' })).toEqual({});
  });

  it('refuses what the server refuses: too long, not a country code', () => {
    expect(fieldErrors({ line1: 'x'.repeat(201), postale_code: '75001', city: 'Paris', country: 'FR' })).toEqual({ line1: 'tooLong' });
    expect(fieldErrors({ line1: '2 rue X', postale_code: '75001', city: 'Paris', country: 'fr' })).toEqual({ country: 'COUNTRY_INVALID' });
  });
});
