import type { SoftwareEdition } from '@arya/core';
import type { FileStorage, StoredFile } from '../../storage/file-storage.ts';

/** Installers live in file storage under `software/<edition>/`, put there by operations (the demo seed writes placeholders). */
export const softwareFolder = (edition: SoftwareEdition) => `software/${edition}/`;

/**
 * The installer of an edition: the file of its folder, or the last by name when there are several
 * (name them so that the newest sorts last, e.g. with its version date); null when none is there.
 */
export async function findInstaller(storage: FileStorage, edition: SoftwareEdition): Promise<{ file: StoredFile; fileName: string } | null> {
  const key = (await storage.list(softwareFolder(edition))).at(-1);
  if (!key) return null;
  const file = await storage.get(key);
  return file ? { file, fileName: key.slice(key.lastIndexOf('/') + 1) } : null;
}
