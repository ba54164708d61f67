import { isLanguage, type Language } from '@arya/core/rules';

export interface LanguageChoiceInput {
  /** The language of the page's address. */
  urlLanguage: Language;
  /** The `lang` cookie as it is now. */
  cookie: string | undefined;
  /** The signed-in member, if any. */
  member: { uid: string; defaultLanguage: string } | null;
  /** The member whose DefaultLanguage was already applied in this page's life. */
  appliedFor: string | null;
  /** On a sign-in page, the route guard sends a member on (in their language): wait for the next page. */
  onGuestPage?: boolean;
}

export interface LanguageChoice {
  /** A language to write to the cookie. */
  remember?: Language;
  /** A language to move the page to (the same page under the other prefix). */
  switchTo?: Language;
  /** The new value of `appliedFor`, when it changes. */
  appliedFor?: string | null;
}

/**
 * What to do with the UI language on a page view. A member's DefaultLanguage wins once per sign-in
 * (spec 1 §4: set on authentication), so a later switch from the menu is not undone. A visitor's
 * cookie follows the language of the page they open (spec 1 §9: the choice is written to the
 * cookie): opening /en/register remembers English even where French was remembered before.
 */
export function languageToApply({ urlLanguage, cookie, member, appliedFor, onGuestPage = false }: LanguageChoiceInput): LanguageChoice {
  if (member && onGuestPage) return {};
  if (member && member.uid !== appliedFor) {
    const wanted = isLanguage(member.defaultLanguage) ? member.defaultLanguage : urlLanguage;
    return {
      appliedFor: member.uid,
      ...(cookie !== wanted ? { remember: wanted } : {}),
      ...(wanted !== urlLanguage ? { switchTo: wanted } : {}),
    };
  }
  if (member) return isLanguage(cookie) ? {} : { remember: urlLanguage };
  // A visitor chose the language of the page they opened (an /en/… link, the switch): it is the one remembered.
  return { appliedFor: null, ...(cookie !== urlLanguage ? { remember: urlLanguage } : {}) };
}
