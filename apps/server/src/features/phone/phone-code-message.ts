import type { Language } from '@arya/core';

/** The SMS text: short (one segment), the code first so phones offer to fill it in. */
export function phoneCodeMessage(language: Language, code: string): string {
  return language === 'fr'
    ? `${code} est votre code de vérification ARYA Community. Il expire dans 10 minutes.`
    : `${code} is your ARYA Community verification code. It expires in 10 minutes.`;
}
