import { routePath } from '@arya/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { authUsers, moderationDecisions, users } from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { EmailSender } from '../../providers/email/index.ts';
import { SEND_STATEMENT_JOB, type SendStatementData } from '../../shared/moderation/decisions.ts';
import { statementEmail } from './statement-emails.ts';

/**
 * E-mails a decision's statement of reasons to its member, in their language, with the link to
 * contest it. Idempotent: a decision whose e-mail went out (`email_sent_at`) is not sent again.
 */
export function sendStatementJob({ db, email, publicUrl }: { db: Database; email: EmailSender; publicUrl: string }): JobType<SendStatementData> {
  return {
    name: SEND_STATEMENT_JOB.name,
    retries: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    async run({ decisionId }) {
      const [row] = await db
        .select({ decision: moderationDecisions, name: users.displayName, language: users.defaultLanguage, email: authUsers.email })
        .from(moderationDecisions)
        .innerJoin(users, eq(users.id, moderationDecisions.memberId))
        .innerJoin(authUsers, eq(authUsers.id, moderationDecisions.memberId))
        .where(eq(moderationDecisions.id, decisionId));
      if (!row || row.decision.emailSentAt !== null) return;
      const { decision, language } = row;
      const url = new URL(`${routePath('decisions', language)}/${decision.id}`, publicUrl).toString();
      const message = statementEmail(language, {
        name: row.name,
        action: decision.action,
        reason: decision.reason,
        law: decision.law,
        facts: decision.statement,
        excerpt: decision.itemSnapshot?.excerpt ?? null,
        endsAt: decision.endsAt,
        noticeSource: decision.noticeSource,
        appealUntil: decision.appealUntil,
        url,
      });
      await email.send({ to: row.email, ...message });
      await db.update(moderationDecisions).set({ emailSentAt: new Date() }).where(and(eq(moderationDecisions.id, decisionId), isNull(moderationDecisions.emailSentAt)));
    },
  };
}
