import { canChangeAlias, displayNameOf, restrictionActive, sameAlias, type CurrentUser, type updateMyProfileEndpoint, type ValidProfileInput } from '@arya/core';
import type { Database, Transaction } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import type { FailOf } from '../../http/fail.ts';
import type { SessionUser } from '../../shared/session-user.ts';
import { memberPhoneNumber, toCurrentUser } from '../../shared/members/current-user.dto.ts';
import { findCurrentUserRow } from '../../shared/members/current-user.repository.ts';
import { isAliasTakenByOther, lockProfile, phoneNumbersOf, retireAlias, saveProfile } from './profile.repository.ts';

const orNull = (value: string) => (value === '' ? null : value);

/** The member's number as their state shows it. */
async function currentPhoneNumber(tx: Transaction, userId: string): Promise<string | null> {
  const numbers = await phoneNumbersOf(tx, userId);
  return numbers ? memberPhoneNumber(numbers, numbers.profilePhone) : null;
}

/**
 * Saves the profile form in one transaction: a refused alias (taken, in any case, by another
 * member now or before; or changed less than 30 days ago) changes nothing. An empty job or
 * biography is removed (spec 1 §5); the display name is the first and last names. The phone number
 * is never changed here (issue 22: a verified member changed it without a code): sent back as it is,
 * it is accepted; any other number is refused, as the phone dialog makes a number theirs. A muted
 * member cannot change what others see (names, job, biography, alias, public flag): MEMBER_MUTED.
 */
export async function updateProfile(db: Database, user: SessionUser, input: ValidProfileInput, fail: FailOf<typeof updateMyProfileEndpoint>, now = new Date()): Promise<CurrentUser> {
  try {
    return await db.transaction(async (tx) => {
      const current = await lockProfile(tx, user.id);
      if (!current) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
      if (input.phone !== undefined && orNull(input.phone) !== (await currentPhoneNumber(tx, user.id))) {
        fail('PHONE_CHANGE_NEEDS_CODE', "A phone number becomes the member's only once its code is entered (POST /api/v1/me/phone/code, then /verify)");
      }
      const aliasChanges = input.alias !== '' && input.alias !== current.vanityAlias;
      // Muted, a member keeps their address and language but shows nothing new to others (issue 25).
      const publicChanges =
        aliasChanges ||
        displayNameOf(input.firstName, input.lastName) !== current.displayName ||
        orNull(input.job) !== current.job ||
        orNull(input.biography) !== current.description ||
        input.isPublic !== current.publicProfile;
      if (publicChanges && restrictionActive(user.mutedUntil, now)) {
        fail('MEMBER_MUTED', 'Moderation muted you: your public profile cannot change until then', { until: user.mutedUntil?.toISOString() });
      }
      // The same address written in other capitals: no new address, so no 30-day wait either way.
      const caseOnly = aliasChanges && sameAlias(input.alias, current.vanityAlias);
      if (aliasChanges) {
        if (!caseOnly && !canChangeAlias(current.vanityAliasChangedAt, now)) fail('ALIAS_CHANGED_RECENTLY', 'The alias was changed less than 30 days ago');
        if (await isAliasTakenByOther(tx, input.alias, user.id)) fail('ALIAS_ALREADY_TAKEN', 'This alias is already taken');
        if (!caseOnly) await retireAlias(tx, user.id, current.vanityAlias, input.alias, now);
      }
      await saveProfile(tx, user.id, {
        public: {
          displayName: displayNameOf(input.firstName, input.lastName),
          defaultLanguage: input.language,
          job: orNull(input.job),
          description: orNull(input.biography),
          publicProfile: input.isPublic,
          ...(aliasChanges ? { vanityAlias: input.alias, ...(caseOnly ? {} : { vanityAliasChangedAt: now }) } : {}),
        },
        private: {
          firstName: input.firstName,
          lastName: input.lastName,
          address: { line1: input.address, postale_code: input.postalCode, city: input.city, country: input.country, company: input.organization },
        },
      });
      const row = await findCurrentUserRow(tx, user.id);
      if (!row) return fail('PROFILE_NOT_FOUND', 'This member has no profile yet');
      return toCurrentUser(row);
    });
  } catch (error) {
    // Two members saving the same new alias at once: the unique index lets one through.
    if (isUniqueViolation(error)) fail('ALIAS_ALREADY_TAKEN', 'This alias is already taken');
    throw error;
  }
}
