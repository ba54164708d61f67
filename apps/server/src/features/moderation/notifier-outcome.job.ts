import type { Language, ModerationAction } from '@arya/core';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moderationDecisions, reports } from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { EmailSender } from '../../providers/email/index.ts';

/** The job that tells visitors who reported an item what became of their notice (DSA art. 16(5)). */
export const NOTIFIER_OUTCOME_JOB = { name: 'moderation.notify-notifiers' } as const;
export interface NotifierOutcomeData {
  caseId: number;
}

const OUTCOMES: Record<Language, { subject: string; acted: string; dismissed: string; contest: string; signature: string }> = {
  fr: {
    subject: 'Suite donnée à votre signalement sur ARYA',
    acted: 'Après examen par notre équipe, votre signalement a donné lieu à une mesure de modération.',
    dismissed: 'Après examen par notre équipe, votre signalement a été classé sans suite : le contenu ne nous a pas paru contraire à nos règles ni illicite.',
    contest: 'Vous pouvez contester cette décision en écrivant à l’adresse indiquée dans nos mentions légales, ou saisir un organisme de règlement extrajudiciaire des litiges certifié ou les juridictions compétentes.',
    signature: 'L’équipe ARYA',
  },
  en: {
    subject: 'What became of your report on ARYA',
    acted: 'After review by our team, your report led to a moderation measure.',
    dismissed: 'After review by our team, your report was dismissed: the content did not appear to us to break our rules or the law.',
    contest: 'You can contest this decision by writing to the address in our legal notice, or turn to a certified out-of-court dispute settlement body or the courts.',
    signature: 'The ARYA team',
  },
};

/** The outcome e-mail of a visitor's notice (no facts about the member: only whether it was acted on). */
export function notifierOutcomeEmail(language: Language, action: ModerationAction): { subject: string; text: string } {
  const words = OUTCOMES[language];
  return { subject: words.subject, text: [action === 'dismiss' ? words.dismissed : words.acted, '', words.contest, '', words.signature].join('\n') };
}

/**
 * E-mails each visitor who reported a decided case its outcome, in the language they reported in.
 * Sent once per case (its id is the job's key); members are told by a notification instead.
 */
export function notifierOutcomeJob({ db, email }: { db: Database; email: EmailSender }): JobType<NotifierOutcomeData> {
  return {
    name: NOTIFIER_OUTCOME_JOB.name,
    retries: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async run({ caseId }) {
      const [decision] = await db.select({ action: moderationDecisions.action }).from(moderationDecisions).where(eq(moderationDecisions.caseId, caseId)).limit(1);
      if (!decision) return;
      const visitors = await db
        .select({ email: reports.reporterEmail, language: reports.language })
        .from(reports)
        .where(and(eq(reports.caseId, caseId), isNull(reports.reporterId)));
      for (const visitor of visitors) {
        if (visitor.email) await email.send({ to: visitor.email, ...notifierOutcomeEmail(visitor.language, decision.action) });
      }
    },
  };
}
