import { randomBytes } from 'node:crypto';
import { isLanguage } from '@arya/core';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { comments, internalNews, posts } from '../db/schema/index.ts';
import { insertComment } from '../features/comments/comments.repository.ts';
import { storeTranslation } from '../features/translations/translations.repository.ts';
import { commentSourceOf, newsSourceOf, newsTexts, postSourceOf, postTexts } from '../shared/translations/source.ts';
import { sanitizeCommentHtml } from '../shared/text/comment-html.ts';
import type { DemoAccount } from './demo-accounts.ts';
import { DEMO_POSTS } from './demo-posts.ts';
import { DEMO_COMMENTS, demoPhrasebook } from '../providers/translation/demo-phrasebook.ts';
import { oneParagraph } from '../providers/translation/phrasebook-translator.ts';

const MINUTE_MS = 60 * 1000;
/** The posts the demo comments go under: the first demo post (EUR/USD) and the coach's DAX idea. */
const COMMENTED = { 'eurusd-post': DEMO_POSTS[0]!.text, 'dax-idea': 'DAX : achat sur cassure des 19 450' } as const;


/** A comment's stored HTML, as the comment box sends one paragraph. */
const paragraph = (text: string) => sanitizeCommentHtml(`<p>${text}</p>`);

/**
 * The demo's comments and replies, once, then the human translations of every demo text, news
 * included: a fresh install shows "See translation" without any provider (each stored as a
 * translation by a person).
 */
export async function seedDemoTranslations(db: Database, ids: Map<DemoAccount['key'], string>): Promise<void> {
  await seedDemoComments(db, ids);
  const phrasebook = demoPhrasebook();
  const translate = (text: string | null) => (text === null ? null : (phrasebook.get(text.trim()) ?? undefined));

  const untranslatedPosts = await db
    .select({ authorId: posts.authorId, id: posts.id, text: posts.text, financialData: posts.financialData })
    .from(posts)
    .where(and(isNull(posts.translatedFrom), inArray(posts.authorId, [...ids.values()]), eq(posts.isDeleted, false)));
  for (const row of untranslatedPosts) {
    const source = postSourceOf(row);
    const texts = postTexts(row).map(translate);
    if (!isLanguage(source.lang) || texts.includes(undefined)) continue;
    await storeTranslation(db, { kind: 'post', authorId: row.authorId, id: row.id }, { hash: source.hash, to: source.lang === 'fr' ? 'en' : 'fr', texts: texts as (string | null)[], by: 'human' });
  }

  const untranslatedComments = await db
    .select({ postAuthorId: comments.postAuthorId, postId: comments.postId, id: comments.id, text: comments.text })
    .from(comments)
    .where(and(isNull(comments.translatedFrom), inArray(comments.authorId, [...ids.values()]), eq(comments.isDeleted, false)));
  for (const row of untranslatedComments) {
    const source = commentSourceOf(row);
    const words = row.text === null ? undefined : oneParagraph(row.text);
    const translation = words === undefined ? undefined : translate(words);
    if (!isLanguage(source.lang) || !translation) continue;
    const { text: _text, ...target } = row;
    await storeTranslation(db, { kind: 'comment', ...target }, { hash: source.hash, to: source.lang === 'fr' ? 'en' : 'fr', texts: [paragraph(translation)], by: 'human' });
  }
  await translateDemoNews(db, ids, translate);
}

/** Staff's news written in one language only, translated by a person (the French-only Brent item). */
async function translateDemoNews(db: Database, ids: Map<DemoAccount['key'], string>, translate: (text: string | null) => string | null | undefined): Promise<void> {
  const untranslated = await db
    .select({ id: internalNews.id, title: internalNews.title, secondaryTitle: internalNews.secondaryTitle, localizations: internalNews.localizations })
    .from(internalNews)
    .where(and(isNull(internalNews.translation), inArray(internalNews.authorId, [...ids.values()]), eq(internalNews.isDeleted, false)));
  for (const row of untranslated) {
    const source = newsSourceOf(row);
    const texts = newsTexts(row).map(translate);
    if (!source.translatable || !isLanguage(source.lang) || texts.includes(undefined)) continue;
    await storeTranslation(db, { kind: 'news', id: row.id }, { hash: source.hash, to: source.lang === 'fr' ? 'en' : 'fr', texts: texts as (string | null)[], by: 'human' });
  }
}

/** Comments and replies under the EUR/USD post and the DAX idea, when those have none yet. */
async function seedDemoComments(db: Database, ids: Map<DemoAccount['key'], string>): Promise<void> {
  for (const [on, text] of Object.entries(COMMENTED) as [keyof typeof COMMENTED, string][]) {
    const [post] = await db
      .select({ authorId: posts.authorId, id: posts.id, commentsCount: posts.commentsCount, creationDate: posts.creationDate })
      .from(posts)
      .where(and(eq(posts.authorId, ids.get('coach') ?? ''), on === 'eurusd-post' ? eq(posts.text, text) : sql`${posts.financialData} ->> 'title' = ${text}`))
      .limit(1);
    if (!post || post.commentsCount > 0) continue;
    let at = post.creationDate.getTime();
    for (const comment of DEMO_COMMENTS.filter((item) => item.on === on)) {
      const commentId = await addDemoComment(db, ids, post, null, comment, new Date((at += 7 * MINUTE_MS)));
      for (const reply of comment.replies ?? []) await addDemoComment(db, ids, post, commentId, reply, new Date((at += 4 * MINUTE_MS)));
    }
  }
}

async function addDemoComment(
  db: Database,
  ids: Map<DemoAccount['key'], string>,
  post: { authorId: string; id: string },
  parentId: string | null,
  item: { author: DemoAccount['key']; text: string },
  at: Date,
): Promise<string> {
  const authorId = ids.get(item.author);
  if (!authorId) throw new Error(`The demo member ${item.author} was not seeded`);
  const id = randomBytes(12).toString('base64url');
  await insertComment(db, { postAuthorId: post.authorId, postId: post.id, id, parentId, authorId, text: paragraph(item.text), image: null, creationDate: at });
  return id;
}
