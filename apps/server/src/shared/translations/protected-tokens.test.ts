import type { Language } from '@arya/core';
import { describe, expect, it } from 'vitest';
import { protect, restore } from './protected-tokens.ts';

const NARROW_NBSP = '\u202F';

/** A provider that translates words and leaves the spans alone, as DeepL and LibreTranslate do. */
function provider(words: Record<string, string>): (markup: string) => string {
  return (markup) =>
    markup
      .split(/(<span[^>]*>[\s\S]*?<\/span>)/)
      .map((part, index) => (index % 2 === 1 ? part : Object.entries(words).reduce((text, [word, translation]) => text.replaceAll(word, translation), part)))
      .join('');
}

function translate(text: string, from: Language, to: Language, words: Record<string, string>, html = false): string | null {
  const source = protect(text, from, { html });
  return restore(provider(words)(source.markup), source, from, to, { html });
}

function tokensOf(text: string, from: Language, html = false): string[] {
  return protect(text, from, { html }).tokens;
}

describe('protect', () => {
  it('wraps addresses, without the punctuation that follows them', () => {
    expect(tokensOf('Voir https://arya.app/p/12?a=1&b=2. Et www.tradingview.com/x/AbC, ou (https://fr.wikipedia.org/wiki/Doji_(bougie)) !', 'fr')).toEqual([
      'https://arya.app/p/12?a=1&b=2',
      'www.tradingview.com/x/AbC',
      'https://fr.wikipedia.org/wiki/Doji_(bougie)',
    ]);
    expect(tokensOf('Écris à contact@arya.app ?', 'fr')).toEqual(['contact@arya.app']);
  });

  it('wraps mentions, cashtags and currency pairs', () => {
    expect(tokensOf('@julien_trader, @marie.l-b. regarde $AAPL, $BTC.X et $tsla.', 'fr')).toEqual(['@julien_trader', '@marie.l-b', '$AAPL', '$BTC.X', '$tsla']);
    expect(tokensOf("l'EUR/USD, XAU/USD et BTC/USDT mais pas et/ou", 'fr')).toEqual(['EUR/USD', 'XAU/USD', 'BTC/USDT']);
  });

  it('wraps emoji whole: skin tones, ZWJ sequences, flags, keycaps, a run as one', () => {
    expect(tokensOf('Top 👍🏽 et 👨‍💻, 🇫🇷 contre 🇺🇸, 1️⃣ puis 🚀🚀🚀 ❤️', 'fr')).toEqual(['👍🏽', '👨‍💻', '🇫🇷', '🇺🇸', '1️⃣', '🚀🚀🚀', '❤️']);
  });

  it('wraps French numbers: decimal comma, grouped with spaces, signs and percents', () => {
    expect(tokensOf(`1,0950 puis 60 000, 60\u00A0000, 60${NARROW_NBSP}000, 2 400,50, +18 %, -0,5, 18%, 195 en 2026`, 'fr')).toEqual([
      '1,0950',
      '60 000',
      '60\u00A0000',
      `60${NARROW_NBSP}000`,
      '2 400,50',
      '+18 %',
      '-0,5',
      '18%',
      '195',
      '2026',
    ]);
  });

  it('wraps English numbers: decimal point, grouped with commas', () => {
    expect(tokensOf('1.0950 then 60,000, 2,400.50, +18%, -0.5, 195 in 2026', 'en')).toEqual(['1.0950', '60,000', '2,400.50', '+18%', '-0.5', '195', '2026']);
  });

  it('leaves numbers glued to words, and keeps a dotted series whole', () => {
    expect(tokensOf('10k en H4 le 1er, rdv à 14h30, version 1.2.3', 'fr')).toEqual(['1.2.3']);
  });

  it('escapes the text and turns newlines into <br>', () => {
    expect(protect('Le CAC < 8000 & le DAX > 18000\nfin', 'fr', { html: false }).markup).toBe(
      'Le CAC &lt; <span translate="no" data-t="0">8000</span> &amp; le DAX &gt; <span translate="no" data-t="1">18000</span><br>fin',
    );
  });

  it('finds tokens in a comment\'s text, never in its tags', () => {
    const source = protect('<p>Merci <strong>@max</strong>, voir <a href="https://arya.app/p/1?a=1&amp;b=2">l&#39;analyse à 1,0950</a></p>', 'fr', { html: true });
    expect(source.tokens).toEqual(['@max', '1,0950']);
    expect(source.markup).toBe(
      '<p>Merci <strong><span translate="no" data-t="0">@max</span></strong>, voir <a href="https://arya.app/p/1?a=1&amp;b=2">l\'analyse à <span translate="no" data-t="1">1,0950</span></a></p>',
    );
  });
});

