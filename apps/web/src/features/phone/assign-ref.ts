import type { Ref } from 'react';

/** Gives a node to a ref received as a prop, whether an object or a callback. */
export function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}
