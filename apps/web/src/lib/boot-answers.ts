import { BOOT_ANSWERS_ELEMENT_ID, type BootAnswer } from '@arya/core/rules';

export interface BootAnswers {
  /** The answer to the first call of `method url`, once; later calls (a refetch) go to the network. */
  take(method: string, url: string): BootAnswer | undefined;
  /** Forgets the answers not used yet (after a sign-in or sign-out they are someone else's). */
  drop(): void;
}

/** The answers of a page's data block; anything unreadable is no answer at all. */
export function parseBootAnswers(text: string | null | undefined): BootAnswers {
  const answers = new Map<string, BootAnswer>();
  try {
    const list: unknown = text ? JSON.parse(text) : [];
    if (Array.isArray(list)) {
      for (const item of list as BootAnswer[]) {
        if (typeof item?.method === 'string' && typeof item.url === 'string' && typeof item.status === 'number') answers.set(`${item.method} ${item.url}`, item);
      }
    }
  } catch {
    // The page asks the API as usual.
  }
  return {
    take(method, url) {
      const key = `${method} ${url}`;
      const answer = answers.get(key);
      answers.delete(key);
      return answer;
    },
    drop: () => answers.clear(),
  };
}

let pageAnswers: BootAnswers | null = null;

/** The text of one of the page's JSON data blocks, read once: the block leaves the page as it is read. */
export function takeDataBlock(id: string): string | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(id);
  element?.remove();
  return element?.textContent ?? null;
}

function fromPage(): BootAnswers {
  pageAnswers ??= parseBootAnswers(takeDataBlock(BOOT_ANSWERS_ELEMENT_ID));
  return pageAnswers;
}

/** The page's first API answers, written by the server into the HTML, so the first screen needs no round trip. */
export const takeBootAnswer = (method: string, url: string) => fromPage().take(method, url);
export const dropBootAnswers = () => fromPage().drop();
