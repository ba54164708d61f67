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
