/** Zod-free checks of caller text, so the web's first load can use them without the schema library. */

/** The error code (and i18n key) of a text that contains NUL or is not well-formed Unicode. */
export const INVALID_TEXT = 'INVALID_TEXT';

/** NUL, or a UTF-16 surrogate without its pair: PostgreSQL cannot store either as text. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this pattern looks for
const ILL_FORMED = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Text a database can store and any JSON peer can read: no NUL, no lone surrogate. */
export function isCleanText(value: string): boolean {
  return !ILL_FORMED.test(value);
}

/** No request of ours nests JSON deeper than this; deeper bodies are refused rather than walked. */
export const MAX_INPUT_DEPTH = 32;

/**
 * What is wrong with a parsed request part (query, path parameters, JSON body): a string that is
 * not clean text (keys included), nesting deeper than MAX_INPUT_DEPTH, or nothing (null).
 */
export function inputTextProblem(value: unknown, depth = 0): 'unclean' | 'too-deep' | null {
  if (typeof value === 'string') return isCleanText(value) ? null : 'unclean';
  if (value === null || typeof value !== 'object') return null;
  if (depth >= MAX_INPUT_DEPTH) return 'too-deep';
  const items = Array.isArray(value) ? value : Object.entries(value as Record<string, unknown>).flat();
  for (const item of items) {
    const problem = inputTextProblem(item, depth + 1);
    if (problem) return problem;
  }
  return null;
}
