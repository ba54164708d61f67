import type { Language } from '@arya/core/rules';
import { differenceInSeconds } from 'date-fns/differenceInSeconds';
import { formatDistanceStrict } from 'date-fns/formatDistanceStrict';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';

const LOCALES = { fr, en: enUS } as const;

/** How long ago a notification came, in words ("Il y a 5 minutes", "3 days ago"); null under a minute ("just now"). */
export function notificationAge(value: string, language: Language, now: Date = new Date()): string | null {
  const when = new Date(value);
  if (differenceInSeconds(now, when) < 60) return null;
  const words = formatDistanceStrict(when, now, { addSuffix: true, locale: LOCALES[language], roundingMethod: 'floor' });
  // It starts the line, as "Aujourd'hui à…" does on posts.
  return words.charAt(0).toUpperCase() + words.slice(1);
}
