import type { Language } from '@arya/core';

interface ResetEmail {
  subject: string;
  text: (input: { name: string; url: string }) => string;
}

// A Record over Language makes the compiler demand every language.
export const PASSWORD_RESET_EMAIL: Record<Language, ResetEmail> = {
  fr: {
    subject: 'Réinitialisation de votre mot de passe ARYA',
    text: ({ name, url }) =>
      `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien (valable une heure) :\n${url}\n\nSi vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.\n\nL'équipe ARYA`,
  },
  en: {
    subject: 'Reset your ARYA password',
    text: ({ name, url }) =>
      `Hello ${name},\n\nTo choose a new password, open this link (valid for one hour):\n${url}\n\nIf you did not ask for this, ignore this message: your password stays the same.\n\nThe ARYA team`,
  },
};
