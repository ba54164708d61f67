import { describe, expect, it } from 'vitest';
import { inputTextProblem, INVALID_TEXT, isCleanText, MAX_INPUT_DEPTH } from './clean-text.ts';
import { text } from './text.ts';

describe('isCleanText', () => {
  it.each(['', 'texte simple', 'émoji 😀 et drapeau 🇫🇷', '\t\n', '\uD83D\uDE00'])('accepts %j', (value) => {
    expect(isCleanText(value)).toBe(true);
  });

  it.each(['\u0000', 'avant\u0000après', '\udfff\udfff texte', 'fin \ud83d', '\ud83d début', '\ude00\ud83d'])('refuses %j', (value) => {
    expect(isCleanText(value)).toBe(false);
  });
});

describe('inputTextProblem', () => {
  it('finds a bad string at any depth, in keys as in values', () => {
    expect(inputTextProblem({ a: [{ b: 'ok' }, { c: 'x\u0000' }] })).toBe('unclean');
    expect(inputTextProblem({ ['k\u0000']: 'ok' })).toBe('unclean');
    expect(inputTextProblem(['ok', 1, null, true, { d: 'fine' }])).toBeNull();
    expect(inputTextProblem(undefined)).toBeNull();
  });

  it('refuses to walk nesting deeper than MAX_INPUT_DEPTH, where a bad string could hide', () => {
    const nest = (levels: number, inner: unknown): unknown => {
      let value = inner;
      for (let level = 0; level < levels; level += 1) value = [value];
      return value;
    };
    expect(inputTextProblem(nest(MAX_INPUT_DEPTH - 1, 'ok'))).toBeNull();
    expect(inputTextProblem(nest(MAX_INPUT_DEPTH, ['ok']))).toBe('too-deep');
    expect(inputTextProblem(nest(10_000, 'x\u0000'))).toBe('too-deep');
  });
});

describe('text()', () => {
  const schema = text({ min: 10, max: 20, trim: true, tooShort: 'TEXT_LENGTH', tooLong: 'TEXT_TOO_LONG' });
  const messages = (value: unknown) => {
    const result = schema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('trims, then applies the bounds', () => {
    expect(schema.parse('   bonjour à tous   ')).toBe('bonjour à tous');
    expect(messages('  court  ')).toEqual(['TEXT_LENGTH']);
    expect(messages('x'.repeat(21))).toEqual(['TEXT_TOO_LONG']);
  });

  it('refuses NUL and lone surrogates with INVALID_TEXT alone, before any length rule', () => {
    expect(messages('x\u0000')).toEqual([INVALID_TEXT]);
    expect(messages('\udfff\udfff texte')).toEqual([INVALID_TEXT]);
    expect(messages('x'.repeat(30) + '\u0000')).toEqual([INVALID_TEXT]);
  });

  it('keeps further string rules chained after it', () => {
    const email = text({ max: 100 }).email('AUTH_INVALID_EMAIL');
    expect(email.safeParse('a@b.fr').success).toBe(true);
    expect(email.safeParse('not-an-email').error?.issues[0]?.message).toBe('AUTH_INVALID_EMAIL');
    expect(email.safeParse('a\u0000@b.fr').error?.issues.map((issue) => issue.message)).toEqual([INVALID_TEXT]);
  });
});
