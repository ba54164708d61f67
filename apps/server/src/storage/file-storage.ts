import type { Readable } from 'node:stream';

export interface StoredFile {
  stream: Readable;
  contentType: string;
  bytes: number;
}

/**
 * Where uploaded files live: the local disk under DATA_DIR/files by default; an S3-compatible
 * adapter implements the same interface. Paths follow the spec (`user-assets/{uid}/{hourBucket}/{slot}`).
 */
export interface FileStorage {
  put(path: string, body: Buffer, contentType: string): Promise<void>;
  /**
   * Writes a file from a stream, never holding it whole in memory (a member's data export); the file
   * appears only once complete. Answers the bytes written.
   */
  putStream(path: string, body: Readable, contentType: string): Promise<number>;
  /** null when there is no such file. */
  get(path: string): Promise<StoredFile | null>;
  exists(path: string): Promise<boolean>;
  list(prefix: string): Promise<string[]>;
  delete(path: string): Promise<void>;
}
