import { formatDay, type Language, type ModerationAction } from '@arya/core';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { moderationDecisions, reports } from '../../db/schema/index.ts';
import type { JobType } from '../../jobs/job-queue.ts';
import type { EmailSender } from '../../providers/email/index.ts';

/** The job that confirms to a visitor that their notice was received (DSA art. 16(4)). */
export const NOTICE_RECEIPT_JOB = { name: 'moderation.acknowledge-notice' } as const;
export interface NoticeReceiptData {
  reportId: number;
}

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

const RECEIPTS: Record<Language, { subject: string; received: (reference: string, day: string) => string; next: string; signature: string }> = {
  fr: {
    subject: 'Nous avons bien reçu votre signalement',
    received: (reference, day) => `Votre signalement n° ${reference} du ${day} a bien été reçu.`,
    next: 'Notre équipe l’examine avec diligence et vous écrira à cette adresse pour vous dire la suite qui lui est donnée.',
    signature: 'L’équipe ARYA',
  },
  en: {
    subject: 'We received your report',
    received: (reference, day) => `Your report no. ${reference} of ${day} has been received.`,
    next: 'Our team is reviewing it diligently and will write to this address to tell you what becomes of it.',
    signature: 'The ARYA team',
  },
};

/**
 * The acknowledgement of a visitor's notice. It repeats nothing the visitor typed: the form accepts
 * any address, and this must not carry someone else's words to it.
 */
export function noticeReceiptEmail(language: Language, report: { id: number; createdAt: Date }): { subject: string; text: string } {
  const words = RECEIPTS[language];
  return { subject: words.subject, text: [words.received(String(report.id), formatDay(report.createdAt, language)), '', words.next, '', words.signature].join('\n') };
}

/** E-mails a visitor the acknowledgement of their notice; once per report (its id is the job's key). */
export function noticeReceiptJob({ db, email }: { db: Database; email: EmailSender }): JobType<NoticeReceiptData> {
  return {
    name: NOTICE_RECEIPT_JOB.name,
    retries: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 60,
    async run({ reportId }) {
      const [report] = await db
        .select({ id: reports.id, email: reports.reporterEmail, language: reports.language, createdAt: reports.createdAt })
        .from(reports)
        .where(and(eq(reports.id, reportId), isNull(reports.reporterId)));
      if (report?.email) await email.send({ to: report.email, ...noticeReceiptEmail(report.language, report) });
    },
  };
}

/** The outcome e-mail of a visitor's notice (no facts about the member: only whether it was acted on). */
export function notifierOutcomeEmail(language: Language, action: ModerationAction): { subject: string; text: string } {
  const words = OUTCOMES[language];
  return { subject: words.subject, text: [action === 'dismiss' ? words.dismissed : words.acted, '', words.contest, '', words.signature].join('\n') };
}

/**
 * E-mails each visitor who reported a decided case its outcome, in the language they reported in:
 * once per case (its id is the job's key), and once per visitor, each marked as sent (a retry after
 * a failed send e-mails only those not told yet). The outcome is the case's decision, not an
 * appeal's later answer. Members are told by a notification instead.
 */
export function notifierOutcomeJob({ db, email }: { db: Database; email: EmailSender }): JobType<NotifierOutcomeData> {
  return {
    name: NOTIFIER_OUTCOME_JOB.name,
    retries: 5,
    retryDelaySeconds: 30,
    expireInSeconds: 120,
    async run({ caseId }) {
      const [decision] = await db.select({ action: moderationDecisions.action }).from(moderationDecisions).where(eq(moderationDecisions.caseId, caseId)).orderBy(asc(moderationDecisions.id)).limit(1);
      if (!decision) return;
      const visitors = await db
        .select({ id: reports.id, email: reports.reporterEmail, language: reports.language })
        .from(reports)
        .where(and(eq(reports.caseId, caseId), isNull(reports.reporterId), isNull(reports.outcomeSentAt)));
      for (const visitor of visitors) {
        if (visitor.email) await email.send({ to: visitor.email, ...notifierOutcomeEmail(visitor.language, decision.action) });
        await db.update(reports).set({ outcomeSentAt: new Date() }).where(eq(reports.id, visitor.id));
      }
    },
  };
}
