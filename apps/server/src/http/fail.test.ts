import type { AnswerableError, cancelSubscriptionEndpoint, createPostEndpoint, getPostEndpoint, invoicePdfEndpoint, listPostsEndpoint, updatePostEndpoint } from '@arya/core';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import type { AppError } from '../errors.ts';
import { asPaymentFailure } from '../features/payments/provider-errors.ts';
import { ownPost, resolveImages } from '../features/posts/posts.service.ts';
import type { SessionUser } from '../shared/session-user.ts';
import { throwAny, type Fail, type FailOf } from './fail.ts';

// The rule is checked by tsc (`npm run typecheck` includes this file): each `@ts-expect-error` line
// must fail to compile, or tsc reports the directive as unused.
const needsAuthor = (fail: Fail<'NOT_POST_AUTHOR'>) => fail('NOT_POST_AUTHOR', 'not yours');
const needsMissingPost = (fail: Fail<'POST_NOT_FOUND'>) => fail('POST_NOT_FOUND', 'gone');

function typeRules(getFail: FailOf<typeof getPostEndpoint>, updateFail: FailOf<typeof updatePostEndpoint>, createFail: FailOf<typeof createPostEndpoint>) {
  // An endpoint declaring the codes may hand its fail down...
  needsAuthor(updateFail);
  needsMissingPost(updateFail);
  needsMissingPost(getFail);
  // ...one that does not declare them may not.
  // @ts-expect-error getPost does not declare NOT_POST_AUTHOR
  needsAuthor(getFail);
  // @ts-expect-error createPost does not declare POST_NOT_FOUND
  needsMissingPost(createFail);
  // @ts-expect-error a code the endpoint does not declare cannot be raised directly either
  getFail('NOT_POST_AUTHOR', 'not yours');
  // The common codes and the access rule's come with every endpoint.
  getFail('VALIDATION_ERROR', 'bad input');
  updateFail('PHONE_NOT_VERIFIED', 'verify first');
  // @ts-expect-error a visitor endpoint has no session to require
  getFail('UNAUTHENTICATED', 'sign in');
}

declare const db: Database;
declare const member: SessionUser;

// The same rule on the services themselves: a helper states the codes it may raise.
async function serviceRules(getFail: FailOf<typeof getPostEndpoint>, updateFail: FailOf<typeof updatePostEndpoint>, createFail: FailOf<typeof createPostEndpoint>) {
  await ownPost(db, member, 'author', 'post', updateFail);
  await resolveImages(db, member.id, [], createFail);
  // @ts-expect-error ownPost may answer NOT_POST_AUTHOR and POST_DELETED, which getPost does not declare
  await ownPost(db, member, 'author', 'post', getFail);
  // @ts-expect-error resolveImages may answer INVALID_ATTACHMENT, which getPost does not declare
  await resolveImages(db, member.id, [], getFail);
}

// A payment provider's failure is answered only by an endpoint declaring both of its codes.
function paymentRules(cancelFail: FailOf<typeof cancelSubscriptionEndpoint>, pdfFail: FailOf<typeof invoicePdfEndpoint>, error: unknown) {
  if (error instanceof RangeError) asPaymentFailure(error, cancelFail);
  // @ts-expect-error the invoice PDF declares neither SERVICE_UNAVAILABLE nor PAYMENT_PROVIDER_ERROR
  asPaymentFailure(error, pdfFail);
}

describe('fail typed by the endpoint', () => {
  it('types the answerable codes from the declared ones, the common ones and the access rule', () => {
    const codes: AnswerableError<typeof listPostsEndpoint>[] = ['USER_NOT_FOUND', 'UNAUTHENTICATED', 'RATE_LIMITED'];
    expect(codes).toHaveLength(3);
    expect([typeof typeRules, typeof serviceRules, typeof paymentRules]).toEqual(['function', 'function', 'function']);
  });

  it('throws the AppError the HTTP layer answers with', () => {
    expect(() => throwAny('POST_NOT_FOUND', 'This post does not exist', { id: 1 })).toThrow(
      expect.objectContaining({ code: 'POST_NOT_FOUND', message: 'This post does not exist', details: { id: 1 }, status: 404 }) as AppError,
    );
  });
});
