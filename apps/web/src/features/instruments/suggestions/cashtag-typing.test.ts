import { describe, expect, it } from 'vitest';
import { insertCashtag, typedCashtag } from './cashtag-typing.ts';

/** The tag at the caret, the caret written `|` in the text. */
const at = (marked: string) => typedCashtag(marked.replace('|', ''), marked.indexOf('|'));

describe('the $tag being typed', () => {
  it('is found from a $ and one letter, at the start or after a space or punctuation', () => {
    expect(at('$e|')).toEqual({ start: 0, end: 2, query: 'e' });
    expect(at('Long $eur|')).toEqual({ start: 5, end: 9, query: 'eur' });
    expect(at('Vu ($EUR/U|')).toEqual({ start: 4, end: 10, query: 'EUR/U' });
    expect(at('$MC.P|')).toEqual({ start: 0, end: 5, query: 'MC.P' });
  });

  it('takes the rest of the tag after the caret', () => {
    expect(at('Long $EU|RUSD ce matin')).toEqual({ start: 5, end: 12, query: 'EURUSD' });
  });

  it('is none for a lone $, a price, a $ inside a word or a caret past the tag', () => {
    for (const marked of ['$|', '$1|', '$100|', 'US$d|', '10$e|', '$eur |', '$eur, |', 'eur|']) expect(at(marked), marked).toBeNull();
  });

  it('is none beyond 20 characters (no instrument is written that long)', () => {
    expect(at(`$${'a'.repeat(21)}|`)).toBeNull();
    expect(at(`$${'a'.repeat(20)}|`)?.query).toHaveLength(20);
    expect(at(`$${'a'.repeat(15)}|${'b'.repeat(6)}`)).toBeNull();
  });
});

describe('choosing an instrument', () => {
  it('writes $SYMBOL and a space in place of the tag, the caret after them', () => {
    expect(insertCashtag('Long $eu', { start: 5, end: 8 }, 'EURUSD')).toEqual({ text: 'Long $EURUSD ', caret: 13 });
    expect(insertCashtag('$EU/ ici', { start: 0, end: 4 }, 'EURUSD')).toEqual({ text: '$EURUSD ici', caret: 8 });
    expect(insertCashtag('avant $au, après', { start: 6, end: 9 }, 'XAUUSD')).toEqual({ text: 'avant $XAUUSD , après', caret: 14 });
  });
});
