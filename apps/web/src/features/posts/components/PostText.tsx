import type { CashtagLink } from '@arya/core/contract';
import LinkifyIt from 'linkify-it';
import type { ReactNode } from 'react';
import { cashtagParts, cashtagSymbols, type CashtagSymbols } from './cashtag-parts.tsx';

/** Only web addresses written with their scheme or "www." are linked (no e-mail, no bare "notes.txt"). */
const WEB_ADDRESS = /^(https?:\/\/|www\.)/i;
/** A text without any of these has nothing to link: most posts skip the link finder altogether. */
const MAY_HOLD_ADDRESS = /https?:\/\/|www\./i;
const LINK_CLASS = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

/** Built on the first text that holds an address (its patterns take a few milliseconds to compile). */
let finder: LinkifyIt | undefined;

/** Addresses with a scheme (http: and https:) or starting with "www." (any top-level domain), nothing else. */
function newFinder(): LinkifyIt {
  const links = new LinkifyIt({ fuzzyLink: false, fuzzyEmail: false, fuzzyIP: false });
  for (const scheme of ['ftp:', '//', 'mailto:']) links.add(scheme, null);
  // The address after "www.", as linkify-it reads one after "//" (its patterns are strings despite their type).
  return links.add('www.', {
    validate(text, pos, self) {
      const source = self.re as unknown as Record<string, string>;
      self.re.www ??= new RegExp(
        `^(?:(?:${source.src_domain})\\.)+${source.src_domain_root}${source.src_port}${source.src_host_terminator}${source.src_path}`,
        'i',
      );
      return text.slice(pos).match(self.re.www)?.[0].length ?? 0;
    },
  });
}

function linkedParts(text: string, symbols: CashtagSymbols | null): ReactNode[] {
  if (!MAY_HOLD_ADDRESS.test(text)) return cashtagParts(text, symbols);
  finder ??= newFinder();
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of finder.match(text) ?? []) {
    if (!WEB_ADDRESS.test(match.raw)) continue;
    // The text between addresses may name instruments; an address's own text never does.
    if (match.index > from) parts.push(...cashtagParts(text.slice(from, match.index), symbols, from));
    parts.push(
      <a key={match.index} href={match.schema === 'www.' ? `https://${match.raw}` : match.url} target="_blank" rel="noopener noreferrer nofollow" className={LINK_CLASS}>
        {match.text}
      </a>,
    );
    from = match.lastIndex;
  }
  if (from < text.length) parts.push(...cashtagParts(text.slice(from), symbols, from));
  return parts;
}

/**
 * The post's text as React text nodes (never HTML), its line breaks kept, its addresses linked and
 * its `$cashtags` that name an instrument (`cashtags`, the server's list) linked to their pages.
 * `lang`: the language it is written in, when known (screen readers read it with the right voice).
 */
export function PostText({ text, lang, translated = false, cashtags }: { text: string; lang?: string; translated?: boolean; cashtags?: readonly CashtagLink[] }) {
  return (
    <p lang={lang} data-translated={translated || undefined} className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800" data-testid="post-text">
      {linkedParts(text, cashtagSymbols(cashtags))}
    </p>
  );
}
