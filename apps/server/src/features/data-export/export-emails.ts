import { DATA_EXPORT_LINK_HOURS, type Language } from '@arya/core';

interface ReadyEmail {
  subject: string;
  text: (input: { name: string; url: string; until: string }) => string;
}

/** "Your copy is ready", in the member's language (a Record over Language: the compiler asks for each). */
export const EXPORT_READY_EMAIL: Record<Language, ReadyEmail> = {
  fr: {
    subject: 'La copie de vos données ARYA est prête',
    text: ({ name, url, until }) =>
      `Bonjour ${name},\n\nLa copie de vos données que vous avez demandée est prête. Téléchargez-la depuis la page Confidentialité de votre compte (connexion requise) :\n${url}\n\nElle reste disponible ${DATA_EXPORT_LINK_HOURS} heures, jusqu'au ${until} (UTC), puis elle est supprimée.\n\nSi vous n'avez rien demandé, changez votre mot de passe et écrivez-nous.\n\nL'équipe ARYA`,
  },
  en: {
    subject: 'Your copy of your ARYA data is ready',
    text: ({ name, url, until }) =>
      `Hello ${name},\n\nThe copy of your data you asked for is ready. Download it from the Privacy page of your account (sign-in required):\n${url}\n\nIt stays available for ${DATA_EXPORT_LINK_HOURS} hours, until ${until} (UTC), then it is deleted.\n\nIf you did not ask for it, change your password and write to us.\n\nThe ARYA team`,
  },
};

/** A date as the e-mail says it: `28/11/2026 14:05` or `2026-11-28 14:05`, UTC. */
export function emailDate(date: Date, language: Language): string {
  const iso = date.toISOString();
  const [day, time] = [iso.slice(0, 10), iso.slice(11, 16)];
  if (language === 'en') return `${day} ${time}`;
  const [year, month, dayOfMonth] = day.split('-');
  return `${dayOfMonth}/${month}/${year} ${time}`;
}
