export interface WriterKey {
  key: string;
  shiftKey: boolean;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
  /** True while an input method (IME) is composing text. */
  isComposing?: boolean;
  /** 229 is what some browsers send for keys handled by an IME. */
  keyCode?: number;
}

export type WriterKeyAction = 'submit' | 'newline' | 'none';

/**
 * The writer's text box: Enter publishes, Shift+Enter breaks the line, and Enter that confirms an
 * IME composition (Japanese, Chinese…) is left to the input method. Ctrl/Cmd+Enter also publish.
 */
export function writerKeyAction(event: WriterKey): WriterKeyAction {
  if (event.key !== 'Enter') return 'none';
  if (event.isComposing || event.keyCode === 229) return 'none';
  if (event.shiftKey) return 'newline';
  if (event.altKey) return 'none';
  return 'submit';
}
