import type { AppConfig } from '../../config.ts';
import { DevLicenceServer } from './dev-licence-server.ts';
import { HttpLicenceServer } from './http-licence-server.ts';
import type { LicenceServer } from './licence-server.ts';

export { LicenceServerError, type LicenceServer, type LicenceServerUpdate } from './licence-server.ts';
export { DevLicenceServer } from './dev-licence-server.ts';
export { HttpLicenceServer, type HttpLicenceServerOptions } from './http-licence-server.ts';

/**
 * The licence server of this configuration: the HTTP adapter when LICENCE_SERVER_URL and its token
 * are set, the offline adapter in development and tests, and none when deployed without them
 * (licence updates then answer SERVICE_UNAVAILABLE: they fail closed).
 */
export function createLicenceServer(config: AppConfig): LicenceServer | null {
  const mode = config.outsideServices.licenceServer;
  if (mode === 'http' && config.LICENCE_SERVER_URL && config.LICENCE_SERVER_TOKEN) {
    return new HttpLicenceServer({ baseUrl: config.LICENCE_SERVER_URL, token: config.LICENCE_SERVER_TOKEN });
  }
  return mode === 'dev' ? new DevLicenceServer() : null;
}
