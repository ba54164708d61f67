import { describe, expect, it } from 'vitest';
import { formatCount, formatEuros } from './numbers.ts';

// Intl separates French groups and the euro sign with (narrow) no-break spaces.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('numbers in the UI language', () => {
  it('formats euros the French and the English way', () => {
    expect(plain(formatEuros(2.3, 'fr'))).toBe('2,30 €');
    expect(formatEuros(11.3, 'en')).toBe('€11.30');
  });
  it('groups thousands the French and the English way', () => {
    expect(plain(formatCount(50000, 'fr'))).toBe('50 000');
    expect(formatCount(50000, 'en')).toBe('50,000');
  });
});
