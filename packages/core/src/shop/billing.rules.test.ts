import { describe, expect, it } from 'vitest';
import { missingBillingFields } from './billing.rules.ts';

describe('missingBillingFields', () => {
  it('names each empty required field; the company is optional', () => {
    expect(missingBillingFields({ line1: '1 rue A', postale_code: '75001', country: 'FR', city: 'Paris' })).toEqual([]);
    expect(missingBillingFields({ line1: ' ', postale_code: '75001', country: 'FR' })).toEqual(['line1', 'city']);
    expect(missingBillingFields({})).toEqual(['line1', 'postale_code', 'country', 'city']);
  });
});
