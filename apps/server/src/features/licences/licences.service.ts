import { licenceRunsAt, memberSoftware, type Licence, type LicencesAnswer, type updateLicenceEndpoint, type ValidLicenceUpdateInput } from '@arya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
import { LicenceServerError, type LicenceServer } from '../../providers/licence-server/index.ts';
import { licenceDto } from './licence.dto.ts';
import * as repository from './licences.repository.ts';
import type { SoftwareLinks } from './software-links.ts';

/** Spec 1 §7 getLicenses: the licences, the software links of the active ones and their product codes, from one query. */
export async function listLicences(db: Database, links: SoftwareLinks, userId: string, now: Date = new Date()): Promise<LicencesAnswer> {
  const rows = await repository.listMemberLicences(db, userId);
  const products = [...new Set(rows.filter((row) => licenceRunsAt(row, now)).map((row) => row.product))].sort();
  const { links: softwareLinks, expiry } = links.linksFor(userId, memberSoftware(products), now);
  return { licenses: rows.map(licenceDto), softwareLinks, softwareLinksExpiry: expiry?.toISOString() ?? null, products };
}

export interface LicenceUpdateDeps {
  db: Database;
  /** null when deployed without a licence server: updates fail closed. */
  licenceServer: LicenceServer | null;
  log: FastifyBaseLogger;
}

/**
 * Spec 1 §4 and §7: a licence takes its new broker and account id only after the licence server
 * accepted them; a refusal changes nothing. Only the token's member's own licences, with their own
 * shop id, and never a revoked or expired one.
 */
export async function updateLicence(
  deps: LicenceUpdateDeps,
  userId: string,
  licenceId: string,
  input: ValidLicenceUpdateInput,
  fail: FailOf<typeof updateLicenceEndpoint>,
): Promise<Licence> {
  const found = await repository.findMemberLicence(deps.db, userId, licenceId);
  if (!found) return fail('LICENCE_NOT_FOUND', 'You hold no licence of this id');
  if (found.shopId === null || found.shopId !== input.wp_id) fail('VALIDATION_ERROR', 'wp_id is not your shop id (GET /api/shop/users/me)');
  if (found.licence.status === 'revoked') fail('LICENCE_REVOKED', 'This licence was revoked');
  if (!licenceRunsAt(found.licence)) fail('LICENCE_EXPIRED', 'The last day of this licence is over');
  if (!deps.licenceServer) return fail('SERVICE_UNAVAILABLE', 'The licence server is not configured');
  try {
    await deps.licenceServer.updateLicence({ licenceId, wpId: input.wp_id, accountId: input.account_id, broker: input.broker });
  } catch (error) {
    if (!(error instanceof LicenceServerError)) throw error;
    deps.log.warn({ licenceId, status: error.status, reason: error.message }, 'the licence server refused a licence update');
    fail('LICENCE_UPDATE_ERROR', 'The licence server did not accept this account');
  }
  const stored = await repository.storeLicenceAccount(deps.db, userId, licenceId, { broker: input.broker, accountId: input.account_id });
  return stored ? licenceDto(stored) : fail('LICENCE_REVOKED', 'This licence was revoked or ran out while it was being updated');
}
