import type { Language } from '@arya/core';

/** A text made ready for a translation provider, and what it must give back untouched. */
export interface ProtectedText {
  markup: string;
  /** The protected tokens as plain text, in order: span `data-t="i"` holds `tokens[i]`. */
  tokens: string[];
}

/**
 * Makes an HTML fragment for a translation provider: text escaped (unless html), newlines as <br>,
 * and each token that must pass through untouched wrapped as <span translate="no">…</span> (DeepL
 * tag_handling=html and LibreTranslate format=html leave those alone).
 */
export function protect(text: string, from: Language, options: { html: boolean }): ProtectedText {
  const tokens: string[] = [];
  const wrap = (token: string): string => {
    tokens.push(token);
    return `<span translate="no" data-t="${tokens.length - 1}">${escapeHtml(token)}</span>`;
  };
  const markup = options.html ? protectHtml(text, from, wrap) : protectText(text, from, wrap).replace(/\r?\n/g, '<br>');
  return { markup, tokens };
}

/**
 * Puts the tokens back into the provider's output; returns null if any token is missing, duplicated,
 * altered or reordered oddly, or the output is > 3x the source length. Numbers are re-written in the
 * target language's grammar. For plain text (html false) the result is plain text (tags removed, <br>
 * back to \n, entities unescaped); for html the result is HTML (the caller re-sanitizes).
 *
 * Tokens may move, as word order differs between languages, but each span must still hold its own
 * token: a provider that swapped two prices between spans is caught.
 */
export function restore(output: string, source: ProtectedText, from: Language, to: Language, options: { html: boolean }): string | null {
  // A provider that loops or hallucinates answers far longer than what it was given.
  if (output.length > 3 * source.markup.length) return null;
  const seen = new Set<number>();
  const parts: string[] = [];
  let last = 0;
  for (const span of output.matchAll(SPAN)) {
    const index = spanIndex(span[1] ?? '');
    if (index === undefined) continue;
    const token = source.tokens[index];
    const inner = /^(\s*)([\s\S]*?)(\s*)$/.exec(decodeEntities(span[2] ?? '')) ?? [];
    if (token === undefined || seen.has(index) || inner[2] !== token) return null;
    seen.add(index);
    const restored = `${inner[1]}${rewriteNumber(token, from, to)}${inner[3]}`;
    parts.push(outputText(output.slice(last, span.index), options.html), options.html ? escapeHtml(restored) : restored);
    last = span.index + span[0].length;
  }
  if (seen.size !== source.tokens.length) return null;
  parts.push(outputText(output.slice(last), options.html));
  // Spaces a provider leaves before a line break are invisible in HTML but not in a post.
  return options.html ? parts.join('') : parts.join('').replace(/[ \t]+\n/g, '\n');
}

// ---- What passes through untouched ----

const SPACE = '[ \\u00A0\\u202F]';
const NOT_AFTER = '(?<![\\p{L}\\p{N}_]|\\p{N}[.,])';
/** Not glued to a word ("10k", "1er", "H4") nor part of a longer number ("1.2.3"). */
const NOT_BEFORE = '(?![\\p{L}\\p{N}_]|[.,]\\p{N})';
const SIGN = '[+\\-\\u2212]?';

/** Numbers as each language writes them: fr `2 400,50`, `+18 %`; en `2,400.50`, `18%`. */
const NUMBER: Record<Language, string> = {
  fr: `${SIGN}(?:\\d{1,3}(?:${SPACE}\\d{3})+|\\d+)(?:,\\d+)?(?:${SPACE}?%)?`,
  en: `${SIGN}(?:\\d{1,3}(?:,\\d{3})+|\\d+)(?:\\.\\d+)?(?:[ \\u00A0]?%)?`,
};
const NUMBER_PARTS: Record<Language, RegExp> = {
  fr: new RegExp(`^(${SIGN})(\\d{1,3}(?:${SPACE}\\d{3})+|\\d+)(?:,(\\d+))?(${SPACE}?%)?$`, 'u'),
  en: /^([+\-\u2212]?)(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?([ \u00A0]?%)?$/u,
};

const EMOJI_ONE = '(?:\\p{Extended_Pictographic}(?:\\uFE0F|\\p{Emoji_Modifier}|[\\u{E0020}-\\u{E007F}])*)';
const TOKEN_SOURCES = [
  // Addresses and e-mail addresses; trailing punctuation is cut off afterwards.
  '(?:https?:\\/\\/|www\\.)[^\\s<>"]+',
  '(?<![\\w.+-])[\\w.+-]+@[\\w-]+(?:\\.[\\w-]+)+',
  '(?<![\\p{L}\\p{N}_.@])@[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?',
  '(?<![\\p{L}\\p{N}_$])\\$[A-Za-z][A-Za-z0-9]{0,9}(?:\\.[A-Za-z]{1,4})?(?![\\p{L}\\p{N}_])',
  '(?<![\\p{L}\\p{N}_/])[A-Z]{3,5}\\/[A-Z]{3,5}(?![\\p{L}\\p{N}_/])',
  // Flags, keycaps, and pictographs with their skin tones and ZWJ sequences (👨‍💻), a run as one token.
  `(?:\\p{Regional_Indicator}{2}|[#*0-9]\\uFE0F?\\u20E3|${EMOJI_ONE}(?:\\u200D${EMOJI_ONE})*)+`,
];
/**
 * A number in the other grammar or none ("1.0950" in a French text, "1.2.3") is passed through as
 * written: it is ambiguous, and a provider would be no wiser.
 */
const OTHER_NUMBER = `${NOT_AFTER}${SIGN}\\d+(?:[.,]\\d+)+${NOT_BEFORE}`;
const TOKENS: Record<Language, RegExp> = {
  fr: tokenPattern('fr'),
  en: tokenPattern('en'),
};

function tokenPattern(language: Language): RegExp {
  const number = `${NOT_AFTER}${NUMBER[language]}${NOT_BEFORE}`;
  return new RegExp([...TOKEN_SOURCES, number, OTHER_NUMBER].join('|'), 'gu');
}

/** Escapes `text`, each token wrapped by `wrap`. */
function protectText(text: string, from: Language, wrap: (token: string) => string): string {
  const pattern = new RegExp(TOKENS[from]);
  let markup = '';
  let last = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    const token = trimAddress(match[0]);
    markup += escapeHtml(text.slice(last, match.index)) + wrap(token);
    last = match.index + token.length;
    pattern.lastIndex = last;
  }
  return markup + escapeHtml(text.slice(last));
}

