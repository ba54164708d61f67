import { describe, expect, it } from 'vitest';
import { translationInto } from './translations.ts';

describe('translationInto', () => {
  it('gives the translation into the reader language when the text is in another', () => {
    expect(translationInto({ TextLang: 'fr', TextLocalizations: { en: 'Buyer above 1.0820' } }, 'en')).toBe('Buyer above 1.0820');
  });

  it('gives nothing when the text is already in the reader language', () => {
    expect(translationInto({ TextLang: 'en', TextLocalizations: { en: 'Same', fr: 'Pareil' } }, 'en')).toBeNull();
  });

  it('gives nothing without a translation into the reader language, or without a known language', () => {
    expect(translationInto({ TextLang: 'fr', TextLocalizations: { fr: 'Acheteur' } }, 'en')).toBeNull();
    expect(translationInto({ TextLang: null, TextLocalizations: { en: 'Buyer' } }, 'en')).toBeNull();
    expect(translationInto({ TextLang: 'fr', TextLocalizations: { en: '  ' } }, 'en')).toBeNull();
  });

  it('offers a translation of a text in a third language', () => {
    expect(translationInto({ TextLang: 'de', TextLocalizations: { fr: 'Acheteur' } }, 'fr')).toBe('Acheteur');
  });
});
