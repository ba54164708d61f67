import type { Readable } from 'node:stream';
import { DATA_EXPORT_LINK_HOURS, isLanguage, routePath, type DataExport, type DataExportsPage } from '@arya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { renderInvoicePdf } from '../payments/invoice-pdf/render-invoice-pdf.ts';
import { jsonArrayContent, jsonContent, streamContent, textContent, zipStream, type ArchiveEntry } from './archive.ts';
import * as rows from './data-exports.repository.ts';
import { EXPORT_READY_EMAIL, emailDate } from './export-emails.ts';
import { exportReadme } from './export-readme.ts';
import * as read from './export.repository.ts';

export const BUILD_EXPORT_JOB = 'privacy.build-export';

export interface ExportDeps {
  db: Database;
  storage: FileStorage;
  email: EmailSender;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
}

export const exportPath = (userId: string, exportId: string) => `exports/${userId}/${exportId}.zip`;

export function toDataExport(row: rows.DataExportRow): DataExport {
  return {
    id: row.id,
    status: row.status,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    bytes: row.bytes ?? null,
  };
}

/** A new copy, and its job, in one transaction: the job exists exactly when the pending row does. */
export async function requestExport(db: Database, jobs: JobQueue, userId: string, fail: Fail<'EXPORT_ALREADY_PENDING'>): Promise<DataExport> {
  const row = await db.transaction(async (tx) => {
    const inserted = await rows.insertPendingExport(tx, userId);
    if (!inserted) return null;
    await jobs.send({ name: BUILD_EXPORT_JOB }, { exportId: inserted.id }, { tx, key: inserted.id });
    return inserted;
  });
  return row ? toDataExport(row) : fail('EXPORT_ALREADY_PENDING', 'A copy of your data is already being prepared');
}

export async function exportsPage(db: Database, userId: string, query: { limit?: number; cursor?: string }, pageSize: number): Promise<DataExportsPage> {
  const page = await rows.findExportsPage(db, userId, { limit: query.limit ?? pageSize, cursor: query.cursor });
  return { items: page.items.map(({ row }) => toDataExport(row)), nextCursor: page.nextCursor };
}

/** The member's ready copy, opened for download; every other case is refused with its reason. */
export async function openExport(
  db: Database,
  storage: FileStorage,
  userId: string,
  exportId: string,
  fail: Fail<'EXPORT_NOT_FOUND' | 'EXPORT_NOT_READY' | 'EXPORT_EXPIRED'>,
): Promise<{ stream: Readable; bytes: number; fileName: string }> {
  const row = await rows.findMemberExport(db, userId, exportId);
  if (!row || row.status === 'failed') return fail('EXPORT_NOT_FOUND', 'No such copy of your data');
  if (row.status === 'pending') return fail('EXPORT_NOT_READY', 'This copy is still being prepared');
  if (row.status === 'expired' || rows.isPastExpiry(row, new Date()) || !row.path) return fail('EXPORT_EXPIRED', 'This copy has expired: ask for a new one');
  const file = await storage.get(row.path);
  if (!file) return fail('EXPORT_EXPIRED', 'This copy has expired: ask for a new one');
  return { stream: file.stream, bytes: file.bytes, fileName: `arya-data-${(row.readyAt ?? row.requestedAt).toISOString().slice(0, 10)}.zip` };
}

