/**
 * Password rules both sides apply besides the length bounds (NIST SP 800-63B §3.1.1.2: no
 * composition rules, but refuse what an attacker tries first). The server also refuses passwords
 * found in its list of the commonest breached passwords, which the web does not download.
 */
export type PasswordProblem = 'AUTH_PASSWORD_IS_EMAIL' | 'AUTH_PASSWORD_TOO_COMMON';

/** The e-mail address itself, or the part before the @, in any case. */
export function passwordMatchesEmail(password: string, email: string): boolean {
  const candidate = password.trim().toLowerCase();
  const address = email.trim().toLowerCase();
  const localPart = address.split('@')[0] ?? '';
  return candidate === address || (localPart.length > 0 && candidate === localPart);
}

/** One character repeated (eight spaces, `aaaaaaaa`): as weak as a common password. */
export function isRepetitive(password: string): boolean {
  return new Set(password).size <= 1;
}

export function passwordProblem(password: string, email: string): PasswordProblem | null {
  if (passwordMatchesEmail(password, email)) return 'AUTH_PASSWORD_IS_EMAIL';
  if (isRepetitive(password)) return 'AUTH_PASSWORD_TOO_COMMON';
  return null;
}
