// One file each, not the package's barrels: 'date-fns/locale' loads every locale (0.5 s of each
// web unit test's import under Vitest), and the app only speaks French and English.
import { format } from 'date-fns/format';
import { isSameDay } from 'date-fns/isSameDay';
import { enUS } from 'date-fns/locale/en-US';
import { fr } from 'date-fns/locale/fr';
import { subDays } from 'date-fns/subDays';
import type { Language } from './languages.ts';

const LOCALES = { fr, en: enUS } as const;

/** date-fns's context: reads a date in a time zone. */
export type DateZone = (value: Date | number | string) => Date;

/**
 * Dates are written in the reader's time zone: the browser's own. A server rendering a page for a
 * reader sets the zone that reader's browser said it is in (the web's entry-server.tsx), so both
 * write the same day and time.
 */
let zoneOfRender: (() => DateZone | undefined) | null = null;

export function setDateZoneOfRender(zone: () => DateZone | undefined): void {
  zoneOfRender = zone;
}

/** The zone to write dates in (undefined: the runtime's own); for date-fns's `in` option. */
export function dateZone(): DateZone | undefined {
  return zoneOfRender?.();
}

/** The zone in which dates are written when the reader's is not known yet (a first visit's page, rendered by the server). */
export const DEFAULT_TIME_ZONE = 'Europe/Paris';

export { TIME_ZONE_COOKIE } from './time-zone-cookie.ts';

/** Relative words for today and yesterday; the time follows in the language's clock. */
const RELATIVE_DAY: Record<Language, { today: string; yesterday: string; at: string }> = {
  fr: { today: "Aujourd'hui", yesterday: 'Hier', at: 'à' },
  en: { today: 'Today', yesterday: 'Yesterday', at: 'at' },
};

const FULL_PATTERN: Record<Language, string> = {
  fr: 'd MMMM yyyy, HH:mm',
  en: 'MMMM do yyyy, h:mm a',
};

const TIME_PATTERN: Record<Language, string> = { fr: 'HH:mm', en: 'h:mm a' };

/**
 * Formats a post or comment date as the spec says: French `d MMMM yyyy, HH:mm`, English with an
 * ordinal day and a 12-hour clock; today and yesterday as relative text with the time.
 */
export function formatContentDate(date: Date | string | number, language: Language, now: Date = new Date()): string {
  const value = new Date(date);
  const zone = dateZone();
  const locale = LOCALES[language];
  const words = RELATIVE_DAY[language];
  const time = format(value, TIME_PATTERN[language], { locale, in: zone });
  if (isSameDay(value, now, { in: zone })) return `${words.today} ${words.at} ${time}`;
  if (isSameDay(value, subDays(now, 1, { in: zone }), { in: zone })) return `${words.yesterday} ${words.at} ${time}`;
  return format(value, FULL_PATTERN[language], { locale, in: zone });
}

/** A day-only date for account pages (subscription ends, trial ends). */
export function formatDay(date: Date | string | number, language: Language): string {
  return format(new Date(date), language === 'fr' ? 'd MMMM yyyy' : 'MMMM do yyyy', { locale: LOCALES[language], in: dateZone() });
}
