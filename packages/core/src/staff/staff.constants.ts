/** What staff may do to a member's account from the staff page; each is recorded with who and when. */
export const STAFF_ACTIONS = ['subscription.grant', 'subscription.revoke', 'licence.grant', 'licence.revoke', 'coins.grant'] as const;
export type StaffAction = (typeof STAFF_ACTIONS)[number];
