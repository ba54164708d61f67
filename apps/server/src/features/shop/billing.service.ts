import { missingBillingFields, type BillingInformation, type Language, type putBillingInformationEndpoint } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { StoredAddress } from '../../db/schema/user-private.ts';
import type { Fail, FailOf } from '../../http/fail.ts';
import { ShopUnavailableError, type ShopClient, type ShopMember } from '../../providers/shop/index.ts';
import { findBillingAddress, saveBillingAddress } from './billing.repository.ts';

const noProfile = (fail: Fail<'PROFILE_NOT_FOUND'>) => fail('PROFILE_NOT_FOUND', 'This member has no profile yet');

const toBillingInformation = (address: StoredAddress | null): BillingInformation => ({
  line1: address?.line1 ?? '',
  postale_code: address?.postale_code ?? '',
  country: address?.country ?? '',
  city: address?.city ?? '',
  company: address?.company ?? '',
});

/** Spec 1 §7 GET /billinginformations: what is kept, empty strings where nothing is. */
export async function getBillingInformation(db: Database, userId: string, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<BillingInformation> {
  const found = await findBillingAddress(db, userId);
  return found ? toBillingInformation(found.address) : noProfile(fail);
}

export interface BillingInput {
  line1: string;
  postale_code: string;
  country: string;
  city: string;
  company?: string | undefined;
  locale?: Language | undefined;
}

/**
 * Spec 1 §7 PUT /billinginformations: kept only with line1, postal code, country and city
 * (BILLING_DETAILS_INCOMPLETE names those missing, and nothing changes). The shop gets them first
 * (in its language, `locale`, else the member's); a shop that fails leaves ours as they were.
 */
export async function saveBillingInformation(deps: { db: Database; shop: ShopClient }, caller: ShopMember, input: BillingInput, fail: FailOf<typeof putBillingInformationEndpoint>): Promise<BillingInformation> {
  const userId = caller.id;
  const missing = missingBillingFields(input);
  if (missing.length > 0) fail('BILLING_DETAILS_INCOMPLETE', `Billing details need ${missing.join(', ')}`, { fields: missing });
  const member = await findBillingAddress(deps.db, userId);
  if (!member) return noProfile(fail);
  const address: StoredAddress = { line1: input.line1, postale_code: input.postale_code, country: input.country, city: input.city, company: input.company ?? '' };
  try {
    await deps.shop.saveBillingDetails(caller, { line1: address.line1, postale_code: address.postale_code, country: address.country, city: address.city, company: address.company ?? '', locale: input.locale ?? member.language });
  } catch (error) {
    if (error instanceof ShopUnavailableError) fail('SERVICE_UNAVAILABLE', 'The shop did not take the billing details: try again later');
    throw error;
  }
  if (!(await saveBillingAddress(deps.db, userId, address))) return noProfile(fail);
  return toBillingInformation(address);
}
