import type { Language } from '@arya/core/rules';
import type bundledFr from './fr/bundled.ts';

/** What a language's bundled namespaces hold (fr/bundled.ts, en/bundled.ts). */
export type BundledCatalogue = typeof bundledFr;

/**
 * The namespaces a first screen may show: the app loads them in the page's language before it draws
 * anything (the server names their chunk with the app's), and the other language's when the member
 * switches to it. The others load with the pages and dialogs that use them (deferred.ts).
 */
export const BUNDLED_NAMESPACES = ['common', 'auth', 'errors', 'pages', 'account', 'posts', 'notifications', 'people', 'search', 'ideas', 'phone'] as const satisfies readonly (keyof BundledCatalogue)[];

/** One chunk per language; the build reads these lines (apps/web/build/page-chunks-plugin.ts). */
const CATALOGUES: Record<Language, () => Promise<{ default: BundledCatalogue }>> = {
  fr: () => import('./fr/bundled.ts'),
  en: () => import('./en/bundled.ts'),
};

/** A language's bundled namespaces. */
export async function loadBundledCatalogue(language: Language): Promise<BundledCatalogue> {
  return (await CATALOGUES[language]()).default;
}

export const isBundledNamespace = (namespace: string): namespace is (typeof BUNDLED_NAMESPACES)[number] => (BUNDLED_NAMESPACES as readonly string[]).includes(namespace);
