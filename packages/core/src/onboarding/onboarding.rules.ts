import { ONBOARDING_COINS_MAX, SEVERAL_ANSWER_QUESTIONS, WHEEL_SEGMENTS, type SeveralAnswerQuestion } from './onboarding.constants.ts';

/**
 * Ticks or unticks an answer of a several-answers question. The answer that stands alone ("no
 * objective", "all markets") clears the others, and any other answer clears it.
 */
export function toggleAnswer<Q extends SeveralAnswerQuestion>(
  question: Q,
  chosen: readonly string[],
  answer: (typeof SEVERAL_ANSWER_QUESTIONS)[Q]['answers'][number],
): string[] {
  const { alone } = SEVERAL_ANSWER_QUESTIONS[question];
  if (chosen.includes(answer)) return chosen.filter((value) => value !== answer);
  if (answer === alone) return [answer];
  return [...chosen.filter((value) => value !== alone), answer];
}

/** Whether a set of answers keeps the rule above: each at most once, the lone answer alone. */
export function areAnswersConsistent(question: SeveralAnswerQuestion, chosen: readonly string[]): boolean {
  const { alone } = SEVERAL_ANSWER_QUESTIONS[question];
  if (new Set(chosen).size !== chosen.length) return false;
  return !chosen.includes(alone) || chosen.length === 1;
}

export const WHEEL_TOTAL_WEIGHT = WHEEL_SEGMENTS.reduce((sum, segment) => sum + segment.weight, 0);

/**
 * The segment a draw lands on, from a whole number in [0, total weight) (the server draws it with
 * a cryptographic generator). Every segment's prize is within the onboarding maximum.
 */
export function wheelSegmentAt(draw: number): number {
  if (!Number.isInteger(draw) || draw < 0 || draw >= WHEEL_TOTAL_WEIGHT) throw new RangeError(`draw out of range: ${draw}`);
  let remaining = draw;
  for (const [index, segment] of WHEEL_SEGMENTS.entries()) {
    if (remaining < segment.weight) return index;
    remaining -= segment.weight;
  }
  /* c8 ignore next */
  throw new RangeError('unreachable');
}

export function wheelPrizeOf(segment: number): number {
  const prize = WHEEL_SEGMENTS[segment]?.coins;
  if (prize === undefined || prize > ONBOARDING_COINS_MAX) throw new RangeError(`no such segment: ${segment}`);
  return prize;
}

/**
 * Where the wheel stops, in degrees of clockwise turn: several whole turns, then the drawn
 * segment's middle under the pointer at the top.
 */
export function wheelStopAngle(segment: number, turns = 5): number {
  const slice = 360 / WHEEL_SEGMENTS.length;
  return turns * 360 + (360 - (segment * slice + slice / 2));
}

/** The coins the member holds: the wheel's prize stays locked until a phone number is verified. */
export function coinBalance(input: { total: number; wheelPrize: number | null; phoneVerified: boolean }): { available: number; locked: number } {
  const locked = input.phoneVerified ? 0 : (input.wheelPrize ?? 0);
  return { available: input.total - locked, locked };
}