/**
 * Tokens in text only, never in a tag's attributes (a link's address). The text's own line breaks
 * are marked, so they come back as line breaks and the comment's <br> tags stay tags.
 */
function protectHtml(html: string, from: Language, wrap: (token: string) => string): string {
  return html
    .split(/(<[^>]*>)/)
    .map((part, index) => {
      // Odd parts are tags; blank text between block tags is layout, left as it is.
      if (index % 2 === 1 || !/\S/.test(part)) return part;
      return protectText(decodeEntities(part), from, wrap).replace(/\r?\n/g, NEWLINE_BREAK);
    })
    .join('');
}
const NEWLINE_BREAK = '<br data-nl="1">';

/** An address ends before the punctuation that follows it, and before a ")" it did not open. */
function trimAddress(token: string): string {
  if (!/^(?:https?:|www\.)/i.test(token)) return token;
  let end = token.length;
  for (;;) {
    const last = token[end - 1] ?? '';
    const opened = (token.slice(0, end).match(/\(/g)?.length ?? 0) - (token.slice(0, end).match(/\)/g)?.length ?? 0);
    if (!(/[.,;:!?'"»…\]]/.test(last) || (last === ')' && opened < 0))) return token.slice(0, end);
    end -= 1;
  }
}

// ---- Putting them back ----

/** A span as providers give it back: attributes re-ordered, quotes changed, maybe spaces. */
const SPAN = /<span\b([^>]*)>([\s\S]*?)<\/span\s*>/gi;

function spanIndex(attributes: string): number | undefined {
  const match = /\bdata-t\s*=\s*["']?(\d+)/i.exec(attributes);
  return match ? Number(match[1]) : undefined;
}

/** The provider's text between tokens, as the result needs it: HTML, or plain text. */
function outputText(part: string, html: boolean): string {
  if (html) return part.replace(/<br\b[^>]*\bdata-nl\b[^>]*>/gi, '\n');
  return decodeEntities(
    part
      // The source's line breaks are all <br>: a provider's own newlines are mere spaces in HTML.
      .replace(/(<br\b[^>]*>)[ \t]*\r?\n/gi, '$1')
      .replace(/\r?\n[ \t]*(?=<br\b)/gi, '')
      .replace(/\r?\n/g, ' ')
      .replace(/<br\b[^>]*>/gi, '\n')
      .replace(/<[^>]*>/g, ''),
  );
}

/** A number written in `from`'s grammar, written in `to`'s; any other token as it was. */
function rewriteNumber(token: string, from: Language, to: Language): string {
  const parts = from === to ? null : NUMBER_PARTS[from].exec(token);
  if (!parts) return token;
  const [, sign = '', integer = '', decimals, percent] = parts;
  const digits = integer.replace(/\D/g, '');
  const grouped = digits.length !== integer.length;
  return to === 'fr'
    ? `${sign}${grouped ? group(digits, '\u202F') : digits}${decimals === undefined ? '' : `,${decimals}`}${percent ? '\u202F%' : ''}`
    : `${sign}${grouped ? group(digits, ',') : digits}${decimals === undefined ? '' : `.${decimals}`}${percent ? '%' : ''}`;
}

function group(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+$)/g, separator);
}

// ---- HTML text ----

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00A0' };

/** Decodes the entities providers and sanitize-html write; an unknown named one stays as written. */
function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return ENTITIES[name.toLowerCase()] ?? entity;
    const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
