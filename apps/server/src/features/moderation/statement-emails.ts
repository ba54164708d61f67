import { isPermanent, type Language, type ModerationAction, type ModerationReason, type NoticeSource } from '@arya/core';

/** What a statement of reasons e-mail says (DSA art. 17), in the member's language. */
export interface StatementEmailInput {
  name: string;
  action: ModerationAction;
  reason: ModerationReason;
  law: string | null;
  facts: string;
  excerpt: string | null;
  endsAt: Date | null;
  noticeSource: NoticeSource;
  appealUntil: Date;
  /** The statement's page, where the member contests it. */
  url: string;
}

const dateIn = (language: Language, date: Date) =>
  new Intl.DateTimeFormat(language === 'fr' ? 'fr-FR' : 'en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Paris' }).format(date);

const RULES: Record<Language, Record<ModerationReason, string>> = {
  fr: {
    spam: 'spam',
    scam: 'arnaque ou faux « signaux »',
    market_manipulation: 'manipulation de marché',
    undisclosed_promotion: 'promotion non signalée',
    harassment: 'harcèlement',
    hate: 'haine',
    illegal: 'contenu illicite',
    impersonation: 'usurpation d’identité',
    other: 'autre manquement aux conditions d’utilisation',
  },
  en: {
    spam: 'spam',
    scam: 'scam or fake "signals"',
    market_manipulation: 'market manipulation',
    undisclosed_promotion: 'undisclosed promotion',
    harassment: 'harassment',
    hate: 'hate',
    illegal: 'illegal content',
    impersonation: 'impersonation',
    other: 'another breach of the terms of use',
  },
};

const ACTIONS: Record<Language, Record<ModerationAction, string>> = {
  fr: {
    dismiss: 'Le signalement a été classé sans suite.',
    remove: 'Votre contenu a été retiré par la modération.',
    warn: 'La modération vous adresse un avertissement.',
    mute: 'Votre compte est restreint : vous pouvez lire, mais ni publier, ni commenter, ni réagir, ni partager, ni suivre.',
    suspend: 'Votre compte est suspendu : vous ne pouvez plus vous connecter et vos contenus sont masqués.',
    restore: 'Votre contenu a été rétabli.',
    lift: 'La restriction de votre compte est levée.',
  },
  en: {
    dismiss: 'The report was dismissed.',
    remove: 'Your content was removed by moderation.',
    warn: 'Moderation is giving you a warning.',
    mute: 'Your account is restricted: you can read, but not post, comment, react, share or follow.',
    suspend: 'Your account is suspended: you cannot sign in and your content is hidden.',
    restore: 'Your content was restored.',
    lift: 'The restriction on your account is lifted.',
  },
};

const SOURCES: Record<Language, Record<NoticeSource, string>> = {
  fr: { member: 'à la suite d’un signalement d’un membre', visitor: 'à la suite d’un signalement d’un visiteur', staff: 'à l’initiative de l’équipe de modération' },
  en: { member: "following a member's report", visitor: "following a visitor's report", staff: 'on the moderation team’s own initiative' },
};

/** The statement of reasons e-mail: what, on what, for how long, why, on which rule and law, how to contest. */
export function statementEmail(language: Language, input: StatementEmailInput): { subject: string; text: string } {
  const fr = language === 'fr';
  const until = input.endsAt === null ? null : isPermanent(input.endsAt) ? (fr ? 'définitivement' : 'permanently') : (fr ? `jusqu’au ${dateIn(language, input.endsAt)}` : `until ${dateIn(language, input.endsAt)}`);
  const contestable = input.action !== 'restore' && input.action !== 'lift';
  const lines = [
    fr ? `Bonjour ${input.name},` : `Hello ${input.name},`,
    '',
    ACTIONS[language][input.action] + (until ? ` (${until})` : ''),
    ...(input.excerpt ? ['', fr ? `Contenu concerné : « ${input.excerpt} »` : `Content concerned: "${input.excerpt}"`] : []),
    '',
    fr ? `Motif : ${RULES[language][input.reason]}.` : `Reason: ${RULES[language][input.reason]}.`,
    ...(input.law ? [fr ? `Base légale invoquée : ${input.law}.` : `Law relied on: ${input.law}.`] : []),
    fr ? `Faits : ${input.facts}` : `Facts: ${input.facts}`,
    '',
    fr
      ? `Cette décision a été prise ${SOURCES[language][input.noticeSource]}, par un membre de l’équipe : aucun moyen automatisé n’a décidé.`
      : `This decision was taken ${SOURCES[language][input.noticeSource]}, by a staff member: no automated means decided it.`,
    '',
    ...(contestable
      ? [
          fr
            ? `Vous pouvez contester cette décision jusqu’au ${dateIn(language, input.appealUntil)}, depuis cette page (un autre membre de l’équipe l’examinera) :`
            : `You can contest this decision until ${dateIn(language, input.appealUntil)} from this page (another staff member will review it):`,
          input.url,
          '',
          fr
            ? 'Vous pouvez aussi saisir un organisme de règlement extrajudiciaire des litiges certifié (article 21 du règlement sur les services numériques) ou les juridictions compétentes.'
            : 'You may also turn to a certified out-of-court dispute settlement body (Digital Services Act, article 21) or to the courts.',
        ]
      : [fr ? `Le détail de la décision : ${input.url}` : `The decision in full: ${input.url}`]),
    '',
    fr ? 'L’équipe ARYA' : 'The ARYA team',
  ];
  const subject = fr ? 'Décision de modération sur votre compte ARYA' : 'A moderation decision on your ARYA account';
  return { subject, text: lines.join('\n') };
}
