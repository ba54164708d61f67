import { hourBucket, uploadUrl, type AudioUploadResult } from '@arya/core';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { claimSlot, freeSlots, QUOTA_EXCEEDED_MESSAGE } from './uploads.service.ts';
import * as repository from './uploads.repository.ts';

/** The kinds of file other than images: a recording (webm or mpeg) and a PDF. */
export type FileKind = 'audio/webm' | 'audio/mpeg' | 'application/pdf';

const startsWith = (data: Buffer, bytes: readonly number[]) => bytes.every((byte, index) => data[index] === byte);

/**
 * The kind of a file from its first bytes (never from what the browser says): a WebM recording
 * (an EBML header naming the webm document type), an MPEG audio file (an ID3 tag or a frame sync),
 * a PDF. Null for anything else.
 */
export function sniffFileKind(data: Buffer): FileKind | null {
  if (startsWith(data, [0x1a, 0x45, 0xdf, 0xa3]) && data.subarray(0, 64).includes('webm')) return 'audio/webm';
  if (startsWith(data, [0x49, 0x44, 0x33]) || (data[0] === 0xff && ((data[1] ?? 0) & 0xe0) === 0xe0)) return 'audio/mpeg';
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  return null;
}

export interface FileUploadDependencies {
  db: Database;
  storage: FileStorage;
  quotaPerHour: number;
  log?: FastifyBaseLogger;
}

/**
 * Stores a recording or a PDF in a free slot of the member's hour (the images' quota): its kind is
 * read from its bytes and must be one of `accepted`, within `maxBytes`. Nothing is decoded, so the
 * cost is the read and the write; the hourly quota bounds how many a member sends.
 */
/**
 * The code refusing a file of another kind: the endpoint's own (an audio upload declares
 * UNSUPPORTED_AUDIO, a document upload UNSUPPORTED_DOCUMENT), so the compiler checks each caller's.
 */
export async function uploadFile<Refused extends 'UNSUPPORTED_AUDIO' | 'UNSUPPORTED_DOCUMENT'>(
  deps: FileUploadDependencies,
  userId: string,
  readFile: () => Promise<Buffer>,
  rule: { accepted: readonly FileKind[]; maxBytes: number; refused: Refused },
  fail: Fail<'PROFILE_NOT_FOUND' | 'UPLOAD_QUOTA_EXCEEDED' | 'FILE_TOO_LARGE' | Refused>,
  now = new Date(),
): Promise<AudioUploadResult> {
  const { db, storage, quotaPerHour } = deps;
  if (!(await repository.hasProfile(db, userId))) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  const bucket = hourBucket(now);
  if (freeSlots(await repository.findUsedSlots(db, userId, bucket), quotaPerHour).length === 0) fail('UPLOAD_QUOTA_EXCEEDED', QUOTA_EXCEEDED_MESSAGE);
  const data = await readFile();
  if (data.length > rule.maxBytes) fail('FILE_TOO_LARGE', `The file is larger than ${Math.floor(rule.maxBytes / (1024 * 1024))} MB`);
  const kind = sniffFileKind(data);
  if (!kind || !rule.accepted.includes(kind)) return fail(rule.refused, 'This file type is not accepted');
  const row = await claimSlot(db, { userId, hourBucket: bucket, contentType: kind, width: 0, height: 0, bytes: data.length }, quotaPerHour, fail);
  try {
    await storage.put(row.path, data, kind);
  } catch (error) {
    await repository.deleteUpload(db, row.id).catch((cause: unknown) => deps.log?.error({ err: cause, uploadId: row.id }, 'could not free the slot of a failed upload'));
    throw error;
  }
  return { url: uploadUrl(row.token), contentType: kind, bytes: data.length };
}
