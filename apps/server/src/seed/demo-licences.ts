import { SOFTWARE_EDITIONS, SOFTWARE_NAMES, type LicenceProductCode } from '@arya/core';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { licences } from '../db/schema/index.ts';
import { newLicenceId } from '../features/licences/licences.repository.ts';
import { softwareFolder } from '../features/licences/software-installers.ts';
import type { FileStorage } from '../storage/file-storage.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The premium demo member's licences: one tied to an MT4 account at XTB, one still to set up. */
const PREMIUM_LICENCES: { product: LicenceProductCode; broker: string | null; accountId: string | null }[] = [
  { product: 'pro+', broker: 'XTB', accountId: '51234567' },
  { product: 'scanner', broker: null, accountId: null },
];

/**
 * Demo licences for the premium member only (the other demo members' menus and product pages must
 * stay those of members without licences), and a small placeholder in place of each installer so
 * downloads work offline. Deployed servers serve what operations put under `software/<edition>/`.
 */
export async function seedDemoLicences({ db, storage }: { db: Database; storage: FileStorage }, premiumId: string | undefined): Promise<void> {
  for (const edition of SOFTWARE_EDITIONS) {
    const folder = softwareFolder(edition);
    if ((await storage.list(folder)).length > 0) continue;
    const name = SOFTWARE_NAMES[edition];
    const text = `ARYA ${name}: DEVELOPMENT PLACEHOLDER, not the real installer.\nA deployed server serves the installer put in file storage under ${folder}.\n`;
    await storage.put(`${folder}arya-${edition}-setup-DEVELOPMENT-PLACEHOLDER.txt`, Buffer.from(text), 'application/octet-stream');
  }
  if (!premiumId) return;
  const [any] = await db.select({ id: licences.id }).from(licences).where(eq(licences.userId, premiumId)).limit(1);
  if (any) return;
  // Bought a few days apart, so the page lists them in this order.
  const now = Date.now();
  await db.insert(licences).values(
    PREMIUM_LICENCES.map((licence, index) => {
      const bought = new Date(now - (PREMIUM_LICENCES.length - index) * DAY_MS);
      return { id: newLicenceId(), userId: premiumId, ...licence, createdAt: bought, updatedAt: bought };
    }),
  );
}
