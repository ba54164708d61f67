import { memberSoftware, type SoftwareEdition, type softwareDownloadEndpoint } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { FailOf } from '../../http/fail.ts';
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
  fail: FailOf<typeof softwareDownloadEndpoint>,
): Promise<{ file: StoredFile; fileName: string }> {
  if (!deps.links.verify(userId, software, link.expires, link.signature)) {
    fail('SOFTWARE_LINK_EXPIRED', 'This download link has expired or is not yours: ask for a new one');
  }
  if (!memberSoftware(await activeProductCodes(deps.db, userId)).includes(software)) {
    fail('SOFTWARE_NOT_OWNED', 'None of your active licences installs this software');
  }
  const installer = await findInstaller(deps.storage, software);
  return installer ?? fail('NOT_FOUND', 'This installer is not available yet');
}
