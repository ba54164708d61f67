import { describe, expect, it } from 'vitest';
import { appealDeadline, appealProblem, mayAppeal, strikeCount } from './moderation.rules.ts';

describe('appeals', () => {
  const decidedAt = new Date('2026-05-10T09:30:00.000Z');
  const deadline = appealDeadline(decidedAt);

  it('close six calendar months after the decision', () => {
    expect(deadline.toISOString()).toBe('2026-11-10T09:30:00.000Z');
    // A month without that day ends on its last day.
    expect(appealDeadline(new Date('2026-08-31T12:00:00.000Z')).toISOString()).toBe('2027-02-28T12:00:00.000Z');
  });

  it('are open until the deadline, not a second after', () => {
    const decision = { action: 'remove' as const, appealUntil: deadline, overruledAt: null };
    expect(mayAppeal(decision, 'member', new Date(deadline.getTime() - 1000))).toBe(true);
    expect(appealProblem(decision, 'member', deadline)).toBe('APPEAL_WINDOW_CLOSED');
    expect(appealProblem(decision, 'member', new Date(deadline.getTime() + 1000))).toBe('APPEAL_WINDOW_CLOSED');
  });

  it('let the member contest what restricts them and a reporter a dismissal, nothing else', () => {
    const now = new Date('2026-06-01T00:00:00.000Z');
    const of = (action: 'dismiss' | 'remove' | 'warn' | 'mute' | 'suspend' | 'restore' | 'lift') => ({ action, appealUntil: deadline, overruledAt: null });
    for (const action of ['remove', 'warn', 'mute', 'suspend'] as const) {
      expect(mayAppeal(of(action), 'member', now)).toBe(true);
      expect(appealProblem(of(action), 'reporter', now)).toBe('DECISION_NOT_APPEALABLE');
    }
    expect(appealProblem(of('dismiss'), 'member', now)).toBe('DECISION_NOT_APPEALABLE');
    expect(mayAppeal(of('dismiss'), 'reporter', now)).toBe(true);
    for (const action of ['restore', 'lift'] as const) {
      expect(appealProblem(of(action), 'member', now)).toBe('DECISION_NOT_APPEALABLE');
      expect(appealProblem(of(action), 'reporter', now)).toBe('DECISION_NOT_APPEALABLE');
    }
  });

  it('are refused once the decision is overruled', () => {
    expect(appealProblem({ action: 'mute', appealUntil: deadline, overruledAt: '2026-05-11T00:00:00.000Z' }, 'member', new Date('2026-05-12T00:00:00.000Z'))).toBe('DECISION_NOT_APPEALABLE');
  });
});

describe('strikes', () => {
  const now = new Date('2026-11-28T12:00:00.000Z');
  it('count the decisions against the member of the last twelve months, not overruled ones', () => {
    const decisions = [
      { action: 'remove' as const, createdAt: '2026-11-01T00:00:00.000Z', overruledAt: null },
      { action: 'warn' as const, createdAt: '2026-01-01T00:00:00.000Z', overruledAt: null },
      { action: 'suspend' as const, createdAt: '2026-10-01T00:00:00.000Z', overruledAt: '2026-10-02T00:00:00.000Z' },
      { action: 'mute' as const, createdAt: '2025-11-28T11:59:59.000Z', overruledAt: null },
      { action: 'dismiss' as const, createdAt: '2026-11-01T00:00:00.000Z', overruledAt: null },
      { action: 'restore' as const, createdAt: '2026-11-01T00:00:00.000Z', overruledAt: null },
    ];
    expect(strikeCount(decisions, now)).toBe(2);
    expect(strikeCount([], now)).toBe(0);
  });
});
