import { inputTextProblem } from '@arya/core';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';

/**
 * Refuses, for every route (ours, better-auth's, the pages), a request whose path parameters,
 * query string or JSON body holds a NUL or an ill-formed string: PostgreSQL cannot store them, and
 * a route whose schema forgot core's `text()` must still never answer 500 or store a cut string.
 */
async function textInputGuardPlugin(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    // Page addresses are the web routes' to judge: a bad one is a page that does not exist (404).
    if (request.is404) return;
    for (const part of [request.params, request.query, request.body]) {
      const problem = inputTextProblem(part);
      if (problem === 'unclean') throw new AppError('INVALID_TEXT', 'The request holds a NUL character or text that is not valid Unicode');
      if (problem === 'too-deep') throw new AppError('VALIDATION_ERROR', 'The request is nested too deeply');
    }
  });
}

export default fp(textInputGuardPlugin, { name: 'text-input-guard' });
