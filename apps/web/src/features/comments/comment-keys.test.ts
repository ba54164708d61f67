import { describe, expect, it } from 'vitest';
import { commentKeyAction } from './comment-keys.ts';

const key = (key: string, modifiers: Partial<Record<'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey' | 'isComposing', boolean>> = {}) =>
  commentKeyAction({ key, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false, ...modifiers });

describe('commentKeyAction', () => {
  it('sends on Enter alone and cancels on Escape', () => {
    expect(key('Enter')).toBe('send');
    expect(key('Escape')).toBe('cancel');
  });

  it('leaves Enter with a modifier, while composing, and other keys to the text box', () => {
    for (const modifier of ['shiftKey', 'ctrlKey', 'altKey', 'metaKey', 'isComposing'] as const) expect(key('Enter', { [modifier]: true })).toBeNull();
    expect(key('a')).toBeNull();
  });
});
