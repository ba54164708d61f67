import type { AppConfig } from '../../config.ts';
import type { InvoiceParty } from '../../db/schema/index.ts';

/** The seller printed on invoices, from the SELLER_* settings. */
export function sellerOf(config: Pick<AppConfig, 'SELLER_NAME' | 'SELLER_ADDRESS' | 'SELLER_POSTAL_CODE' | 'SELLER_CITY' | 'SELLER_COUNTRY' | 'SELLER_VAT_NUMBER' | 'SELLER_REGISTRATION'>): InvoiceParty {
  return {
    name: config.SELLER_NAME,
    line1: config.SELLER_ADDRESS,
    postaleCode: config.SELLER_POSTAL_CODE,
    city: config.SELLER_CITY,
    country: config.SELLER_COUNTRY,
    vatNumber: config.SELLER_VAT_NUMBER,
    registration: config.SELLER_REGISTRATION,
  };
}
