import type { AppConfig } from '../../config.ts';
import { DevShopClient } from './dev-shop-client.ts';
import { HttpShopClient } from './http-shop-client.ts';
import type { ShopClient, ShopMember } from './shop-client.ts';
import { UnavailableShopClient } from './unavailable-shop-client.ts';

export * from './shop-client.ts';
export { DevShopClient } from './dev-shop-client.ts';
export { HttpShopClient, type HttpShopOptions } from './http-shop-client.ts';
export { UnavailableShopClient } from './unavailable-shop-client.ts';

/** The shop over HTTP when SHOP_API_URL is set; offline in development and test; otherwise it fails closed. */
export function createShopClient(config: AppConfig, memberToken: (member: ShopMember) => Promise<string>): ShopClient {
  switch (config.outsideServices.shop) {
    case 'http':
      return new HttpShopClient({ baseUrl: config.SHOP_API_URL as string, memberToken });
    case 'dev':
      return new DevShopClient();
    case 'unavailable':
      return new UnavailableShopClient();
  }
}