describe('restore', () => {
  it('translates French into English, numbers written the English way', () => {
    const words = { 'Je reste acheteur sur': 'I remain a buyer of', 'tant que': 'as long as', tient: 'holds', objectif: 'target', puis: 'then' };
    expect(translate("Je reste acheteur sur l'EUR/USD tant que 1,0820 tient 🚀", 'fr', 'en', { ...words, "l'": 'the ' })).toBe('I remain a buyer of the EUR/USD as long as 1.0820 holds 🚀');
    expect(translate('objectif 60 000 puis 2 400,50 (+18 %), stop -0,5', 'fr', 'en', words)).toBe('target 60,000 then 2,400.50 (+18%), stop -0.5');
    // Grouped only when the source was: 10000 stays 10000.
    expect(translate('objectif 10000', 'fr', 'en', words)).toBe('target 10000');
  });

  it('translates English into French, groups split by narrow no-break spaces', () => {
    const words = { 'Took profits at': 'Bénéfices pris à', up: 'en hausse de', on: 'sur', then: 'puis' };
    expect(translate('Took profits at 2,400.50, up 18% on $AAPL', 'en', 'fr', words)).toBe(`Bénéfices pris à 2${NARROW_NBSP}400,50, en hausse de 18${NARROW_NBSP}% sur $AAPL`);
    expect(translate('1.0950 then 60,000', 'en', 'fr', words)).toBe(`1,0950 puis 60${NARROW_NBSP}000`);
  });

  it('reads 1,095 as the source language does', () => {
    expect(translate('1,095', 'fr', 'en', {})).toBe('1.095');
    expect(translate('1,095', 'en', 'fr', {})).toBe(`1${NARROW_NBSP}095`);
  });

  it('passes a number in the other grammar through as written', () => {
    expect(translate('cible 1.0950', 'fr', 'en', { cible: 'target' })).toBe('target 1.0950');
  });

  it('gives back the text itself when nothing was translated', () => {
    for (const text of ["Je reste acheteur sur l'EUR/USD tant que 1,0820 tient 🚀", 'a < b && c > d\n\n  retrait 👨‍💻 @x https://x.y/?a=1&b=2', '']) {
      const source = protect(text, 'fr', { html: false });
      expect(restore(source.markup, source, 'fr', 'fr', { html: false })).toBe(text);
    }
  });

  it('keeps <, & and > of a plain text as characters', () => {
    expect(translate('Le CAC < 8000 & le DAX > 18000', 'fr', 'en', { Le: 'The', le: 'the' })).toBe('The CAC < 8000 & the DAX > 18000');
  });

  it('keeps newlines, whatever the provider does around its <br>', () => {
    const source = protect('ligne 1\nligne 2\n\nfin', 'fr', { html: false });
    const output = source.markup.replaceAll('ligne', 'line').replace('fin', 'end').replace('<br><br>', '<br/>\n<br />').replace('<br>', '<BR>\n');
    expect(restore(output, source, 'fr', 'en', { html: false })).toBe('line 1\nline 2\n\nend');
  });

  it('keeps a comment\'s link, bold and line breaks', () => {
    const comment = '<p>Merci <strong>@max</strong> pour <a href="https://arya.app/p/1?a=1&amp;b=2">l&#39;analyse</a> sur 1,0950 &amp; 60&nbsp;000</p>\n<p>ligne 1\nligne 2<br />fin</p>';
    const words = { Merci: 'Thanks', pour: 'for', "l'analyse": 'the analysis', sur: 'on', ligne: 'line', fin: 'end' };
    expect(translate(comment, 'fr', 'en', words, true)).toBe(
      '<p>Thanks <strong>@max</strong> for <a href="https://arya.app/p/1?a=1&amp;b=2">the analysis</a> on 1.0950 &amp; 60,000</p>\n<p>line 1\nline 2<br />end</p>',
    );
  });

  it('escapes restored tokens in a comment', () => {
    expect(translate('<p>voir https://x.y/?a=1&amp;b=2</p>', 'fr', 'en', { voir: 'see' }, true)).toBe('<p>see https://x.y/?a=1&amp;b=2</p>');
  });

  it('accepts spans moved, their attributes re-ordered and re-quoted', () => {
    const source = protect('Belle cassure sur $AAPL, objectif 195', 'fr', { html: false });
    const output = "Nice breakout on <span data-t='1' translate='no'>195</span> target for <span data-t=0 translate=no>$AAPL</span>";
    expect(restore(output, source, 'fr', 'en', { html: false })).toBe('Nice breakout on 195 target for $AAPL');
  });

  it('refuses a token altered, dropped, unwrapped, duplicated or swapped', () => {
    const source = protect('Achat à 1,0820, vente à 1,0950', 'fr', { html: false });
    const good = source.markup.replace('Achat à', 'Buy at').replace('vente à', 'sell at');
    expect(restore(good, source, 'fr', 'en', { html: false })).toBe('Buy at 1.0820, sell at 1.0950');

    expect(restore(good.replace('>1,0820<', '>1.0820<'), source, 'fr', 'en', { html: false })).toBeNull();
    expect(restore(good.replace(/<span[^>]*data-t="1"[^>]*>.*?<\/span>/, ''), source, 'fr', 'en', { html: false })).toBeNull();
    expect(restore(good.replace(/<span[^>]*data-t="1"[^>]*>(.*?)<\/span>/, '$1'), source, 'fr', 'en', { html: false })).toBeNull();
    expect(restore(`${good} ${good}`, source, 'fr', 'en', { html: false })).toBeNull();
    expect(restore(good.replace('>1,0820<', '>X<').replace('>1,0950<', '>1,0820<').replace('>X<', '>1,0950<'), source, 'fr', 'en', { html: false })).toBeNull();
    expect(restore(good.replace('data-t="1"', 'data-t="7"'), source, 'fr', 'en', { html: false })).toBeNull();
  });

  it('refuses an output more than three times as long as what was sent', () => {
    const source = protect('Merci pour 1,0950', 'fr', { html: false });
    expect(restore(`${source.markup} ${'bla '.repeat(source.markup.length)}`, source, 'fr', 'en', { html: false })).toBeNull();
  });
});
