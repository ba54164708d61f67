import type { Post } from '@arya/core/contract';
import { Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';
import { lazyPart } from '../../../lib/lazy-part.tsx';
import { DeletedPostCard } from './DeletedPostCard.tsx';
import { ImageGrid } from './ImageGrid.tsx';
import { PostAuthor } from './PostAuthor.tsx';
import { PostCounts } from './PostCounts.tsx';
import { PostGif } from './PostGif.tsx';
import { PostMenu } from './PostMenu.tsx';
import { LastCommentLine } from './LastCommentLine.tsx';
import { PostText } from './PostText.tsx';
import { TranslationToggle } from '../translation/TranslationToggle.tsx';
import { useTranslationToggle } from '../translation/use-translation-toggle.ts';
import { SharedPostCard } from './SharedPostCard.tsx';
import { VideoFrame } from './VideoFrame.tsx';
import { usePostShadow } from '../shadow/post-shadow.ts';
import { useLiveCountsOnScreen } from '../shadow/use-live-counts-on-screen.ts';
import { IdeaCard } from '../../ideas/cards/IdeaCard.tsx';
import { LockedContent } from '../../ideas/cards/LockedContent.tsx';
import { NewsCard } from '../../ideas/cards/NewsCard.tsx';
import { isIdeaPost, isNewsPost } from '../../ideas/cards/post-kind.ts';
import type { CommentFocus } from '../../comments/comment-focus.ts';

const CommentsSection = lazyPart('comments', (module) => module.CommentsSection);

/**
 * One post of a feed: author, text, media, counts and its menu; an idea or an internal news item
 * shows its own card in place of the text. `lead`: the first post on screen, whose picture is
 * fetched at once and first (the page's largest paint). `commentsOpen`: the comments show at once
 * (the post's own page); in feeds they open from the comments count. `onUnfavorite`: a news item
 * was taken out of the member's favourites.
 */
export function PostCard({
  post: cached,
  lead = false,
  commentsOpen = false,
  focus,
  onUnfavorite,
}: {
  post: Post;
  lead?: boolean;
  commentsOpen?: boolean;
  focus?: CommentFocus;
  onUnfavorite?: () => void;
}) {
  const { t } = useTranslation('posts');
  const post = usePostShadow(cached);
  // A locked post's comments are for its audience: they never open.
  const [showComments, setShowComments] = useState(commentsOpen && !cached.Locked);
  const commentsId = useId();
  const card = useRef<HTMLElement>(null);
  // In feeds the counts follow live while the card is on screen; the post's own page follows its channel with its comments.
  useLiveCountsOnScreen(card, cached._id, !commentsOpen && !cached.Locked && !cached.IsDeleted);
  // A deleted news item leaves its post in the lists, shown as deleted (spec 2 §4).
  if (post.IsDeleted || post.InternalNewsData?.IsDeleted) return <DeletedPostCard id={post._id} />;
  return (
    <article ref={card} data-testid="post-card" data-post-id={post._id} className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <header className="flex items-start justify-between gap-2">
        <PostAuthor post={post} />
        <PostMenu post={post} />
      </header>
      <div className="mt-3 flex flex-col gap-3">
        {isIdeaPost(post) ? (
          <IdeaCard post={post} lead={lead} />
        ) : isNewsPost(post) ? (
          <NewsCard post={post} lead={lead} onUnfavorite={onUnfavorite} />
        ) : post.Locked ? (
          // Only the premium coaches' posts are locked (RestrictedTo): a trial does not open them.
          <LockedContent kind="coachContent" />
        ) : (
          <>
            {post.Text && <TranslatablePostText post={post} text={post.Text} />}
            {post.Images.length > 0 && <ImageGrid images={post.Images} sizes={post.ImageSizes} authorName={post.Author.Name} lead={lead} />}
          </>
        )}
        {post.Gif && <PostGif gif={post.Gif} lead={lead && post.Images.length === 0} />}
        {post.Preview?.YoutubeId && <VideoFrame youtubeId={post.Preview.YoutubeId} title={t('post.video', { name: post.Author.Name })} />}
        {post.SharedPost && <SharedPostCard shared={post.SharedPost} />}
      </div>
      <footer className="mt-3 border-t border-slate-100 pt-3">
        <PostCounts post={post} comments={{ open: showComments, controls: commentsId, toggle: () => setShowComments((open) => !open) }} />
        {!showComments && post.LastComment && <LastCommentLine comment={post.LastComment} controls={commentsId} onOpen={() => setShowComments(true)} />}
      </footer>
      {showComments && (
        <div id={commentsId}>
          <Suspense fallback={<Spinner size="tiny" />}>
            <CommentsSection post={post} focus={focus} />
          </Suspense>
        </div>
      )}
    </article>
  );
}

/** A post's text, and the link to its translation into the app's language when there is one. */
function TranslatablePostText({ post, text }: { post: Post; text: string }) {
  const { translation, shown, toggle } = useTranslationToggle(post);
  return (
    <div className="flex flex-col gap-1">
      <PostText text={shown && translation ? translation : text} lang={shown ? undefined : (post.TextLang ?? undefined)} translated={shown} cashtags={post.Cashtags} />
      {translation && <TranslationToggle from={post.TextLang} by={post.TranslatedBy} shown={shown} onToggle={toggle} />}
    </div>
  );
}
