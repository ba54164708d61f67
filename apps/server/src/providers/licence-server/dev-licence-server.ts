import type { LicenceServer, LicenceServerUpdate } from './licence-server.ts';

/** Development and tests without a licence server: every update is accepted, nothing leaves the machine. */
export class DevLicenceServer implements LicenceServer {
  async updateLicence(_update: LicenceServerUpdate): Promise<void> {}
}
