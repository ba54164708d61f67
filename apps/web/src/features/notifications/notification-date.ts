import type { Language } from '@arya/core';
import { differenceInSeconds, formatDistanceStrict } from 'date-fns';
import { enUS, fr } from 'date-fns/locale';

const LOCALES = { fr, en: enUS } as const;

/** How long ago a notification came, in words ("Il y a 5 minutes", "3 days ago"); null under a minute ("just now"). */
export function notificationAge(value: string, language: Language, now: Date = new Date()): string | null {
  const when = new Date(value);
  if (differenceInSeconds(now, when) < 60) return null;
  const words = formatDistanceStrict(when, now, { addSuffix: true, locale: LOCALES[language], roundingMethod: 'floor' });
  // It starts the line, as "Aujourd'hui à…" does on posts.
  return words.charAt(0).toUpperCase() + words.slice(1);
}
