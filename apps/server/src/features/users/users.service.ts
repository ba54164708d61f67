import { randomBytes } from 'node:crypto';
import { defaultDisplayName, firstNameOnly, newsTrialEnd, TERMS_VERSION, type CurrentUser, type Language } from '@arya/core';
import type { Database } from '../../db/client.ts';
import type { Fail } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { toCurrentUser } from '../../shared/members/current-user.dto.ts';
import { findCurrentUserRow, writtenCurrentUser } from '../../shared/members/current-user.repository.ts';
import * as repository from './users.repository.ts';
import { linkBrowserConsents } from '../../shared/browser-consents.ts';

function slugify(value: string): string {
  const slug = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return slug || 'member';
}

/** The default profile address: the first name only (visitors never see more of a name) and a random suffix. */
async function uniqueSystemAlias(db: Database, displayName: string): Promise<string> {
  for (;;) {
    const alias = `${slugify(firstNameOnly(displayName))}-${randomBytes(4).toString('hex')}`;
    if (!(await repository.isSystemAliasTaken(db, alias))) return alias;
  }
}

/**
 * On sign-in: creates the profile the first time (display name, UI language, SILVER, 30-day news
 * trial, web platform, the referrer of the referral code it came with), otherwise records the web
 * platform; then answers the member's state. The first time also records the acceptance of the
 * terms (issue 25): the version the client showed, else the current one for an e-mail sign-up.
 */
export async function bootstrapCurrentUser(
  db: Database,
  user: Pick<SessionUser, 'id' | 'email' | 'name'>,
  language: Language,
  options: { referralCode?: string | null; consentId?: string | null; acceptedTerms?: string | null; now?: Date } = {},
): Promise<CurrentUser> {
  const now = options.now ?? new Date();
  const existing = await findCurrentUserRow(db, user.id);
  if (!existing) {
    const displayName = defaultDisplayName(user.name, user.email);
    await repository.insertProfileIfMissing(db, {
      id: user.id,
      displayName,
      defaultLanguage: language,
      systemAlias: await uniqueSystemAlias(db, displayName),
      canReadNewsUntil: newsTrialEnd(now),
      referralCode: options.referralCode ?? null,
      acceptedTerms: options.acceptedTerms ?? null,
      defaultTerms: TERMS_VERSION,
    });
    // The cookie choices this browser made as a visitor become the new member's.
    if (options.consentId) await linkBrowserConsents(db, options.consentId, user.id);
  } else if (!existing.protected.platforms.includes('web')) {
    await repository.addPlatform(db, user.id, 'web');
  } else {
    return toCurrentUser(existing);
  }
  return writtenCurrentUser(db, user.id);
}

export async function updateLanguage(db: Database, userId: string, language: Language, fail: Fail<'PROFILE_NOT_FOUND'>): Promise<CurrentUser> {
  if (!(await repository.updateDefaultLanguage(db, userId, language))) fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return writtenCurrentUser(db, userId);
}
