import { describe, expect, it } from 'vitest';
import { ONBOARDING_COINS_MAX, WHEEL_SEGMENTS } from './onboarding.constants.ts';
import { areAnswersConsistent, coinBalance, toggleAnswer, WHEEL_TOTAL_WEIGHT, wheelPrizeOf, wheelSegmentAt, wheelStopAngle } from './onboarding.rules.ts';
import { onboardingAnswersSchema } from './onboarding.schemas.ts';

describe('toggleAnswer', () => {
  it('adds and removes an answer', () => {
    expect(toggleAnswer('marketInterests', [], 'Stocks')).toEqual(['Stocks']);
    expect(toggleAnswer('marketInterests', ['Stocks'], 'ETFs')).toEqual(['Stocks', 'ETFs']);
    expect(toggleAnswer('marketInterests', ['Stocks', 'ETFs'], 'Stocks')).toEqual(['ETFs']);
  });

  it('the lone answer clears the others, and any other clears it', () => {
    expect(toggleAnswer('marketInterests', ['Stocks', 'ETFs'], 'AllInterests')).toEqual(['AllInterests']);
    expect(toggleAnswer('marketInterests', ['AllInterests'], 'Indices')).toEqual(['Indices']);
    expect(toggleAnswer('investmentObjective', ['LongTerm'], 'NoObjective')).toEqual(['NoObjective']);
    expect(toggleAnswer('investmentMotivation', ['NoMotivation'], 'Analyse')).toEqual(['Analyse']);
  });

  it('whatever is toggled, the answers stay consistent', () => {
    let chosen: string[] = [];
    for (const answer of ['Stocks', 'AllInterests', 'ETFs', 'Indices', 'AllInterests', 'AllInterests', 'Stocks'] as const) {
      chosen = toggleAnswer('marketInterests', chosen, answer);
      expect(areAnswersConsistent('marketInterests', chosen)).toBe(true);
    }
  });
});

describe('onboardingAnswersSchema', () => {
  const valid = { generalKnowledge: 'Beginner', investmentObjective: ['MidTerm'], investmentMotivation: ['Speculation', 'Analyse'], marketInterests: ['AllInterests'] };

  it('takes one knowledge level and at least one answer per other question', () => {
    expect(onboardingAnswersSchema.safeParse(valid).success).toBe(true);
    for (const key of ['investmentObjective', 'investmentMotivation', 'marketInterests'] as const) {
      const result = onboardingAnswersSchema.safeParse({ ...valid, [key]: [] });
      expect(result.error?.issues[0]).toMatchObject({ path: [key], message: 'onboarding_answer_required' });
    }
    expect(onboardingAnswersSchema.safeParse({ ...valid, generalKnowledge: 'Expert' }).error?.issues[0]?.message).toBe('onboarding_answer_required');
  });

  it('refuses a lone answer with others, and duplicates', () => {
    expect(onboardingAnswersSchema.safeParse({ ...valid, investmentMotivation: ['NoMotivation', 'Analyse'] }).error?.issues[0]?.message).toBe('onboarding_answer_alone');
    expect(onboardingAnswersSchema.safeParse({ ...valid, marketInterests: ['Stocks', 'Stocks'] }).error?.issues[0]?.message).toBe('onboarding_answer_alone');
  });
});

describe('the wheel', () => {
  it('every draw lands on a segment, each reached in proportion to its weight', () => {
    const landed = new Map<number, number>();
    for (let draw = 0; draw < WHEEL_TOTAL_WEIGHT; draw += 1) {
      const segment = wheelSegmentAt(draw);
      landed.set(segment, (landed.get(segment) ?? 0) + 1);
    }
    WHEEL_SEGMENTS.forEach((segment, index) => expect(landed.get(index)).toBe(segment.weight));
  });

  it('refuses draws outside the total weight', () => {
    for (const draw of [-1, WHEEL_TOTAL_WEIGHT, 1.5, Number.NaN]) expect(() => wheelSegmentAt(draw)).toThrow(RangeError);
  });

  it('no prize is above the onboarding maximum, and prizes tell segments apart', () => {
    for (const [index, segment] of WHEEL_SEGMENTS.entries()) expect(wheelPrizeOf(index)).toBe(segment.coins);
    expect(Math.max(...WHEEL_SEGMENTS.map((segment) => segment.coins))).toBe(ONBOARDING_COINS_MAX);
    expect(new Set(WHEEL_SEGMENTS.map((segment) => segment.coins)).size).toBe(WHEEL_SEGMENTS.length);
    expect(() => wheelPrizeOf(WHEEL_SEGMENTS.length)).toThrow(RangeError);
  });

  it('stops with the drawn segment under the top pointer, after whole turns', () => {
    const slice = 360 / WHEEL_SEGMENTS.length;
    for (let segment = 0; segment < WHEEL_SEGMENTS.length; segment += 1) {
      const angle = wheelStopAngle(segment);
      expect(angle).toBeGreaterThanOrEqual(5 * 360);
      // The segment's middle, turned by the angle, is at 0° (the top).
      expect((segment * slice + slice / 2 + angle) % 360).toBeCloseTo(0);
    }
  });
});

describe('coinBalance', () => {
  it('locks the wheel prize until the phone is verified', () => {
    expect(coinBalance({ total: 300, wheelPrize: 250, phoneVerified: false })).toEqual({ available: 50, locked: 250 });
    expect(coinBalance({ total: 300, wheelPrize: 250, phoneVerified: true })).toEqual({ available: 300, locked: 0 });
    expect(coinBalance({ total: 0, wheelPrize: null, phoneVerified: false })).toEqual({ available: 0, locked: 0 });
  });
});
