export interface TextEdit {
  text: string;
  /** Where the caret goes after the insertion. */
  caret: number;
}

/** Inserts `insert` in place of the selection [start, end) (the caret when they are equal). */
export function insertAtSelection(text: string, insert: string, start: number | null, end: number | null = start): TextEdit {
  const from = clamp(start ?? text.length, text.length);
  const to = Math.max(from, clamp(end ?? from, text.length));
  return { text: text.slice(0, from) + insert + text.slice(to), caret: from + insert.length };
}

function clamp(value: number, max: number): number {
  return Math.min(Math.max(0, value), max);
}
