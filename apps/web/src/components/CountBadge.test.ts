import { describe, expect, it } from 'vitest';
import { formatBadgeCount } from './CountBadge.tsx';

describe('count badge', () => {
  it('is hidden at zero and below', () => {
    expect(formatBadgeCount(0)).toBeNull();
    expect(formatBadgeCount(-3)).toBeNull();
  });
  it('shows the count up to 9 and 9+ above', () => {
    expect(formatBadgeCount(1)).toBe('1');
    expect(formatBadgeCount(9)).toBe('9');
    expect(formatBadgeCount(10)).toBe('9+');
    expect(formatBadgeCount(250)).toBe('9+');
  });
});
