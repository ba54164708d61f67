import { localizePath, type Language } from '../common/languages.ts';

/** The query of /support naming where the help centre opens (spec 1 §2). */
export const SUPPORT_REDIRECT_PARAM = 'redirect_url';

export type HelpCentreLinks = Readonly<Record<Language, string>>;

/** The menu's help entry: /support, with the knowledge section of the current language to open. */
export function supportPath(language: Language, links: HelpCentreLinks): string {
  return `${localizePath('/support', language)}?${SUPPORT_REDIRECT_PARAM}=${encodeURIComponent(links[language])}`;
}

/**
 * Where /support sends the member: the requested address only when it is one of the configured
 * help-centre addresses (never an open redirect), else the current language's.
 */
export function helpCentreTarget(requested: string | null | undefined, links: HelpCentreLinks, language: Language): string {
  const configured = Object.values(links);
  return requested && configured.includes(requested) ? requested : links[language];
}
