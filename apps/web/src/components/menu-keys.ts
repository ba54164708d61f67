/**
 * Where the focus goes in a menu of `count` items on a key press (WAI-ARIA menu pattern): arrows
 * move and wrap, Home and End go to the ends. `index` is the focused item (-1 for none). Null: the
 * key does not move the focus.
 */
export function menuKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return index < 0 || index >= count - 1 ? 0 : index + 1;
    case 'ArrowUp':
      return index <= 0 ? count - 1 : index - 1;
    case 'Home':
    case 'PageUp':
      return 0;
    case 'End':
    case 'PageDown':
      return count - 1;
    default:
      return null;
  }
}

/**
 * Where the selection goes in a list of `count` tabs on a key press (WAI-ARIA tabs pattern): the
 * left and right arrows move and wrap, Home and End go to the ends. Null: the key does not move it.
 */
export function tabKeyTarget(key: string, index: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowRight':
      return (index + 1) % count;
    case 'ArrowLeft':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
