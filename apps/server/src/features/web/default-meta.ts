import type { Language } from '@arya/core';
import type { PageMeta } from '../../plugins/app/pages.ts';

const DESCRIPTION: Record<Language, string> = {
  fr: "ARYA, la communauté des investisseurs et traders : idées de trading, actualités, coachs et discussions entre membres.",
  en: 'ARYA, the community of investors and traders: trading ideas, news, coaches and conversations between members.',
};

/** The title and description of a page that has no preview of its own (search engines and link previews). */
export function defaultPageMeta(language: Language, url: string): PageMeta {
  return { title: 'ARYA Community', description: DESCRIPTION[language], url, image: null, type: 'website' };
}
