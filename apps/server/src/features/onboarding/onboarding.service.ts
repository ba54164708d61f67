import { randomInt } from 'node:crypto';
import { WHEEL_SEGMENTS, WHEEL_TOTAL_WEIGHT, wheelPrizeOf, wheelSegmentAt, type CurrentUser, type OnboardingAnswers, type WheelSpin } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import { writtenCurrentUser } from '../../shared/members/current-user.repository.ts';
import * as repository from './onboarding.repository.ts';


/** Stores the answers (the stored Interests keep each question's answers as a list). */
export async function saveInterests(db: Database, userId: string, answers: OnboardingAnswers, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<CurrentUser> {
  const saved = await repository.saveInterests(db, userId, {
    generalKnowledge: [answers.generalKnowledge],
    investmentObjective: answers.investmentObjective,
    investmentMotivation: answers.investmentMotivation,
    marketInterests: answers.marketInterests,
  });
  if (!saved) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return writtenCurrentUser(db, userId);
}

export async function skipInterests(db: Database, userId: string, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<CurrentUser> {
  if (!(await repository.skipInterests(db, userId))) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return writtenCurrentUser(db, userId);
}

/**
 * The wheel turns once per member, after the questions: the prize is drawn here, never by the
 * browser, and kept; asking again answers the prize kept.
 */
export async function spinWheel(db: Database, userId: string, fail: Fail<'ONBOARDING_NOT_ANSWERED'>, draw: (max: number) => number = randomInt): Promise<WheelSpin> {
  if (!(await repository.hasAnswered(db, userId))) fail('ONBOARDING_NOT_ANSWERED', 'The wheel turns once the questions are answered');
  const drawn = wheelSegmentAt(draw(WHEEL_TOTAL_WEIGHT));
  const coins = await repository.creditWheelPrize(db, userId, wheelPrizeOf(drawn));
  return { segment: WHEEL_SEGMENTS.findIndex((segment) => segment.coins === coins), coins };
}