/** The archive's files, each read (and its list a batch at a time) only when the ZIP gets to it. */
async function* archiveEntries(deps: Pick<ExportDeps, 'db' | 'storage'>, userId: string, language: 'fr' | 'en', madeAt: Date): AsyncGenerator<ArchiveEntry> {
  const { db, storage } = deps;
  const json = (name: string, content: () => AsyncIterable<Uint8Array>): ArchiveEntry => ({ name, compress: true, content });
  yield json('README.txt', () => textContent(exportReadme(madeAt)));
  yield json('account.json', async function* () {
    yield* jsonContent(await read.readAccount(db, userId));
  });
  yield json('profile.json', async function* () {
    yield* jsonContent(await read.readProfile(db, userId));
  });
  const lists: [string, (db: Database, userId: string) => AsyncIterable<readonly unknown[]>][] = [
    ['posts.json', read.readPosts],
    ['comments.json', read.readComments],
    ['likes.json', read.readLikes],
    ['following.json', read.readFollowing],
    ['followers.json', read.readFollowers],
    ['notifications.json', read.readNotifications],
    ['blocks.json', read.readBlocks],
    ['mutes.json', read.readMutes],
    ['coins.json', read.readCoins],
    ['subscriptions.json', read.readSubscriptions],
    ['orders.json', read.readOrders],
    ['invoices.json', read.readInvoices],
    ['licences.json', read.readLicences],
    ['consents.json', read.readConsents],
    ['reports.json', read.readReports],
    ['moderation-decisions.json', read.readDecisions],
    ['appeals.json', read.readAppeals],
    ['sms-sends.json', read.readSmsSends],
    ['data-exports.json', read.readDataExports],
    ['uploads.json', read.readUploads],
  ];
  for (const [name, list] of lists) yield json(name, () => jsonArrayContent(list(db, userId)));

  // Each invoice as the PDF the member downloads from their orders page (one drawn at a time).
  for await (const batch of read.readInvoices(db, userId)) {
    for (const invoice of batch) {
      yield { name: `invoices/${invoice.number}.pdf`, compress: false, content: async function* () {
        yield await renderInvoicePdf(invoice, language);
      } };
    }
  }
  // The uploaded files, streamed from storage (a file gone from storage is left out).
  for await (const batch of read.readUploads(db, userId)) {
    for (const upload of batch) {
      const file = await storage.get(upload.path);
      if (!file) continue;
      yield { name: `files/uploads/${upload.id}${extensionOf(upload.contentType)}`, compress: false, content: () => streamContent(file.stream) };
    }
  }
  // The profile picture (spec 1 §7: profile-images/{uid}).
  const picture = await storage.get(`profile-images/${userId}`);
  if (picture) yield { name: `files/profile-picture${extensionOf(picture.contentType)}`, compress: false, content: () => streamContent(picture.stream) };
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': '.webp',
  'image/png': '.png',
  'image/jpeg': '.jpg',
  'image/gif': '.gif',
  'audio/mpeg': '.mp3',
  'audio/mp4': '.m4a',
  'audio/webm': '.webm',
  'audio/ogg': '.ogg',
  'application/pdf': '.pdf',
};
const extensionOf = (contentType: string) => EXTENSIONS[contentType] ?? '';

/**
 * Prepares one copy: the ZIP streamed into storage, then the row made ready for DATA_EXPORT_LINK_HOURS
 * and the member told by e-mail. Idempotent: a copy no longer pending is left as it is; a second run
 * after a crash writes the archive again (same path) and moves the row once.
 */
export async function buildExport(deps: ExportDeps, exportId: string): Promise<void> {
  const { db, storage } = deps;
  const row = await rows.findExport(db, exportId);
  if (!row || row.status !== 'pending') return;
  const recipient = await rows.findRecipient(db, row.userId);
  if (!recipient) return;
  const language = isLanguage(recipient.language) ? recipient.language : 'fr';
  const madeAt = new Date();
  const path = exportPath(row.userId, row.id);
  const bytes = await storage.putStream(path, zipStream(archiveEntries(deps, row.userId, language, madeAt)), 'application/zip');
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_LINK_HOURS * 60 * 60 * 1000);
  if (!(await rows.markReady(db, row.id, { path, bytes, readyAt, expiresAt }))) return;
  const template = EXPORT_READY_EMAIL[language];
  const url = `${deps.publicUrl}${routePath('privacy', language)}`;
  try {
    await deps.email.send({ to: recipient.email, subject: template.subject, text: template.text({ name: recipient.name, url, until: emailDate(expiresAt, language) }) });
  } catch (error) {
    // The copy is ready and listed on the page: a lost e-mail is logged, not retried (it would build the archive again).
    deps.log.error({ err: error, exportId }, 'the "your data is ready" e-mail could not be sent');
  }
}

/** Copies still pending after this long have spent their job's retries: failed, so the member may ask again. */
export const STALE_PENDING_MS = 3 * 60 * 60 * 1000;
const EXPIRED_AT_ONCE = 200;

/**
 * Deletes the archives of expired copies and marks them expired, and fails copies pending for too
 * long. Idempotent: the file is deleted before the row moves (deleting a missing file is no error),
 * so a run cut short is finished by the next one.
 */
export async function sweepExports(deps: Pick<ExportDeps, 'db' | 'storage'>, now = new Date()): Promise<{ expired: number; failed: number }> {
  let expired = 0;
  for (;;) {
    const due = await rows.findExpired(deps.db, now, EXPIRED_AT_ONCE);
    for (const copy of due) {
      if (copy.path) await deps.storage.delete(copy.path);
      await rows.markExpired(deps.db, copy.id);
    }
    expired += due.length;
    if (due.length < EXPIRED_AT_ONCE) break;
  }
  const failed = await rows.failStalePending(deps.db, new Date(now.getTime() - STALE_PENDING_MS));
  return { expired, failed };
}
