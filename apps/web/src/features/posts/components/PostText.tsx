import Linkify from 'linkify-react';
import type { Opts } from 'linkifyjs';

/** Web addresses only (no e-mail or other schemes), opened in a new tab without passing on the page. */
const LINK_OPTIONS: Opts = {
  defaultProtocol: 'https',
  target: '_blank',
  rel: 'noopener noreferrer nofollow',
  validate: (value: string, type: string) => type === 'url' && /^(https?:\/\/|www\.)/i.test(value),
  className: 'font-medium text-indigo-700 underline-offset-2 hover:underline',
};

/** The post's text as React text nodes (never HTML), its line breaks kept and its addresses linked. */
export function PostText({ text }: { text: string }) {
  return (
    <Linkify as="p" options={LINK_OPTIONS} className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800" data-testid="post-text">
      {text}
    </Linkify>
  );
}
