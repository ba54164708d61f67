import multipart from '@fastify/multipart';
import { UPLOAD_MAX_BYTES, uploadAssetEndpoint } from '@arya/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { registerEndpoint } from '../../http/register-endpoint.ts';
import type { FileStorage } from '../../storage/file-storage.ts';
import { isSafeStoragePath } from '../../storage/storage-path.ts';
import { ImageQueue } from './image-queue.ts';
import { uploadAsset } from './uploads.service.ts';

/** The multipart field holding the image. */
export const UPLOAD_FIELD = 'file';
/** Only these folders of the storage are readable by URL. */
const SERVED_PREFIXES = ['user-assets/', 'profile-images/'];
/** Types served inline; anything else is only offered as a download. */
const INLINE_TYPES = new Set(['image/webp', 'image/jpeg', 'image/png', 'image/gif']);
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** Images waiting for a decoder beyond those running; past this, uploads are refused for a moment. */
const MAX_WAITING_IMAGES = 8;

export async function uploadsRoutes(app: FastifyInstance, { db, config, storage }: { db: Database; config: AppConfig; storage: FileStorage }) {
  const queue = new ImageQueue({ concurrency: config.UPLOAD_IMAGE_CONCURRENCY, maxWaiting: MAX_WAITING_IMAGES, perMember: config.MAX_IMAGES_PER_POST });
  // Multipart bodies are parsed for the upload endpoint only: it lives in its own scope.
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 20, headerPairs: 100 },
    });
    registerEndpoint(scope, uploadAssetEndpoint, ({ user, request }) =>
      uploadAsset({ db, storage, queue, quotaPerHour: config.MAX_USER_UPLOAD_QUOTA_PER_HOUR, log: request.log }, user.id, () => readImageFile(request)),
    );
  });

  app.get<{ Params: { '*': string } }>('/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = request.params['*'];
    if (!SERVED_PREFIXES.some((prefix) => key.startsWith(prefix)) || !isSafeStoragePath(key)) return notFound(reply);
    const file = await storage.get(key);
    if (!file) return notFound(reply);
    const inline = INLINE_TYPES.has(file.contentType);
    // A file's key is never reused for other content (a slot path belongs to one upload row).
    return reply
      .header('content-type', inline ? file.contentType : 'application/octet-stream')
      .header('content-length', file.bytes)
      .header('content-disposition', inline ? 'inline' : 'attachment')
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
      .send(file.stream);
  });
}

function notFound(reply: FastifyReply) {
  return reply.status(404).header('cache-control', 'no-cache').send({ code: 'NOT_FOUND', message: 'No such file' });
}

/** The one file of the `file` field, read whole (at most UPLOAD_MAX_BYTES); other fields are ignored. */
async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  const invalid = () => new AppError('VALIDATION_ERROR', `Send one image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
  if (!request.isMultipart()) throw invalid();
  let image: Buffer | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      if (part.fieldname !== UPLOAD_FIELD) {
        part.file.resume();
        throw invalid();
      }
      image = await part.toBuffer();
    }
  } catch (error) {
    throw toUploadError(error);
  }
  if (!image) throw invalid();
  return image;
}

function toUploadError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('IMAGE_TOO_LARGE', `The image is larger than ${UPLOAD_MAX_BYTES / (1024 * 1024)} MB`);
  // The client went away: nothing to answer.
  if (code === 'FST_MP_PREMATURE_CLOSE') return error;
  // Parser limits (a second file, too many fields) and malformed bodies.
  return new AppError('VALIDATION_ERROR', `Send one image as multipart/form-data in the field "${UPLOAD_FIELD}"`);
}
