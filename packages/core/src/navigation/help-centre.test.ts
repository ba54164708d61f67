import { describe, expect, it } from 'vitest';
import { helpCentreTarget, supportPath } from './help-centre.ts';

const LINKS = { fr: 'https://help.example/fr/knowledge', en: 'https://help.example/en/knowledge' };

describe('supportPath', () => {
  it('opens /support in the language with the knowledge section of that language', () => {
    expect(supportPath('fr', LINKS)).toBe('/support?redirect_url=https%3A%2F%2Fhelp.example%2Ffr%2Fknowledge');
    expect(supportPath('en', LINKS)).toBe('/en/support?redirect_url=https%3A%2F%2Fhelp.example%2Fen%2Fknowledge');
  });

  it('carries an address the support page then follows', () => {
    const requested = new URLSearchParams(supportPath('en', LINKS).split('?')[1]).get('redirect_url');
    expect(helpCentreTarget(requested, LINKS, 'fr')).toBe(LINKS.en);
  });
});

describe('helpCentreTarget', () => {
  it('follows a configured help-centre address', () => {
    expect(helpCentreTarget(LINKS.fr, LINKS, 'en')).toBe(LINKS.fr);
    expect(helpCentreTarget(LINKS.en, LINKS, 'fr')).toBe(LINKS.en);
  });

  it("never follows another address: the current language's help centre instead", () => {
    for (const requested of ['https://evil.example/', 'https://help.example/fr/knowledge/../../x', `${LINKS.fr}?x=1`, 'javascript:alert(1)', '', null, undefined]) {
      expect(helpCentreTarget(requested, LINKS, 'fr')).toBe(LINKS.fr);
      expect(helpCentreTarget(requested, LINKS, 'en')).toBe(LINKS.en);
    }
  });
});
