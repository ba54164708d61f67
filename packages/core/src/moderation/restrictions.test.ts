import { describe, expect, it } from 'vitest';
import { isPermanent, PERMANENT_UNTIL, restrictionActive, restrictionEnd } from './restrictions.ts';

describe('member restrictions', () => {
  const now = new Date('2026-11-27T12:00:00.000Z');
  it('apply until their end, not after, and never without one', () => {
    expect(restrictionActive(new Date('2026-11-27T12:00:01.000Z'), now)).toBe(true);
    expect(restrictionActive('2026-11-27T12:00:00.000Z', now)).toBe(false);
    expect(restrictionActive(null, now)).toBe(false);
    expect(restrictionActive(PERMANENT_UNTIL, now)).toBe(true);
  });
  it('end after their days, or never', () => {
    expect(restrictionEnd(now, 7).toISOString()).toBe('2026-12-04T12:00:00.000Z');
    expect(isPermanent(restrictionEnd(now, null))).toBe(true);
    expect(isPermanent(restrictionEnd(now, 90))).toBe(false);
  });
});
