import multipart from '@fastify/multipart';
import {
  AUDIO_MAX_BYTES,
  DOCUMENT_MAX_BYTES,
  isCoach,
  isUploadToken,
  UPLOAD_MAX_BYTES,
  uploadAssetEndpoint,
  uploadAudioEndpoint,
  uploadDocumentEndpoint,
  uploadMyPictureEndpoint,
  restrictionActive,
} from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { Fail } from '../../http/fail.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { FileStorage, StoredFile } from '../../storage/file-storage.ts';
import { isSafeStoragePath } from '../../storage/storage-path.ts';
import { profilePicturePath, uploadProfilePicture } from './profile-picture.service.ts';
import { ImageQueue } from './image-queue.ts';
import { findUploadByToken } from './uploads.repository.ts';
import { uploadAsset } from './uploads.service.ts';
import { uploadFile } from './file-uploads.service.ts';

/** The multipart field holding the image. */
export const UPLOAD_FIELD = 'file';
/** Types served inline (images, recordings, PDFs: each checked from its bytes on upload); anything else is only offered as a download. */
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif', 'audio/webm', 'audio/mpeg', 'application/pdf']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const UPLOAD_CACHE_SECONDS = 60 * 60;

/** Images waiting for a decoder beyond those running; past this, uploads are refused for a moment. */
const MAX_WAITING_IMAGES = 16;

export async function uploadsRoutes(app: FastifyInstance, { db, config, storage }: { db: Database; config: AppConfig; storage: FileStorage }) {
  const queue = new ImageQueue({ concurrency: config.UPLOAD_IMAGE_CONCURRENCY, maxWaiting: MAX_WAITING_IMAGES, perMember: config.MAX_IMAGES_PER_POST });
  // Multipart bodies are parsed for the upload endpoint only: it lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    });
    registerEndpoint(scope, uploadAssetEndpoint, ({ user, request, fail }) =>
      uploadAsset({ db, storage, queue, quotaPerHour: config.MAX_USER_UPLOAD_QUOTA_PER_HOUR, log: request.log }, user.id, () => readImageFile(request, fail), fail),
    );
    const files = { db, storage, quotaPerHour: config.MAX_USER_UPLOAD_QUOTA_PER_HOUR };
    // Spec 2 §5: audio is for coaches (webm, on their ideas); staff also send news audio (mpeg).
    registerEndpoint(scope, uploadAudioEndpoint, ({ user, request, fail }) => {
      const staff = user.access.staff;
      if (!staff && !isCoach(user.verified)) fail('AUDIO_NOT_ALLOWED', 'Only trading coaches and staff upload audio');
      return uploadFile(
        { ...files, log: request.log },
        user.id,
        () => readOtherFile(request, fail),
        { accepted: staff ? ['audio/webm', 'audio/mpeg'] : ['audio/webm'], maxBytes: AUDIO_MAX_BYTES, refused: 'UNSUPPORTED_AUDIO' },
        fail,
      );
    });
    registerEndpoint(scope, uploadDocumentEndpoint, ({ user, request, fail }) =>
      uploadFile({ ...files, log: request.log }, user.id, () => readOtherFile(request, fail), { accepted: ['application/pdf'], maxBytes: DOCUMENT_MAX_BYTES, refused: 'UNSUPPORTED_DOCUMENT' }, fail),
    );
    // The profile picture shares the image queue: one member's images never run beside each other.
    const picturesUnderWay = new Set<string>();
    // A muted member shows no new picture to others until the mute ends (issue 25); the file is not read.
    registerEndpoint(scope, uploadMyPictureEndpoint, ({ user, request, fail }) => {
      if (restrictionActive(user.mutedUntil)) fail('MEMBER_MUTED', 'Moderation muted you: your picture cannot change until then', { until: user.mutedUntil?.toISOString() });
      return uploadProfilePicture({ db, storage, queue, underWay: picturesUnderWay }, user.id, () => readImageFile(request, fail), fail);
    });
  });

  /**
   * An upload, by the unguessable token of its address. Its content never changes (ETag: the token);
   * a short cache lets a withdrawn image (its post deleted) stop being served soon, and once
   * withdrawn only its uploader may still read it.
   */
  app.get<{ Params: { token: string } }>('/files/uploads/:token', { schema: { hide: true } }, async (request, reply) => {
    const { token } = request.params;
    if (!isUploadToken(token)) return notFound(reply);
    const upload = await findUploadByToken(db, token);
    if (!upload) return notFound(reply);
    if (upload.withdrawn && (await request.sessionUser())?.id !== upload.userId) return notFound(reply);
    const etag = `"${token}"`;
    reply.header('etag', etag).header('cache-control', upload.withdrawn ? 'private, no-cache' : `public, max-age=${UPLOAD_CACHE_SECONDS}`);
    if (request.headers['if-none-match'] === etag) return reply.status(304).send();
    return sendFile(reply, await storage.get(upload.path));
  });

  /** Profile pictures, by member id; the address changes with each picture (`?v=` its date), so it is cached for good. */
  app.get<{ Params: { userId: string } }>('/files/profile-images/:userId', { schema: { hide: true } }, async (request, reply) => {
    const key = profilePicturePath(request.params.userId);
    if (!isSafeStoragePath(key)) return notFound(reply);
    const file = await storage.get(key);
    return file ? sendFile(reply.header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`), file) : notFound(reply);
  });
}

/** A stored file with the type it was stored with; anything not an image is only offered as a download. */
function sendFile(reply: FastifyReply, file: StoredFile | null) {
  if (!file) return notFound(reply);
  const inline = INLINE_TYPES.has(file.contentType);
  return reply
    .header('content-type', inline ? file.contentType : 'application/octet-stream')
    .header('content-length', file.bytes)
    .header('content-disposition', inline ? 'inline' : 'attachment')
    .header('x-content-type-options', 'nosniff')
    .send(file.stream);
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-cache').send({ code: 'NOT_FOUND', message: 'No such file' });
}

/** The one file of the `file` field, read whole (at most UPLOAD_MAX_BYTES); other fields are ignored. */
function readImageFile(request: FastifyRequest, fail: Fail<'VALIDATION_ERROR' | 'IMAGE_TOO_LARGE'>): Promise<Buffer> {
  return readOneFile(request, fail, () => fail('IMAGE_TOO_LARGE', `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`));
}

/** A recording or a PDF, read like an image; too large for the multipart limit is FILE_TOO_LARGE. */
function readOtherFile(request: FastifyRequest, fail: Fail<'VALIDATION_ERROR' | 'FILE_TOO_LARGE'>): Promise<Buffer> {
  return readOneFile(request, fail, () => fail('FILE_TOO_LARGE', `The file is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`));
}

async function readOneFile(request: FastifyRequest, fail: Fail<'VALIDATION_ERROR'>, tooLarge: () => never): Promise<Buffer> {
  const invalid = () => fail('VALIDATION_ERROR', `Send one image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
  if (!request.isMultipart()) invalid();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        invalid();
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: unknown } | null)?.code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') tooLarge();
    // The client went away: nothing to answer.
    if (code === 'FST_MP_PREMATURE_CLOSE') throw error;
    // Parser limits (a second file, too many fields) and malformed bodies.
    invalid();
  }
  return image ?? invalid();
}
