import { dateZone, type Language } from '@arya/core/rules';
import { format } from 'date-fns/format';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';

const LOCALES = { fr, en: enUS } as const;
// The post date patterns (spec 2 §9), with words between day and time so they read as a sentence.
const PATTERN: Record<Language, string> = { fr: "d MMMM yyyy 'à' HH:mm", en: "MMMM do yyyy 'at' h:mm a" };

/** A validity end or a deadline, as a full date and time (never "today": it follows "expires on"). */
export function formatExpiry(date: Date | string, language: Language): string {
  return format(new Date(date), PATTERN[language], { locale: LOCALES[language], in: dateZone() });
}
