import type { Gif } from '@arya/core/contract';

export interface DraftState {
  text: string;
  /** The attached images: their stored address, or null while one uploads. */
  images: readonly (string | null)[];
  gif: Gif | null;
}

/**
 * Whether closing the writer would lose something the member did: text typed (spaces aside),
 * images or a GIF added, removed or changed, compared with what the writer opened with.
 */
export function hasDraftChanges(current: DraftState, initial: DraftState): boolean {
  if (current.text.trim() !== initial.text.trim()) return true;
  if (current.images.length !== initial.images.length || current.images.some((url, index) => url === null || url !== initial.images[index])) return true;
  return (current.gif?.url ?? null) !== (initial.gif?.url ?? null);
}
