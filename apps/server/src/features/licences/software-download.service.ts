import { memberSoftware, type SoftwareEdition } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { FileStorage, StoredFile } from '../../storage/file-storage.ts';
import { activeProductCodes } from './licences.repository.ts';
import type { SoftwareLinks } from './software-links.ts';
import { findInstaller } from './software-installers.ts';

export interface SoftwareDownloadDeps {
  db: Database;
  storage: FileStorage;
  links: SoftwareLinks;
}

/**
 * The installer a download link opens, once the link is checked: signed for this member and not
 * expired (else SOFTWARE_LINK_EXPIRED), for software one of their active licences still installs.
 */
export async function openDownload(
  deps: SoftwareDownloadDeps,
  userId: string,
  software: SoftwareEdition,
  link: { expires?: string | undefined; signature?: string | undefined },
): Promise<{ file: StoredFile; fileName: string }> {
  if (!deps.links.verify(userId, software, link.expires, link.signature)) {
    throw new AppError('SOFTWARE_LINK_EXPIRED', 'This download link has expired or is not yours: ask for a new one');
  }
  if (!memberSoftware(await activeProductCodes(deps.db, userId)).includes(software)) {
    throw new AppError('SOFTWARE_NOT_OWNED', 'None of your active licences installs this software');
  }
  const installer = await findInstaller(deps.storage, software);
  if (!installer) throw new AppError('NOT_FOUND', 'This installer is not available yet');
  return installer;
}
