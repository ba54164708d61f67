import type { BrokerId } from '@arya/core';

/** Spec 1 §7: what the licence server is told when a member ties a licence to an MT4 account. */
export interface LicenceServerUpdate {
  licenceId: string;
  /** The member's shop id. */
  wpId: string;
  accountId: string;
  broker: BrokerId;
}

/**
 * The server-management service that activates licences on MT4 accounts. The HTTP adapter speaks
 * its contract (PUT /api/v2/license/{id}, form-encoded); the development adapter accepts offline.
 */
export interface LicenceServer {
  /** Resolves once the licence server accepted the update; rejects with LicenceServerError otherwise. */
  updateLicence(update: LicenceServerUpdate): Promise<void>;
}

/** The licence server refused the update (a non-OK answer) or could not be reached in time. Never holds the token. */
export class LicenceServerError extends Error {
  override readonly name = 'LicenceServerError';

  constructor(
    message: string,
    /** The HTTP status it answered; undefined when it did not answer. */
    readonly status?: number,
  ) {
    super(message);
  }
}
