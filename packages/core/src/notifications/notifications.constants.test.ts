import { describe, expect, it } from 'vitest';
import { isAuthorlessNotification, isSystemNotification, outcomeStepObjectId, parseOutcomeStepObjectId } from './notifications.constants.ts';

describe("an idea's outcome notification", () => {
  it('has no author, but is no decision of moderation', () => {
    expect(isAuthorlessNotification('idea_outcome')).toBe(true);
    expect(isSystemNotification('idea_outcome')).toBe(false);
    expect(isAuthorlessNotification('moderation_decision')).toBe(true);
    expect(isAuthorlessNotification('post_like')).toBe(false);
  });

  it('names each step, a take profit with its number, and reads it back', () => {
    const steps = [{ kind: 'filled' }, { kind: 'take_profit', target: 2 }, { kind: 'breakeven' }, { kind: 'stopped' }, { kind: 'expired' }] as const;
    const ids = steps.map((step) => outcomeStepObjectId(step));
    expect(ids).toEqual(['filled', 'take_profit:2', 'breakeven', 'stopped', 'expired']);
    expect(ids.map(parseOutcomeStepObjectId)).toEqual([
      { kind: 'filled', target: null },
      { kind: 'take_profit', target: 2 },
      { kind: 'breakeven', target: null },
      { kind: 'stopped', target: null },
      { kind: 'expired', target: null },
    ]);
  });

  it('reads nothing else as a step', () => {
    for (const id of ['', 'take_profit', 'take_profit:0', 'take_profit:x', 'filled:1', 'stopped:1:2', 'a/p/c1']) expect(parseOutcomeStepObjectId(id), id).toBeNull();
  });
});
