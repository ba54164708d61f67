import { describe, expect, it } from 'vitest';
import { insertAtSelection } from './insert-text.ts';

describe('insertAtSelection', () => {
  it('inserts at the caret and moves the caret after the insertion', () => {
    expect(insertAtSelection('Bonjour tous', '🚀', 8)).toEqual({ text: 'Bonjour 🚀tous', caret: 10 });
  });

  it('replaces the selected text', () => {
    expect(insertAtSelection('Achat BTC', '📈', 6, 9)).toEqual({ text: 'Achat 📈', caret: 8 });
  });

  it('appends when the caret is unknown and keeps positions in range', () => {
    expect(insertAtSelection('abc', '!', null)).toEqual({ text: 'abc!', caret: 4 });
    expect(insertAtSelection('abc', '!', 99)).toEqual({ text: 'abc!', caret: 4 });
    expect(insertAtSelection('abc', '!', 2, 1)).toEqual({ text: 'ab!c', caret: 3 });
  });
});
