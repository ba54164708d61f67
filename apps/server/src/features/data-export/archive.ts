import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/** One file of an archive: its name in the ZIP and its content, read a piece at a time. */
export interface ArchiveEntry {
  name: string;
  /** Deflated (JSON, text); stored as it is when already compressed (images, PDFs). */
  compress: boolean;
  content: () => AsyncIterable<Uint8Array>;
}

const encoder = new TextEncoder();

/**
 * A ZIP archive as a stream, made with fflate as it is read: each entry's content is pulled only
 * when the reader wants more, so memory holds one piece of one entry and its compressed output,
 * whatever the archive's size.
 */
export function zipStream(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): Readable {
  return Readable.from(zipChunks(entries), { objectMode: false });
}

async function* zipChunks(entries: AsyncIterable<ArchiveEntry> | Iterable<ArchiveEntry>): AsyncGenerator<Uint8Array> {
  const ready: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else ready.push(chunk);
  });
  function* take() {
    if (failure) throw failure;
    while (ready.length > 0) yield ready.shift()!;
  }
  const names = new Set<string>();
  for await (const entry of entries) {
    if (names.has(entry.name)) throw new Error(`The archive holds ${entry.name} twice`);
    names.add(entry.name);
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    zip.add(file);
    for await (const chunk of entry.content()) {
      if (chunk.length === 0) continue;
      file.push(chunk);
      yield* take();
    }
    file.push(new Uint8Array(0), true);
    yield* take();
  }
  zip.end();
  yield* take();
}

/** Text as one piece. */
export async function* textContent(text: string): AsyncGenerator<Uint8Array> {
  yield encoder.encode(text);
}

/** A value as indented JSON. */
export const jsonContent = (value: unknown) => textContent(`${JSON.stringify(value, null, 2)}\n`);

/** A JSON array written a batch of rows at a time (the rows are read in batches too). */
export async function* jsonArrayContent(batches: AsyncIterable<readonly unknown[]>): AsyncGenerator<Uint8Array> {
  let first = true;
  yield encoder.encode('[');
  for await (const rows of batches) {
    if (rows.length === 0) continue;
    const text = rows.map((row) => `\n  ${JSON.stringify(row)}`).join(',');
    yield encoder.encode(first ? text : `,${text}`);
    first = false;
  }
  yield encoder.encode(first ? ']\n' : '\n]\n');
}

/** A Node stream's pieces as bytes. */
export async function* streamContent(stream: Readable): AsyncGenerator<Uint8Array> {
  for await (const chunk of stream) yield typeof chunk === 'string' ? encoder.encode(chunk) : (chunk as Uint8Array);
}
