import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

/**
 * The commonest breached passwords (zxcvbn-ts's list of about 50,000, drawn from public breach
 * corpora; French favourites such as azerty and motdepasse included), loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set((dictionary['passwords-common'] ?? []).map((entry) => String(entry).toLowerCase()));
  return list.has(password.toLowerCase());
}
