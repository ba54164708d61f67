import type { CurrentUser } from '@arya/core/contract';
import { canOpenIdeas, readerAccessOf } from '@arya/core/rules';

/**
 * Whether a member may open the ideas page (spec 1 §4, spec 2 §6): an active trial or
 * subscription, or staff. Visitors may not. The server holds the same rule (403 IDEAS_LOCKED).
 */
export function mayOpenIdeas(user: CurrentUser | null, now: Date = new Date()): boolean {
  // The language only matters to which news a reader gets, not to opening the page.
  return user !== null && canOpenIdeas(readerAccessOf({ ...user, language: user.defaultLanguage }, now));
}
