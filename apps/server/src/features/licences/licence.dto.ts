import { isBrokerId, type Licence } from '@arya/core';
import type { LicenceRow } from './licences.repository.ts';

/** A licence as its member sees it (spec 1 §3 names); who granted or revoked it stays on the server. */
export function licenceDto(row: LicenceRow): Licence {
  return {
    licenseId: row.id,
    product: row.product,
    broker: row.broker !== null && isBrokerId(row.broker) ? row.broker : null,
    accountID: row.accountId,
    status: row.status,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}
