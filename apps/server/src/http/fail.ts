import type { AnswerableError, ApiErrorCode } from '@arya/core';
import { AppError } from '../errors.ts';

/**
 * Fails a request with one of the codes `C`. A service takes the `fail` of the endpoint it serves and
 * a helper states the codes it may raise as `Fail<'A' | 'B'>`: since a function taking more codes
 * can stand where one taking fewer is wanted (parameters are contravariant), a caller can hand its
 * `fail` down only if its endpoint declares every code the helper may raise, and the compiler, not
 * a test hitting the path, finds an undeclared one.
 */
export type Fail<C extends ApiErrorCode> = (code: C, message: string, details?: unknown) => never;

/** The `fail` of an endpoint: its own codes, the common ones and those of its access rule. */
export type FailOf<E> = Fail<AnswerableError<E>>;

/** Fails with any code: the server's answer to one request, the HTTP layer turns it into a status. */
export const failWith: Fail<ApiErrorCode> = (code, message, details) => {
  throw new AppError(code, message, details);
};

/** For callers outside a request (seed, jobs, scripts), where no endpoint bounds the codes. */
export const throwAny: Fail<ApiErrorCode> = failWith;
