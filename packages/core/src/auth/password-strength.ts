/**
 * How strong a new password must be, as zxcvbn-ts scores it (0 to 4 from its estimate of the
 * guesses needed). 3 is "safely unguessable": over 10^8 guesses, which a throttled online attack
 * never reaches and an offline attack on our slow hashes takes long over. The server scores every
 * password it sets (sign-up, reset, change); the browser scores the same way before sending, with
 * the dictionaries loaded only where a password is chosen.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * The scorer's settings on both sides. zxcvbn's cost grows fast with length and with the letter
 * substitutions it tries (measured on this machine, 128 random characters: 2.5 s with its defaults,
 * 0.1 to 0.2 s with these), so it reads the first 64 characters (the rest can only add strength)
 * and tries at most 3 substitutions, which still catches `P@ssw0rd` and `M0td3p@ss3`.
 */
export const PASSWORD_SCORER_SETTINGS = { maxLength: 64, l33tMaxSubstitutions: 3 } as const;

/** Words of this site a password should not lean on (`arya2026!` scores 3 without them). */
export const SITE_WORDS = ['arya', 'aryacommunity', 'arya community', 'arya trading'] as const;

/** zxcvbn-ts's warning keys (its `translationKeys.warnings`); each is `password:warnings.<key>` on the web. */
export const PASSWORD_WARNINGS = [
  'straightRow',
  'keyPattern',
  'simpleRepeat',
  'extendedRepeat',
  'sequences',
  'recentYears',
  'dates',
  'topTen',
  'topHundred',
  'common',
  'similarToCommon',
  'wordByItself',
  'namesByThemselves',
  'commonNames',
  'userInputs',
  'pwned',
] as const;
/** zxcvbn-ts's suggestion keys; each is `password:suggestions.<key>` on the web. */
export const PASSWORD_SUGGESTIONS = [
  'l33t',
  'reverseWords',
  'allUppercase',
  'capitalization',
  'dates',
  'recentYears',
  'associatedYears',
  'sequences',
  'repeated',
  'longerKeyboardPattern',
  'anotherWord',
  'useWords',
  'noNeed',
  'pwned',
] as const;
export type PasswordWarning = (typeof PASSWORD_WARNINGS)[number];
export type PasswordSuggestion = (typeof PASSWORD_SUGGESTIONS)[number];

/** Why a password is too weak: the `details` of an AUTH_PASSWORD_TOO_WEAK answer, as keys the web translates. */
export interface PasswordFeedback {
  warning: PasswordWarning | null;
  suggestions: PasswordSuggestion[];
}

/** What a scorer says of a password: zxcvbn-ts's result, set up to give keys rather than texts. */
export interface PasswordScore {
  score: number;
  feedback: { warning: string | null; suggestions: string[] };
}

const isWarning = (key: unknown): key is PasswordWarning => typeof key === 'string' && (PASSWORD_WARNINGS as readonly string[]).includes(key);
const isSuggestion = (key: unknown): key is PasswordSuggestion => typeof key === 'string' && (PASSWORD_SUGGESTIONS as readonly string[]).includes(key);

/**
 * Whether an answer's `details` are password feedback of known keys. Without zod on purpose: the
 * web's first load turns errors into text and carries no zod.
 */
export function isPasswordFeedback(value: unknown): value is PasswordFeedback {
  if (typeof value !== 'object' || value === null) return false;
  const { warning, suggestions } = value as Record<string, unknown>;
  return (warning === null || isWarning(warning)) && Array.isArray(suggestions) && suggestions.every(isSuggestion);
}

/**
 * Null for a strong enough password, else why not. A weak password always gets a suggestion: zxcvbn
 * gives none when nothing in particular is wrong (a short random string), so "add words" stands in.
 */
export function passwordWeakness(result: PasswordScore): PasswordFeedback | null {
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const suggestions = result.feedback.suggestions.filter(isSuggestion);
  return { warning: isWarning(result.feedback.warning) ? result.feedback.warning : null, suggestions: suggestions.length ? suggestions : ['anotherWord'] };
}

const withoutAccents = (text: string) => text.normalize('NFD').replace(/\p{M}+/gu, '');

/**
 * What the scorer is told about the member (their e-mail, its parts, their name and its words, with
 * and without accents) and the site, so a password made of them scores as guessable. zxcvbn compares
 * whole words in lower case and does not split them, so the parts are listed too; parts under 3
 * letters are left out.
 */
export function passwordUserInputs(member: { email?: string | undefined; name?: string | undefined }): string[] {
  const email = member.email?.trim().toLowerCase() ?? '';
  const localPart = email.split('@')[0] ?? '';
  const name = member.name?.trim().toLowerCase() ?? '';
  const words = [email, localPart, ...localPart.split(/[^\p{L}\p{N}]+/u), name, ...name.split(/[^\p{L}\p{N}]+/u), name.replace(/[^\p{L}\p{N}]+/gu, '')];
  return [...new Set([...words, ...words.map(withoutAccents), ...SITE_WORDS].filter((word) => word.length >= 3))];
}
