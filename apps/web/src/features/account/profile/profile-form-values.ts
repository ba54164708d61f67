import type { CurrentUser, ProfileInput, ValidProfileInput } from '@arya/core/contract';
import { DEFAULT_COUNTRY } from '@arya/core/rules';
import type { UseFormReturn } from 'react-hook-form';

/** The profile form: what the fields hold, and what the schema makes of it on submit. */
export type ProfileFormApi = UseFormReturn<ProfileInput, unknown, ValidProfileInput>;

/**
 * The profile form filled from the member's state. The alias starts empty: sent empty, it keeps the
 * current address, so an untouched form never changes it (nor trips on an older alias the rules of
 * today would refuse). The phone number is not in the form: it changes through the phone dialog.
 */
export function profileFormValues(user: CurrentUser): ProfileInput {
  const address = user.address;
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    organization: address?.company ?? '',
    language: user.defaultLanguage,
    address: address?.line1 ?? '',
    postalCode: address?.postale_code ?? '',
    country: address?.country || DEFAULT_COUNTRY,
    city: address?.city ?? '',
    job: user.job ?? '',
    biography: user.description ?? '',
    isPublic: user.isPublic,
    alias: '',
  };
}

/** The member's profile address as it is now: their chosen alias, else the one the system gave them. */
export function currentAlias(user: Pick<CurrentUser, 'alias' | 'systemAlias'>): string {
  return user.alias ?? user.systemAlias;
}
