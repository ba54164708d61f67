import type { KeyboardEvent } from 'react';

/** Spec 2 §5: Enter sends (not with a modifier key, nor while an input method composes); Escape cancels. */
export function commentKeyAction(event: Pick<KeyboardEvent, 'key' | 'shiftKey' | 'ctrlKey' | 'altKey' | 'metaKey'> & { isComposing?: boolean }): 'send' | 'cancel' | null {
  if (event.isComposing) return null;
  if (event.key === 'Escape') return 'cancel';
  if (event.key === 'Enter' && !event.shiftKey && !event.ctrlKey && !event.altKey && !event.metaKey) return 'send';
  return null;
}
