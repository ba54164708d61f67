import { TIME_ZONE_COOKIE } from '../common/time-zone-cookie.ts';
/**
 * The answers of a page's first API calls, written by the server into the HTML it serves and read
 * by the web before it calls the API (the first screen then needs no round trip).
 */
export interface BootAnswer {
  method: string;
  /** As core's endpointUrl builds it, so the web finds an answer by its own address. */
  url: string;
  status: number;
  body: unknown;
}

/** The id of the JSON data block that carries them. */
export const BOOT_ANSWERS_ELEMENT_ID = 'boot-answers';

/** The id of the page's data block holding what its server render used (issue 26): the queries' answers and the render's time. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id of the data block naming the chunks of a page the server drew (JSON array of `/assets/…`
 * paths): the browser fetches them once that page is painted, with the app's code.
 */
export const PAGE_CHUNKS_ELEMENT_ID = 'page-chunks';

/** What the browser needs to hydrate a page rendered on the server exactly as it was rendered. */
export interface PageState {
  /** TanStack Query's dehydrated cache (opaque to the server). */
  queries: unknown;
  /** The time the page was rendered at, in milliseconds (countdowns and ages are written with it). */
  time: number;
  /** The time zone its dates are written in (IANA name). */
  timeZone: string;
  /** The parts of the page with a chunk of their own (the web's app/parts.ts), loaded before it is hydrated. */
  parts: string[];
}

/** The cookie that remembers the mobile-app banner was closed (read by the page's render, on the server too). */
export const MOBILE_BANNER_COOKIE = 'downloadMobileBannerClosed';

/**
 * The cookies a page's HTML depends on: the server renders with them and keeps a visitor's page per
 * their values. A component reading another cookie in its render would differ from the server's.
 */
export const RENDERED_COOKIES = [MOBILE_BANNER_COOKIE, TIME_ZONE_COOKIE] as const;
