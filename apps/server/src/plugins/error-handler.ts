import { API_ERROR_STATUS, isApiErrorCode, type ApiErrorCode } from '@arya/core';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isStorageFull, type StorageFailures } from '../disk-space.ts';
import { AppError } from '../errors.ts';
import { decodedPath, isApiPath, routedPath } from '../http/routed-path.ts';

/**
 * Every API failure answers `{ code, message, details? }`; a 500 never shows internals. A write
 * refused for want of space (the database's disk or the files') answers 503 STORAGE_FULL: the
 * transaction was rolled back, nothing was kept, and health reports it.
 */
async function errorHandlerPlugin(app: FastifyInstance, { storageFailures }: { storageFailures: StorageFailures }) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      // A refusal that knows when it ends says so in HTTP's terms too.
      const retryAfter = (error.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
      if (typeof retryAfter === 'number') reply.header('retry-after', String(Math.ceil(retryAfter)));
      return reply.status(error.status).send({ code: error.code, message: error.message, details: error.details });
    }
    if (isStorageFull(error)) {
      storageFailures.record();
      request.log.error({ err: error }, 'a write was refused: the disk is full');
      return reply.status(API_ERROR_STATUS.STORAGE_FULL).send({ code: 'STORAGE_FULL', message: 'The server is out of storage space: nothing was saved' });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A schema rule whose message is one of our codes (e.g. TEXT_LENGTH) answers that code.
      const named = error.validation.map((issue) => issue.message).find((message): message is ApiErrorCode => isApiErrorCode(message));
      return reply.status(named ? API_ERROR_STATUS[named] : 400).send({
        code: named ?? 'VALIDATION_ERROR',
        message: 'The request is not valid',
        details: error.validation.map((issue) => ({
          path: issue.instancePath,
          message: issue.message,
          code: issue.keyword, // the zod issue code (fastify-type-provider-zod puts it here, not in params)
        })),
      });
    }
    if (error.statusCode === 429) {
      if (isApiPath(routedPath(request))) return reply.status(429).send({ code: 'RATE_LIMITED', message: 'Too many requests, try again later' });
      // A page: a person reads the answer.
      return reply
        .status(429)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('429 · Trop de requêtes : réessayez dans une minute. · Too many requests: try again in a minute.');
    }
    if (error.validation || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY' || error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
      return reply.status(400).send({ code: 'VALIDATION_ERROR', message: error.message });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply.status(error.statusCode).send({ code: error.statusCode === 404 ? 'NOT_FOUND' : 'VALIDATION_ERROR', message: error.message });
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(API_ERROR_STATUS.INTERNAL_ERROR).send({ code: 'INTERNAL_ERROR', message: 'Something went wrong' });
  });
}

export default fp(errorHandlerPlugin, { name: 'error-handler' });

/**
 * Failures before routing (Fastify's `frameworkErrors`): a path whose percent-escapes are not
 * UTF-8 (`%ED%BF%BF`, a lone surrogate) cannot be routed. The API answers INVALID_TEXT; a page
 * address is a page that does not exist, answered as plain text (no hooks run this early, so
 * nothing executable is sent).
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error.code !== 'FST_ERR_BAD_URL') {
    return reply.status(400).send({ code: 'VALIDATION_ERROR', message: 'The request is not valid' });
  }
  if (isApiPath(decodedPath(request.url))) return reply.status(400).send({ code: 'INVALID_TEXT', message: 'The address holds an escape that is not valid UTF-8' });
  return reply
    .status(404)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-cache')
    .type('text/plain; charset=utf-8')
    .send('404 · Cette page est introuvable. · This page could not be found.');
}
