import type { ShopClient } from './shop-client.ts';

/** Needs no network: our own sequence numbers the customers and billing details stay with us. */
export class DevShopClient implements ShopClient {
  async customerId(): Promise<null> {
    return null;
  }

  async saveBillingDetails(): Promise<void> {
    // Nothing to mirror offline.
  }
}
