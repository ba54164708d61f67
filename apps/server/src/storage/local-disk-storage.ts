import type { FileStorage, StoredFile } from './file-storage.ts';

// Placeholder: implemented with the uploads feature.
export class LocalDiskStorage implements FileStorage {
  constructor(readonly root: string) {}
  async put(): Promise<void> {
    throw new Error('LocalDiskStorage.put is being written');
  }
  async get(): Promise<StoredFile | null> {
    return null;
  }
  async exists(): Promise<boolean> {
    return false;
  }
  async list(): Promise<string[]> {
    return [];
  }
  async delete(): Promise<void> {}
  publicUrl(path: string): string {
    return `/files/${path}`;
  }
}
