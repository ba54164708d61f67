import path from 'node:path';
import type { AppConfig } from '../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

export function createFileStorage(config: AppConfig): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
