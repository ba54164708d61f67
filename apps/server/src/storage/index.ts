import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

/**
 * The file store of this configuration: the local disk under DATA_DIR/files. An S3-compatible
 * adapter would implement FileStorage the same way (keys checked with storage-path.ts, the content
 * type kept as object metadata) and be chosen here from its settings; GET /files/* reads through
 * `get`, so it serves either store.
 */
export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
