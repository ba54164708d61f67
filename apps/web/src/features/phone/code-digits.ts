import { PHONE_CODE_LENGTH } from '@arya/core/rules';

/** The six boxes of the code, each '' or one digit. */
export type CodeDigits = readonly string[];

export const EMPTY_CODE: CodeDigits = Array.from({ length: PHONE_CODE_LENGTH }, () => '');

export function isCodeComplete(digits: CodeDigits): boolean {
  return digits.length === PHONE_CODE_LENGTH && digits.every((digit) => /^\d$/.test(digit));
}

export function withDigit(digits: CodeDigits, index: number, digit: string): CodeDigits {
  return digits.map((current, i) => (i === index ? digit : current));
}

/**
 * What a box holds after an input: '' when emptied, the new digit when one was typed beside the old
 * one (whichever side), or null when nothing usable was typed (a letter, say) and the box stays as it was.
 */
export function typedDigit(previous: string, value: string): string | null {
  if (value === '') return '';
  const digits = value.replace(/\D/g, '');
  if (digits === '') return null;
  if (digits.length === 2 && previous !== '') return digits[0] === previous ? digits[1]! : digits[0]!;
  return digits.at(-1)!;
}
