/** What each file of the archive is, in French then English (README.txt at its root). */
const FILES: [name: string, fr: string, en: string][] = [
  ['account.json', 'Votre compte : e-mail, dates, téléphone, moyens de connexion (sans mot de passe ni jeton), sessions et appareils.', 'Your account: e-mail, dates, phone, sign-in methods (no password or token), sessions and devices.'],
  ['profile.json', 'Votre profil public, votre abonnement et rôle, vos réponses au questionnaire, favoris, adresse de facturation, anciens alias.', 'Your public profile, plan and role, questionnaire answers, favourites, billing address, former aliases.'],
  ['posts.json', 'Vos publications, idées et partages, y compris ceux que vous avez supprimés.', 'Your posts, ideas and shares, including the ones you deleted.'],
  ['comments.json', 'Vos commentaires et réponses, y compris supprimés.', 'Your comments and replies, including deleted ones.'],
  ['likes.json', "Ce que vous avez aimé (l'identifiant de la publication ou du commentaire).", 'What you liked (the post or comment id).'],
  ['following.json', 'Les membres que vous suivez.', 'The members you follow.'],
  ['followers.json', 'Les membres qui vous suivent (leur alias public seulement).', 'The members who follow you (their public alias only).'],
  ['notifications.json', 'Vos notifications.', 'Your notifications.'],
  ['blocks.json', 'Les membres que vous bloquez.', 'The members you block.'],
  ['mutes.json', 'Les membres que vous masquez.', 'The members you mute.'],
  ['coins.json', 'Votre historique de coins.', 'Your coins ledger.'],
  ['subscriptions.json', 'Vos abonnements.', 'Your subscriptions.'],
  ['orders.json', 'Vos commandes.', 'Your orders.'],
  ['invoices.json', 'Vos factures ; invoices/ contient le PDF de chacune.', 'Your invoices; invoices/ holds the PDF of each.'],
  ['licences.json', 'Vos licences de logiciels.', 'Your software licences.'],
  ['consents.json', 'Vos choix de cookies et vos acceptations des conditions.', 'Your cookie choices and acceptances of the terms.'],
  ['reports.json', 'Les signalements que vous avez faits.', 'The reports you made.'],
  ['moderation-decisions.json', 'Les décisions de modération vous concernant (exposés des motifs).', 'The moderation decisions about you (statements of reasons).'],
  ['appeals.json', 'Vos contestations de décisions.', 'Your appeals of decisions.'],
  ['sms-sends.json', 'Les SMS de vérification demandés (numéro, date, adresse IP).', 'The verification SMS you asked for (number, date, IP address).'],
  ['data-exports.json', 'Vos copies de données, celle-ci comprise.', 'Your copies of your data, this one included.'],
  ['uploads.json', 'Les fichiers que vous avez envoyés ; files/uploads/ les contient.', 'The files you uploaded; files/uploads/ holds them.'],
  ['files/profile-picture', 'Votre photo de profil, si vous en avez une.', 'Your profile picture, if you have one.'],
];

export function exportReadme(madeAt: Date): string {
  const list = (language: 1 | 2) => FILES.map((file) => `- ${file[0]} : ${file[language]}`.replace(' : ', language === 1 ? ' : ' : ': ')).join('\n');
  return [
    'ARYA — Copie de vos données / A copy of your data',
    `${madeAt.toISOString()}`,
    '',
    'FRANÇAIS',
    "Cette archive contient tout ce que vous avez écrit sur ARYA et tout ce que nous conservons à votre sujet (RGPD, articles 15 et 20). Les fichiers .json s'ouvrent avec un éditeur de texte ; les dates sont en UTC (ISO 8601).",
    list(1),
    '',
    'ENGLISH',
    'This archive holds everything you wrote on ARYA and everything we keep about you (GDPR, articles 15 and 20). The .json files open in a text editor; dates are in UTC (ISO 8601).',
    list(2),
    '',
  ].join('\n');
}
