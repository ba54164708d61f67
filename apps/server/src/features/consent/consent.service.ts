import { randomUUID } from 'node:crypto';
import { CONSENT_MAX_AGE_DAYS, CONSENTS_PAGE_SIZE_MAX, type ConsentsPage, type RecordConsentInput, type RecordedConsent } from '@arya/core';
import type { Database } from '../../db/client.ts';
import * as repository from './consent.repository.ts';

/** Records a browser's analytics choice (the proof of consent or refusal), with the member when signed in. */
export async function recordConsent(db: Database, userId: string | null, input: RecordConsentInput): Promise<RecordedConsent> {
  const consentId = input.consentId?.toLowerCase() ?? randomUUID();
  const row = await repository.insertConsentRecord(db, { consentId, userId, kind: 'analytics', version: input.version, granted: input.analytics, validDays: CONSENT_MAX_AGE_DAYS });
  return { consentId, decidedAt: row.createdAt.toISOString(), expiresAt: (row.expiresAt ?? row.createdAt).toISOString() };
}

export async function listMyConsents(db: Database, userId: string, query: { limit?: number | undefined; cursor?: string | undefined }): Promise<ConsentsPage> {
  const page = await repository.findConsentsPage(db, userId, { limit: query.limit ?? CONSENTS_PAGE_SIZE_MAX, cursor: query.cursor });
  return {
    items: page.items.map((row) => ({
      kind: row.kind,
      version: row.version,
      granted: row.granted,
      decidedAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt ? row.expiresAt.toISOString() : null,
    })),
    nextCursor: page.nextCursor,
  };
}
