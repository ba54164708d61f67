import { z } from 'zod';
import { INVALID_TEXT, isCleanText } from './clean-text.ts';

export interface TextOptions {
  /** Upper bound in UTF-16 code units; every text input has one. */
  max: number;
  min?: number;
  /** Trim surrounding white space before the length checks. */
  trim?: boolean;
  /** Messages (error codes or i18n keys) of the length checks. */
  tooShort?: string;
  tooLong?: string;
}

/**
 * The one schema of text a caller sends (body, query string, path parameter), on the server and in
 * web forms: NUL and ill-formed strings are refused first (INVALID_TEXT), then the bounds apply.
 * Chain further string rules (`.email()`, `.regex()`) on the result.
 */
export function text({ max, min, trim = false, tooShort, tooLong }: TextOptions): z.ZodString {
  let schema = z.string().refine(isCleanText, { message: INVALID_TEXT, abort: true });
  if (trim) schema = schema.trim();
  if (min !== undefined) schema = schema.min(min, tooShort);
  return schema.max(max, tooLong);
}
