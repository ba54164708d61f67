import { AUTH_ERROR_CODES, API_ERROR_CODES, PASSWORD_SUGGESTIONS, PASSWORD_WARNINGS } from '@arya/core/rules';
import { describe, expect, it } from 'vitest';
import { BUNDLED_NAMESPACES } from './bundled.ts';
import { DEFERRED_NAMESPACES, loadDeferredNamespace } from './deferred.ts';
import { resources } from './index.ts';
import { PAGE_OWNED_NAMESPACES } from './page-owned.ts';

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation catalogues', () => {
  it('have the same namespaces in French and English', () => {
    expect(Object.keys(resources.en).sort()).toEqual(Object.keys(resources.fr).sort());
  });

  it('put each namespace in one place: the main chunk, the deferred one or its pages\' chunk', () => {
    const split = [...BUNDLED_NAMESPACES, ...DEFERRED_NAMESPACES, ...PAGE_OWNED_NAMESPACES];
    expect(new Set(split).size, 'a namespace in both lists').toBe(split.length);
    expect([...split].sort()).toEqual(Object.keys(resources.fr).sort());
  });

  it('load each deferred namespace of each language, and refuse an unknown one', async () => {
    for (const language of ['fr', 'en'] as const) {
      for (const namespace of DEFERRED_NAMESPACES) expect(await loadDeferredNamespace(language, namespace)).toEqual(resources[language][namespace]);
    }
    await expect(loadDeferredNamespace('de', 'billing')).rejects.toThrow();
    await expect(loadDeferredNamespace('fr', 'common')).rejects.toThrow();
  });

  for (const namespace of Object.keys(resources.fr) as (keyof typeof resources.fr)[]) {
    it(`have the same keys in the ${namespace} namespace`, () => {
      const fr = keysOf(resources.fr[namespace]).sort();
      const en = keysOf(resources.en[namespace]).sort();
      expect(en.filter((key) => !fr.includes(key)), 'keys only in English').toEqual([]);
      expect(fr.filter((key) => !en.includes(key)), 'keys only in French').toEqual([]);
    });
  }

  it('have no empty text', () => {
    for (const language of ['fr', 'en'] as const) {
      for (const [namespace, catalogue] of Object.entries(resources[language])) {
        for (const key of keysOf(catalogue)) {
          const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], catalogue);
          expect(typeof text === 'string' && text.trim().length > 0, `${language} ${namespace}:${key}`).toBe(true);
        }
      }
    }
  });

  it('give French plurals their one, many and other forms', () => {
    // French has a "many" form (1 000 000 de publications): i18next picks it, and falls back to nothing without it.
    expect(new Intl.PluralRules('fr').resolvedOptions().pluralCategories).toContain('many');
    for (const [namespace, catalogue] of Object.entries(resources.fr)) {
      const keys = keysOf(catalogue);
      const plurals = new Set(keys.filter((key) => /_(one|many|other)$/.test(key)).map((key) => key.replace(/_(one|many|other)$/, '')));
      for (const base of plurals) {
        for (const form of ['one', 'many', 'other']) expect(keys, `fr ${namespace}:${base}_${form}`).toContain(`${base}_${form}`);
      }
    }
  });

  it("translate every reason and suggestion zxcvbn gives for a weak password", () => {
    for (const language of ['fr', 'en'] as const) {
      expect(Object.keys(resources[language].password.warnings).sort(), language).toEqual([...PASSWORD_WARNINGS].sort());
      expect(Object.keys(resources[language].password.suggestions).sort(), language).toEqual([...PASSWORD_SUGGESTIONS].sort());
    }
  });

  it('translate every API and auth error code', () => {
    for (const code of [...API_ERROR_CODES, ...AUTH_ERROR_CODES, 'GENERAL_PROBLEM', 'NETWORK_ERROR']) {
      expect(resources.fr.errors, code).toHaveProperty(code);
      expect(resources.en.errors, code).toHaveProperty(code);
    }
  });
});
