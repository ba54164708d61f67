import { describe, expect, it } from 'vitest';
import { formatLevel } from './format-level.ts';

describe('formatLevel', () => {
  it("writes prices in the language's notation with up to 5 decimals", () => {
    expect(formatLevel(1.08345, 'fr')).toBe('1,08345');
    expect(formatLevel(1.08345, 'en')).toBe('1.08345');
    expect(formatLevel(1.1234567, 'en')).toBe('1.12346');
    expect(formatLevel(24150.5, 'en')).toBe('24,150.5');
    expect(formatLevel(24150.5, 'fr')).toBe('24\u202f150,5');
  });
});
