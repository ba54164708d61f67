import { createHmac, timingSafeEqual } from 'node:crypto';
import { endpointUrl, SOFTWARE_LINK_VALIDITY_HOURS, softwareDownloadRoute, type SoftwareEdition, type SoftwareLink } from '@arya/core';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Signs and checks software download links. A link names the software and its expiry, signed
 * with a key derived from the auth secret for this use only, for one member: it works only in
 * that member's session, so a link passed on is worth nothing.
 */
export class SoftwareLinks {
  private readonly key: Buffer;

  constructor(authSecret: string) {
    this.key = createHmac('sha256', authSecret).update('arya/software-download-links/v1').digest();
  }

  /** Links for the given software, all expiring together SOFTWARE_LINK_VALIDITY_HOURS from now. */
  linksFor(userId: string, editions: readonly SoftwareEdition[], now: Date = new Date()): { links: SoftwareLink[]; expiry: Date | null } {
    if (editions.length === 0) return { links: [], expiry: null };
    const expires = Math.floor((now.getTime() + SOFTWARE_LINK_VALIDITY_HOURS * HOUR_MS) / 1000);
    const links = editions.map((software) => ({
      software,
      url: endpointUrl(softwareDownloadRoute.path, { software }, { expires, signature: this.signature(userId, software, expires) }),
    }));
    return { links, expiry: new Date(expires * 1000) };
  }

  /** Whether a link's expiry and signature are this member's for this software and still ahead of `now`. */
  verify(userId: string, software: SoftwareEdition, expires: string | undefined, signature: string | undefined, now: Date = new Date()): boolean {
    if (!expires || !signature || !/^\d{1,12}$/.test(expires)) return false;
    const seconds = Number(expires);
    if (seconds * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(this.signature(userId, software, seconds));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  private signature(userId: string, software: SoftwareEdition, expires: number): string {
    return createHmac('sha256', this.key).update(`${userId}\n${software}\n${expires}`).digest('base64url');
  }
}
