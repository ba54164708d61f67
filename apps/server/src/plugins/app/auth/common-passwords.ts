import { dictionary } from '@zxcvbn-ts/language-common';

let list: Set<string> | null = null;

/**
 * The commonest breached passwords (zxcvbn-ts's list of about 50,000, drawn from public breach
 * corpora; French favourites such as azerty and motdepasse included), loaded on first use.
 */
export function isCommonPassword(password: string): boolean {
  list ??= new Set((dictionary['passwords-common'] ?? []).map((entry) => String(entry).toLowerCase()));
  // Spaces around it or another Unicode spelling of the same letters do not make it less common.
  return list.has(password.normalize('NFKC').trim().toLowerCase());
}
