import { describe, expect, it } from 'vitest';
import { EMPTY_CODE, isCodeComplete, typedDigit, withDigit } from './code-digits.ts';

describe('the code boxes', () => {
  it('start as six empty boxes and are complete with six digits', () => {
    expect(EMPTY_CODE).toEqual(['', '', '', '', '', '']);
    expect(isCodeComplete(EMPTY_CODE)).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', ''])).toBe(false);
    expect(isCodeComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
  });

  it('change one box at a time', () => {
    expect(withDigit(EMPTY_CODE, 2, '7')).toEqual(['', '', '7', '', '', '']);
  });

  it('keep the digit just typed, whichever side of the old one', () => {
    expect(typedDigit('', '4')).toBe('4');
    expect(typedDigit('3', '35')).toBe('5');
    expect(typedDigit('3', '53')).toBe('5');
    expect(typedDigit('3', '')).toBe('');
  });

  it('ignore anything but digits', () => {
    expect(typedDigit('', 'a')).toBeNull();
    expect(typedDigit('3', '3a')).toBe('3');
    expect(typedDigit('', ' ')).toBeNull();
  });
});
