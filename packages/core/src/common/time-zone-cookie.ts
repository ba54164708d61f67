/**
 * The cookie where the browser keeps its time zone, for the pages the server renders. A module of
 * its own: the page's small entry (web boot.ts, via boot-answers.ts) needs it without the date library.
 */
export const TIME_ZONE_COOKIE = 'tz';
