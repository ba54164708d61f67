import type { PageMeta } from '../../plugins/app/pages.ts';

export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Puts the page's title and preview tags into the served HTML, all values escaped. */
export function injectPageMeta(html: string, meta: PageMeta): string {
  const tags = [
    `<title>${escapeAttribute(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:site_name" content="ARYA" />`,
    `<meta property="og:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttribute(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttribute(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeAttribute(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${escapeAttribute(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttribute(meta.description)}" />`,
    meta.image ? `<meta name="twitter:image" content="${escapeAttribute(meta.image)}" />` : '',
  ].filter(Boolean);
  // A function, so `$'` or `$&` in a member's text is never read as a replacement pattern.
  return html.replace(/<title>[\s\S]*?<\/title>/, () => tags.join('\n    '));
}
