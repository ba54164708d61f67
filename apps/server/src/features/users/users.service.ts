import { randomBytes } from 'node:crypto';
import { defaultDisplayName, firstNameOnly, newsTrialEnd, type CurrentUser, type Language } from '@arya/core';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import type { SessionUser } from '../../plugins/app/auth/index.ts';
import { toCurrentUser } from './current-user.dto.ts';
import * as repository from './users.repository.ts';

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

export async function getCurrentUser(db: Database, userId: string): Promise<CurrentUser> {
  const row = await repository.findCurrentUserRow(db, userId);
  if (!row) throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  return toCurrentUser(row);
}

/**
 * On sign-in: creates the profile the first time (display name, UI language, SILVER, 30-day news
 * trial, web platform, the referrer of the referral code it came with), otherwise records the web
 * platform; then answers the member's state.
 */
export async function bootstrapCurrentUser(
  db: Database,
  user: Pick<SessionUser, 'id' | 'email' | 'name'>,
  language: Language,
  options: { referralCode?: string | null; now?: Date } = {},
): Promise<CurrentUser> {
  const now = options.now ?? new Date();
  const existing = await repository.findCurrentUserRow(db, user.id);
  if (!existing) {
    const displayName = defaultDisplayName(user.name, user.email);
    await repository.insertProfileIfMissing(db, {
      id: user.id,
      displayName,
      defaultLanguage: language,
      systemAlias: await uniqueSystemAlias(db, displayName),
      canReadNewsUntil: newsTrialEnd(now),
      referralCode: options.referralCode ?? null,
    });
  } else if (!existing.protected.platforms.includes('web')) {
    await repository.addPlatform(db, user.id, 'web');
  } else {
    return toCurrentUser(existing);
  }
  return getCurrentUser(db, user.id);
}

export async function updateLanguage(db: Database, userId: string, language: Language): Promise<CurrentUser> {
  if (!(await repository.updateDefaultLanguage(db, userId, language))) {
    throw new AppError('PROFILE_NOT_FOUND', 'This member has no profile yet');
  }
  return getCurrentUser(db, userId);
}
