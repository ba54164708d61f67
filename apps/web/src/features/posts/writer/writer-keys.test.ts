import { describe, expect, it } from 'vitest';
import { writerKeyAction } from './writer-keys.ts';

describe('writerKeyAction', () => {
  it('submits on Enter', () => {
    expect(writerKeyAction({ key: 'Enter', shiftKey: false })).toBe('submit');
  });

  it('breaks the line on Shift+Enter', () => {
    expect(writerKeyAction({ key: 'Enter', shiftKey: true })).toBe('newline');
  });

  it('leaves Enter to the input method while composing', () => {
    expect(writerKeyAction({ key: 'Enter', shiftKey: false, isComposing: true })).toBe('none');
    expect(writerKeyAction({ key: 'Enter', shiftKey: false, keyCode: 229 })).toBe('none');
  });

  it('also submits on Ctrl/Cmd+Enter and ignores Alt+Enter and other keys', () => {
    expect(writerKeyAction({ key: 'Enter', shiftKey: false, ctrlKey: true })).toBe('submit');
    expect(writerKeyAction({ key: 'Enter', shiftKey: false, metaKey: true })).toBe('submit');
    expect(writerKeyAction({ key: 'Enter', shiftKey: false, altKey: true })).toBe('none');
    expect(writerKeyAction({ key: 'a', shiftKey: false })).toBe('none');
  });
});
