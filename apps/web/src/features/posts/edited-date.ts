import { dateZone, type Language } from '@arya/core/rules';
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { subDays } from 'date-fns/subDays';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';

const LOCALES = { fr, en: enUS } as const;
// The same patterns as the post dates (spec 1 §9), split so a sentence can be built around them.
const DAY_PATTERN: Record<Language, string> = { fr: 'd MMMM yyyy', en: 'MMMM do yyyy' };
const TIME_PATTERN: Record<Language, string> = { fr: 'HH:mm', en: 'h:mm a' };

export interface EditedDate {
  /** Which sentence to use: "edited today at…", "edited yesterday at…" or "edited on <date> at…". */
  day: 'today' | 'yesterday' | 'date';
  date: string;
  time: string;
}

/** The pieces of the "edited" tooltip, for `t('post.edited_<day>', { date, time })`. */
export function editedDate(value: Date | string | number, language: Language, now: Date = new Date()): EditedDate {
  const when = new Date(value);
  const locale = LOCALES[language];
  const zone = dateZone();
  const time = format(when, TIME_PATTERN[language], { locale, in: zone });
  const day = isSameDay(when, now, { in: zone }) ? 'today' : isSameDay(when, subDays(now, 1, { in: zone }), { in: zone }) ? 'yesterday' : 'date';
  return { day, date: format(when, DAY_PATTERN[language], { locale, in: zone }), time };
}
