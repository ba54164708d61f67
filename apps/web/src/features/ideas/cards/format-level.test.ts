import { describe, expect, it } from 'vitest';
import { formatLevel } from './format-level.ts';

describe('formatLevel', () => {
  it("writes prices in the language's notation with the card's decimals, padded and never rounded below them", () => {
    expect(formatLevel(1.095, 'fr', 4)).toBe('1,0950');
    expect(formatLevel(1.095, 'en', 4)).toBe('1.0950');
    expect(formatLevel(1.09505, 'fr', 5)).toBe('1,09505');
    expect(formatLevel(0.00001234, 'en', 8)).toBe('0.00001234');
    expect(formatLevel(24150.5, 'en', 1)).toBe('24,150.5');
    expect(formatLevel(24150.5, 'fr', 2)).toBe('24\u202f150,50');
  });
});
