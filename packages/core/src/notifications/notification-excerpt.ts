import { NOTIFICATION_EXCERPT_LENGTH } from './notifications.constants.ts';

/**
 * A notification's excerpt from plain text: spaces and line breaks collapsed, at most `length`
 * characters (code points: an emoji is never cut in half) with the ellipsis; a longer text is cut
 * after its last whole word that fits (a single word longer than that is cut within it). Null for
 * a text with no words.
 */
export function notificationExcerpt(text: string, length: number = NOTIFICATION_EXCERPT_LENGTH): string | null {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (!flat) return null;
  const characters = Array.from(flat);
  if (characters.length <= length) return flat;
  // Room for the ellipsis; the character after the cut tells whether the cut falls between words.
  const kept = characters.slice(0, length - 1);
  const next = characters[length - 1];
  const whole = next === ' ' ? kept.join('') : kept.join('').replace(/\s+\S*$/, '');
  return `${(whole || kept.join('')).trimEnd()}…`;
}
