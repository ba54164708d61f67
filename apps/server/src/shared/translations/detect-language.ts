import { francAll } from 'franc-min';

/**
 * The languages franc may answer, with their ISO 639-1 codes. A short list on purpose: with its 82
 * languages franc-min takes a short French reply for Indonesian, Swedish or Dutch ("Merci beaucoup"
 * came out nld), and members of a French trading community write in few languages. Scripts other
 * than Latin are told apart by script alone, so listing them costs no accuracy. No Ukrainian: franc
 * took "Спасибо за анализ, очень понятно" for it.
 */
const ISO_639_1: Record<string, string> = {
  fra: 'fr',
  eng: 'en',
  deu: 'de',
  spa: 'es',
  ita: 'it',
  por: 'pt',
  nld: 'nl',
  tur: 'tr',
  pol: 'pl',
  ron: 'ro',
  rus: 'ru',
  arb: 'ar',
  cmn: 'zh',
  jpn: 'ja',
  kor: 'ko',
  hin: 'hi',
  ell: 'el',
};
const SHORTLIST = Object.keys(ISO_639_1);

/** Below this many letters (once tickers, links and numbers are gone) a guess is noise. */
const MIN_LETTERS = 10;
/**
 * Below this many letters franc's trigrams are near noise: "Merci beaucoup" scored French last,
 * "Tu mets ton stop où ?" English first, "Muy bien, le dije" French first. A French or English word
 * decides there.
 */
const SHORT_TEXT_LETTERS = 30;
/** What each French or English word adds to franc's score (franc scores the best 1, the others less). */
const CUE_WEIGHT = 0.1;
const MAX_CUES = 3;
/**
 * French and English are the app's languages and trading texts mix English jargon into French, so
 * one of them wins when it scores this close to the best ("Stop loss placé sous le dernier plus bas"
 * came out Spanish 1, French 0.976).
 */
const HOME_LANGUAGE_MARGIN = 0.97;

/**
 * Common words of each language. Strong ones are no word of the other languages franc may confuse
 * it with; weak ones are ("je" is Dutch, "le", "bien" Spanish, "tu", "lui" Italian, "du" German;
 * "is" Dutch, "was", "also" German, "has" Spanish, "to" Polish), so they only nudge franc's score
 * and never decide a short text alone.
 */
const CUES = {
  fr: {
    strong: wordSet(
      "ai suis est sommes êtes sont avons avez ont vous nous ils elles les une aux sur pour avec très merci " +
        'beaucoup ça où à vu déjà aussi donc mon ton ces cette cet quoi toujours encore rien dans chez oui avoir ' +
        'être été fait faire peut peux veux vais vont toi moi leur leurs tout tous toute comme quand sous ' +
        "depuis après avant même moins c'est d'accord aujourd'hui bonjour salut demain hier maintenant avis " +
        // The community's own words, from short replies franc got wrong ("Bien joué, beau trade": Spanish).
        'joué beau belle joli jolie gros grosse matin soir semaine jour journée bonne hausse baisse haussier ' +
        'haussière baissier baissière achat vente objectif cassure marché',
    ),
    weak: wordSet('je le tu ce il lui bien pas des du au qui mais ou ma'),
  },
  en: {
    strong: wordSet(
      'the and you your for with this that these those what where when which who have had been be ' +
        "not just very thanks thank great nice good lot did don't i'm i'll i've it's that's can't won't it its " +
        'we they them our their from about would could should agree think congrats really still there here ' +
        'anyone some any than then only because today yesterday tomorrow week everyone happy love well ' +
        // Not "move", "target", "buy", "long": French traders write them too.
        'under over above below',
    ),
    weak: wordSet('is are has was also so to my do in of i'),
  },
};
/** A French elision ("j'ai", "qu'on", "n'est") marks French whatever follows. */
const FRENCH_ELISION = /^(j|qu|n|jusqu|lorsqu|puisqu)'/;
/**
 * Letters French and English never write (Portuguese ã, Spanish ñ, German ß, Polish ł...): a text
 * with them is left to franc even when it holds a French or English word ("Vou à praia amanhã").
 */
const FOREIGN_LETTERS = /[ãõñßäöåøışğłąęśźżćńőűășțđčřůýž]/iu;

/**
 * The language of a post or comment as an ISO 639-1 code ('fr', 'en', 'de'...), or null when there
 * are too few words to tell or franc does not know.
 */
export function detectLanguage(text: string, options: { html?: boolean } = {}): string | null {
  const words = wordsOnly(options.html ? textOfHtml(text) : text);
  const letters = letterCount(words);
  if (letters < MIN_LETTERS) return null;

  const french = cuesOf(words, 'fr');
  const english = cuesOf(words, 'en');
  if (letters < SHORT_TEXT_LETTERS && !FOREIGN_LETTERS.test(words)) {
    if (french.strong > 0 && english.strong === 0) return 'fr';
    if (english.strong > 0 && french.strong === 0) return 'en';
  }

  // The length was checked above, in letters rather than franc's characters.
  const scores = new Map(francAll(words, { minLength: 1, only: SHORTLIST }));
  if (scores.has('und')) return null;
  boost(scores, 'fra', french.strong + french.weak / 2);
  boost(scores, 'eng', english.strong + english.weak / 2);
  return ISO_639_1[bestLanguage(scores)] ?? null;
}

/** The text a reader sees in a comment's HTML: no tags (a link's address is no word), entities decoded. */
function textOfHtml(html: string): string {
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith('#')) {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The words only: links, mentions, tickers, currency pairs, numbers and emoji say nothing of the language. */
function wordsOnly(text: string): string {
  return text
    .replace(/(?:https?:\/\/|www\.)\S+/giu, ' ')
    .replace(/@[\p{L}\p{N}_.-]+/gu, ' ')
    .replace(/\$[A-Za-z][\w.]*/g, ' ')
    .replace(/\b[A-Z]{3,5}\/[A-Z]{3,5}\b/g, ' ')
    .replace(/[\p{N}\p{Extended_Pictographic}\p{Emoji_Component}]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Letters, a Chinese, Japanese or Korean character counting for a short word ("今天市场波动很大" is a sentence). */
function letterCount(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  const ideograms = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/gu)?.length ?? 0;
  return letters + 2 * ideograms;
}

function wordSet(list: string): Set<string> {
  return new Set(list.split(' '));
}

function cuesOf(text: string, language: 'fr' | 'en'): { strong: number; weak: number } {
  const cues = { strong: 0, weak: 0 };
  for (const word of text.toLowerCase().replace(/’/g, "'").match(/[\p{L}']+/gu) ?? []) {
    if (CUES[language].strong.has(word) || (language === 'fr' && FRENCH_ELISION.test(word))) cues.strong += 1;
    else if (CUES[language].weak.has(word)) cues.weak += 1;
  }
  return cues;
}

function boost(scores: Map<string, number>, language: string, cues: number): void {
  const score = scores.get(language);
  if (score !== undefined) scores.set(language, score + CUE_WEIGHT * Math.min(cues, MAX_CUES));
}

function bestLanguage(scores: Map<string, number>): string {
  const [best, bestScore] = [...scores].reduce((top, entry) => (entry[1] > top[1] ? entry : top));
  if (best === 'fra' || best === 'eng') return best;
  const home = (['fra', 'eng'] as const)
    .filter((language) => (scores.get(language) ?? 0) >= HOME_LANGUAGE_MARGIN * bestScore)
    .sort((a, b) => (scores.get(b) ?? 0) - (scores.get(a) ?? 0));
  return home[0] ?? best;
}
