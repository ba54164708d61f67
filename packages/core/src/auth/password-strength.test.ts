import { describe, expect, it } from 'vitest';
import { isPasswordFeedback, MIN_PASSWORD_SCORE, passwordUserInputs, passwordWeakness } from './password-strength.ts';

describe('passwordWeakness', () => {
  it('accepts a score of 3 or more', () => {
    expect(MIN_PASSWORD_SCORE).toBe(3);
    expect(passwordWeakness({ score: 3, feedback: { warning: null, suggestions: [] } })).toBeNull();
    expect(passwordWeakness({ score: 4, feedback: { warning: 'common', suggestions: ['anotherWord'] } })).toBeNull();
  });

  it("refuses a score under 3 with zxcvbn's reason and suggestions", () => {
    expect(passwordWeakness({ score: 1, feedback: { warning: 'common', suggestions: ['anotherWord', 'capitalization'] } })).toEqual({
      warning: 'common',
      suggestions: ['anotherWord', 'capitalization'],
    });
  });

  it('always gives a suggestion, and keeps only the keys the web can translate', () => {
    expect(passwordWeakness({ score: 2, feedback: { warning: null, suggestions: [] } })).toEqual({ warning: null, suggestions: ['anotherWord'] });
    expect(passwordWeakness({ score: 0, feedback: { warning: 'Some text', suggestions: ['A sentence', 'repeated'] } })).toEqual({ warning: null, suggestions: ['repeated'] });
  });
});

describe('passwordUserInputs', () => {
  it('lists the e-mail, its parts, the name, its words, without accents too, and the site', () => {
    const inputs = passwordUserInputs({ email: ' Ines.Lefevre+arya@Example.com ', name: 'Inès Lefèvre' });
    expect(inputs).toEqual(
      expect.arrayContaining(['ines.lefevre+arya@example.com', 'ines.lefevre+arya', 'ines', 'lefevre', 'inès lefèvre', 'inès', 'lefèvre', 'inèslefèvre', 'ineslefevre', 'arya']),
    );
  });

  it('leaves out parts under three letters and repeats nothing', () => {
    const inputs = passwordUserInputs({ email: 'jo.li@x.fr', name: 'Jo Li' });
    expect(inputs.every((word) => word.length >= 3)).toBe(true);
    expect(new Set(inputs).size).toBe(inputs.length);
  });

  it('works without a member (a reset link whose member is unknown)', () => {
    expect(passwordUserInputs({})).toEqual(['arya', 'aryacommunity', 'arya community', 'arya trading']);
  });
});

describe('isPasswordFeedback', () => {
  it('accepts feedback of known keys only', () => {
    expect(isPasswordFeedback({ warning: 'common', suggestions: ['anotherWord'] })).toBe(true);
    expect(isPasswordFeedback({ warning: null, suggestions: [] })).toBe(true);
    expect(isPasswordFeedback({ warning: 'toString', suggestions: [] })).toBe(false);
    expect(isPasswordFeedback({ warning: null, suggestions: ['Add a word'] })).toBe(false);
    expect(isPasswordFeedback({ warning: null })).toBe(false);
    expect(isPasswordFeedback(null)).toBe(false);
    expect(isPasswordFeedback('common')).toBe(false);
  });
});
