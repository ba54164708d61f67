import { describe, expect, it } from 'vitest';
import { onboardingReducer, startOnboarding, stepProgress, type OnboardingEvent, type OnboardingState } from './onboarding-steps.ts';

const fresh = { wheelPrize: null, hasSkippedInterests: false, hasSetInterests: false };

describe('where onboarding starts', () => {
  it('at the welcome for a new member', () => {
    expect(startOnboarding(fresh)).toEqual({ step: 'welcome', prize: null });
  });

  it('on the feed for a member who skipped', () => {
    expect(startOnboarding({ ...fresh, hasSkippedInterests: true })).toBe('feed');
  });

  it('at the wheel for a member who answered but did not spin', () => {
    expect(startOnboarding({ ...fresh, hasSetInterests: true })).toEqual({ step: 'wheel', prize: null });
  });

  it('at the result, with the prize, for a member who spun', () => {
    expect(startOnboarding({ ...fresh, hasSetInterests: true, wheelPrize: 250 })).toEqual({ step: 'result', prize: 250 });
    expect(startOnboarding({ ...fresh, hasSetInterests: true, wheelPrize: 0 })).toEqual({ step: 'result', prize: 0 });
  });
});

describe('the onboarding steps', () => {
  const run = (events: OnboardingEvent[], from: OnboardingState = { step: 'welcome', prize: null }) => events.reduce(onboardingReducer, from);

  it('go welcome, questions, wheel, result', () => {
    expect(run([{ type: 'start' }])).toEqual({ step: 'questions', prize: null });
    expect(run([{ type: 'start' }, { type: 'answered' }])).toEqual({ step: 'wheel', prize: null });
    expect(run([{ type: 'start' }, { type: 'answered' }, { type: 'spun', coins: 500 }])).toEqual({ step: 'result', prize: 500 });
  });

  it('ignore an event that does not belong to the current step', () => {
    const welcome: OnboardingState = { step: 'welcome', prize: null };
    expect(onboardingReducer(welcome, { type: 'answered' })).toBe(welcome);
    expect(onboardingReducer(welcome, { type: 'spun', coins: 50 })).toBe(welcome);
    const result: OnboardingState = { step: 'result', prize: 100 };
    expect(run([{ type: 'start' }, { type: 'answered' }, { type: 'spun', coins: 1000 }], result)).toBe(result);
  });

  it('count the questions, the wheel and the result as steps 1 to 3', () => {
    expect(stepProgress('welcome')).toBeNull();
    expect(stepProgress('questions')).toEqual({ current: 1, total: 3 });
    expect(stepProgress('wheel')).toEqual({ current: 2, total: 3 });
    expect(stepProgress('result')).toEqual({ current: 3, total: 3 });
  });
});
