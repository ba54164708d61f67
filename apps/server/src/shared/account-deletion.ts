import { PERMANENT_UNTIL, type Language } from '@arya/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { accountDeletions, users } from '../db/schema/index.ts';

/**
 * A member's account deletion (GDPR art. 17) as the sign-in sees it: the feature
 * (features/account-deletion) schedules it, a sign-in during the grace period cancels it here.
 */

/** Until when a member's content is hidden while their deletion is pending: for good (a sign-in clears it). */
export const DELETION_HIDDEN_UNTIL = new Date(PERMANENT_UNTIL);

/**
 * A sign-in cancels a pending deletion: the request is marked restored and the member's content is
 * shown again, in one statement (one round trip on every sign-in; nothing changes for the members
 * with no deletion pending). Once the erasure has begun (`erasing_at`), nothing is restored: the
 * erasure job claims the row in one locking update, and whichever commits first decides (a
 * restored request is never erased). Answers when the cancelled deletion was asked, or null.
 */
export async function restorePendingDeletion(db: Database, userId: string, at: Date): Promise<{ requestedAt: Date } | null> {
  const result = await db.execute<{ requested_at: string | Date }>(sql`
    with restored as (
      update ${accountDeletions} set restored_at = ${at.toISOString()}::timestamptz
      where ${accountDeletions.userId} = ${userId} and ${accountDeletions.restoredAt} is null and ${accountDeletions.erasingAt} is null and ${accountDeletions.erasedAt} is null
      returning ${accountDeletions.requestedAt}
    ), shown as (
      -- Only the deletion's own hiding is lifted (a suspension, which keeps sessions out, has its own end).
      update ${users} set hidden_until = null
      where ${users.id} = ${userId} and ${users.hiddenUntil} = ${DELETION_HIDDEN_UNTIL.toISOString()}::timestamptz and exists (select 1 from restored)
    )
    select requested_at from restored`);
  const [row] = (result as unknown as { rows: { requested_at: string | Date }[] }).rows;
  return row ? { requestedAt: new Date(row.requested_at) } : null;
}

/**
 * Sessions whose creation restored the account, until the sign-in's answer says so (the session's
 * database hook and the endpoint's after hook run in the same request, in this process).
 */
const restoringSessions = new Set<string>();

export function rememberRestoringSession(token: string): void {
  restoringSessions.add(token);
}

/** Whether the sign-in that made this session cancelled the member's deletion (answered once). */
export function tookRestoringSession(token: string): boolean {
  return restoringSessions.delete(token);
}

interface DeletionEmail {
  subject: string;
  text: (input: { name: string; date: string; url: string }) => string;
}

const dateIn = (language: Language, date: Date) => new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

/** "Your account will be erased on <date>; sign in before to cancel." */
export const DELETION_SCHEDULED_EMAIL: Record<Language, DeletionEmail> = {
  fr: {
    subject: 'La suppression de votre compte ARYA est programmée',
    text: ({ name, date, url }) =>
      `Bonjour ${name},\n\nVous avez demandé la suppression de votre compte ARYA. Vos publications ne sont plus visibles et vous avez été déconnecté partout. Le ${date}, votre compte sera effacé définitivement.\n\nPour annuler, il suffit de vous reconnecter avant cette date :\n${url}\n\nVos factures sont conservées 10 ans, comme la loi l'exige.\n\nL'équipe ARYA`,
  },
  en: {
    subject: 'Your ARYA account deletion is scheduled',
    text: ({ name, date, url }) =>
      `Hello ${name},\n\nYou asked to delete your ARYA account. Your posts are no longer visible and you were signed out everywhere. On ${date}, your account will be erased for good.\n\nTo cancel, just sign in again before that date:\n${url}\n\nYour invoices are kept for 10 years, as the law requires.\n\nThe ARYA team`,
  },
};

/** "Your account is restored." */
export const DELETION_CANCELLED_EMAIL: Record<Language, DeletionEmail> = {
  fr: {
    subject: 'Votre compte ARYA est rétabli',
    text: ({ name, date, url }) =>
      `Bonjour ${name},\n\nVous vous êtes reconnecté : la suppression de votre compte demandée le ${date} est annulée, et vos publications sont de nouveau visibles.\n\nVos abonnements payants ne se renouvellent plus : vous pouvez vous réabonner depuis votre compte :\n${url}\n\nSi ce n'est pas vous, changez votre mot de passe.\n\nL'équipe ARYA`,
  },
  en: {
    subject: 'Your ARYA account is restored',
    text: ({ name, date, url }) =>
      `Hello ${name},\n\nYou signed in again: the deletion of your account asked on ${date} is cancelled, and your posts are visible again.\n\nYour paid subscriptions no longer renew: you can subscribe again from your account:\n${url}\n\nIf this was not you, change your password.\n\nThe ARYA team`,
  },
};

export const deletionDate = dateIn;
