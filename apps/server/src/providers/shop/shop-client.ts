import type { Language } from '@arya/core';

/** Billing details as the shop contract carries them (spec 1 §7 PUT /billinginformations). */
export interface ShopBillingDetails {
  line1: string;
  postale_code: string;
  country: string;
  city: string;
  company: string;
  locale: Language;
}

/** The member a shop call is made for, and the session they asked with (their bearer token names it). */
export interface ShopMember {
  id: string;
  sessionId: string;
}

/**
 * The external shop (spec 1 §7 shop service): it numbers its customers and keeps their billing
 * details. Each call is made for one member, with that member's bearer token.
 */
export interface ShopClient {
  /** The member's customer id at the shop; null when the shop leaves the numbering to us (offline). */
  customerId(member: ShopMember): Promise<string | null>;
  /** Mirrors the member's billing details to the shop. */
  saveBillingDetails(member: ShopMember, details: ShopBillingDetails): Promise<void>;
}

/** The shop could not be reached, refused, or is not configured: nothing was changed there. */
export class ShopUnavailableError extends Error {
  override readonly name = 'ShopUnavailableError';
}
