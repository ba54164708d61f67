/**
 * The translation journey's French texts and the English a translator would give (the fake DeepL
 * answers these; any other text comes back behind "[EN] ", so no journey waits on a real provider).
 */
export const E2E_TRANSLATIONS = {
  post: {
    fr: 'Le marché reste calme avant la réunion de la banque centrale, je garde mes positions.',
    en: 'The market is staying calm ahead of the central bank meeting, so I am keeping my positions.',
  },
  comment: {
    fr: 'Merci pour cette analyse très claire, je suis du même avis.',
    en: 'Thanks for this very clear analysis, I see it the same way.',
  },
  ideaTitle: { fr: 'Achat du pétrole sur repli', en: 'Buying oil on a pullback' },
  ideaText: {
    fr: 'Le prix revient sur un support solide, je vise la résistance suivante.',
    en: 'Price is coming back to a solid support, I am aiming for the next resistance.',
  },
} as const;

/** The fake's dictionary: what the server sends (a comment is one paragraph of HTML) and its translation. */
export function fakeDeepLDictionary(): Record<string, string> {
  const { post, comment, ideaTitle, ideaText } = E2E_TRANSLATIONS;
  return {
    [post.fr]: post.en,
    [`<p>${comment.fr}</p>`]: `<p>${comment.en}</p>`,
    [ideaTitle.fr]: ideaTitle.en,
    [ideaText.fr]: ideaText.en,
  };
}
