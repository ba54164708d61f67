import type { CurrentUser } from '@arya/core';
import { coinBalance, currentUserSchema, restrictionActive, splitDisplayName } from '@arya/core';
import type { CurrentUserRow } from './current-user.repository.ts';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/**
 * The member's phone number: the verified one when there is one (only a code changes it), else the
 * number their profile holds, still to verify.
 */
export function memberPhoneNumber(account: { phoneNumber: string | null; phoneNumberVerified: boolean | null }, profilePhone: string | null): string | null {
  return account.phoneNumberVerified === true && account.phoneNumber !== null ? account.phoneNumber : profilePhone;
}

/** Merges the account and the three profile parts into the member's own state; never sent to anyone else. */
export function toCurrentUser(row: CurrentUserRow): CurrentUser {
  const { account, profile, private: priv } = row;
  const prot = row.protected;
  const split = splitDisplayName(profile.displayName);
  const phoneVerified = account.phoneNumberVerified === true && account.phoneNumber !== null;
  return currentUserSchema.parse({
    uid: account.id,
    email: account.email,
    emailVerified: account.emailVerified,
    displayName: profile.displayName,
    firstName: priv.firstName ?? split.firstName,
    lastName: priv.lastName ?? split.lastName,
    defaultLanguage: profile.defaultLanguage,
    // The provider photo stands in until the member uploads a picture of their own.
    pictureURL: profile.pictureDate ? `/files/profile-images/${account.id}?v=${profile.pictureDate.getTime()}` : (account.image ?? null),
    pictureDate: iso(profile.pictureDate),
    alias: profile.vanityAlias,
    aliasChangedAt: iso(profile.vanityAliasChangedAt),
    systemAlias: profile.systemAlias,
    phoneNumber: memberPhoneNumber(account, prot.phoneNumber),
    phoneVerified,
    followingUsers: row.followingUsers,
    platforms: prot.platforms,
    privileges: prot.privileges,
    shopId: prot.shopId,
    servers: prot.servers,
    isPublic: profile.publicProfile,
    lifetimeSubscriptionName: prot.lifetimeSubscriptionName,
    activeSubscriptionName: prot.activeSubscriptionName,
    activeSubscriptionUntil: iso(prot.activeSubscriptionUntil),
    canReadNewsUntil: iso(prot.canReadNewsUntil),
    role: prot.role,
    adminLang: prot.adminLang,
    allowedAdminLangs: prot.allowedAdminLangs,
    adminOptions: prot.adminOptions,
    IVTSender: prot.ivtSender,
    isMuted: restrictionActive(prot.mutedUntil),
    mutedUntil: restrictionActive(prot.mutedUntil) ? iso(prot.mutedUntil) : null,
    products: row.products,
    hasSkippedInterests: priv.skippedInterests,
    hasSetInterests: priv.interests !== null,
    job: profile.job,
    description: profile.description,
    verified: profile.verified,
    address: priv.address,
    favoriteIdeas: priv.favoriteIdeas ?? [],
    coins: coinBalance({ total: Number(row.coinsTotal), wheelPrize: row.wheelPrize, phoneVerified }),
    wheelPrize: row.wheelPrize,
  });
}
