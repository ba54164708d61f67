import { ShopUnavailableError, type ShopClient } from './shop-client.ts';

const unavailable = () => new ShopUnavailableError('The shop is not configured on this server (SHOP_API_URL)');

/** Deployed without the shop's settings: calls that need the shop fail closed (503). */
export class UnavailableShopClient implements ShopClient {
  async customerId(): Promise<never> {
    throw unavailable();
  }

  async saveBillingDetails(): Promise<never> {
    throw unavailable();
  }
}
