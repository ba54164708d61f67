import type { Language } from '@arya/core/rules';
import type deferredFr from './fr/deferred.ts';

export type DeferredNamespace = keyof typeof deferredFr;

/** Loaded with the pages and dialogs that use them, one chunk per language (fr/deferred.ts, en/deferred.ts). */
export const DEFERRED_NAMESPACES: readonly DeferredNamespace[] = ['writer', 'ideaWriter', 'backOffice', 'onboarding', 'billing', 'licences', 'referral', 'coins', 'staff', 'security', 'password', 'moderation', 'privacy', 'accountDeletion', 'staffModeration'];

const CATALOGUES: Record<Language, () => Promise<{ default: typeof deferredFr }>> = {
  fr: () => import('./fr/deferred.ts'),
  en: () => import('./en/deferred.ts'),
};

/** One deferred namespace of a language; the module system fetches each language's chunk once. */
export async function loadDeferredNamespace(language: string, namespace: string): Promise<Record<string, unknown>> {
  const load = CATALOGUES[language as Language];
  const catalogue = load ? (await load()).default : undefined;
  const resources = catalogue?.[namespace as DeferredNamespace];
  if (!resources) throw new Error(`No deferred translations for ${language}/${namespace}`);
  return resources;
}
