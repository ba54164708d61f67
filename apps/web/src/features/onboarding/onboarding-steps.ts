import type { CurrentUser } from '@arya/core/contract';

/** Spec 1 §2 "Onboarding": welcome, questions, spin the wheel, then the coins (reward or locked). */
export const ONBOARDING_STEPS = ['welcome', 'questions', 'wheel', 'result'] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

export interface OnboardingState {
  step: OnboardingStep;
  /** The coins the wheel gave, once spun. */
  prize: number | null;
}

export type OnboardingEvent = { type: 'start' } | { type: 'answered' } | { type: 'spun'; coins: number };

type MemberProgress = Pick<CurrentUser, 'wheelPrize' | 'hasSkippedInterests' | 'hasSetInterests'>;

/**
 * Where a member starts: at the result once spun, on the feed once skipped, at the wheel once
 * answered, else at the welcome.
 */
export function startOnboarding(user: MemberProgress): OnboardingState | 'feed' {
  if (user.wheelPrize !== null) return { step: 'result', prize: user.wheelPrize };
  if (user.hasSkippedInterests) return 'feed';
  if (user.hasSetInterests) return { step: 'wheel', prize: null };
  return { step: 'welcome', prize: null };
}

/** Each event moves on from one step only; any other is ignored (a late answer, a double click). */
export function onboardingReducer(state: OnboardingState, event: OnboardingEvent): OnboardingState {
  switch (event.type) {
    case 'start':
      return state.step === 'welcome' ? { ...state, step: 'questions' } : state;
    case 'answered':
      return state.step === 'questions' ? { ...state, step: 'wheel' } : state;
    case 'spun':
      return state.step === 'wheel' ? { step: 'result', prize: event.coins } : state;
  }
}

const COUNTED_STEPS: readonly OnboardingStep[] = ['questions', 'wheel', 'result'];

/** "Step x of 3": the questions, the wheel and the coins; the welcome is not counted. */
export function stepProgress(step: OnboardingStep): { current: number; total: number } | null {
  const index = COUNTED_STEPS.indexOf(step);
  return index === -1 ? null : { current: index + 1, total: COUNTED_STEPS.length };
}
