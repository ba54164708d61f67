import type { Comment, Post } from '@arya/core/contract';
import { formatContentDate, formatCount, isCoach, type RelationKind } from '@arya/core/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dropdown, menuItemClasses, menuItemProps } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { useLanguage, useLocalizedPath } from '../i18n/use-language.ts';
import { CoachBadge } from '../posts/components/CoachBadge.tsx';
import { useCopyPostLink } from '../posts/components/use-copy-post-link.ts';
import { ReportDialogHost, ReportMenuItem } from '../moderation/ReportMenuItem.tsx';
import { profilePath, profilePictureUrl } from '../posts/post-links.ts';
import { RelationConfirm } from '../relations/RelationConfirm.tsx';
import { RelationMenuItems } from '../relations/RelationMenuItems.tsx';
import { useSession } from '../session/session-context.ts';
import { CommentBox } from './CommentBox.tsx';
import { commentAnchor, useScrollIntoViewOnce, type CommentFocus } from './comment-focus.ts';
import { CommentLikeButton } from './CommentLikeButton.tsx';
import { isReply, useCreateReply, useDeleteComment, useReplies, useUpdateComment } from './queries.ts';
import { useLiveReplies } from './use-live-thread.ts';
import { SafeHtml } from './SafeHtml.tsx';
import { TranslationToggle } from '../posts/translation/TranslationToggle.tsx';
import { useTranslationToggle } from '../posts/translation/use-translation-toggle.ts';

/**
 * One comment or reply (spec 2 §2): avatar, name, text as HTML, image; Like, Reply (comments only)
 * and the date; the owner edits and deletes. A comment holds its replies.
 */
export function CommentItem({ comment, post, focus, focused = false }: { comment: Comment; post: Post; focus?: CommentFocus; focused?: boolean }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const to = useLocalizedPath();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const [asking, setAsking] = useState<RelationKind | null>(null);
  const update = useUpdateComment();
  const reply = !isReply(comment._id);
  const remove = useDeleteComment(post);
  // An erased member (account deleted) is named so in the reader's language.
  const author = comment.Author.Deleted ? { ...comment.Author, Name: t('post.deletedMember') } : comment.Author;
  const profile = author.Alias ? to(profilePath(author.Alias)) : null;
  const isOwner = user !== null && user.uid === author.Id;
  const member = { _id: author.Id, DisplayName: author.Name, Alias: author.Alias };
  const copyLink = useCopyPostLink();

  // A deleted comment keeps its place; so does a private member's, whose words are for members only.
  if (comment.IsDeleted || comment.MembersOnly) {
    return (
      <li id={commentAnchor(comment._id)} tabIndex={focus || focused ? -1 : undefined} data-testid="comment" data-deleted={comment.IsDeleted ? 'true' : undefined} className="flex flex-col gap-2">
        <p className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600 italic">{t(comment.IsDeleted ? 'comments.deleted' : 'comments.members_only')}</p>
        {reply && comment.RepliesCount > 0 && <Replies comment={comment} post={post} replying={false} onReplied={() => undefined} focusReplyId={focus?.replyId} />}
      </li>
    );
  }
  return (
    <li
      id={commentAnchor(comment._id)}
      tabIndex={(focus && !focus.replyId) || focused ? -1 : undefined}
      data-testid="comment"
      data-linked={(focus && !focus.replyId) || focused ? 'true' : undefined}
      className="flex gap-2 rounded-2xl outline-offset-4 data-linked:outline-2 data-linked:outline-indigo-300 focus-visible:outline-indigo-600"
    >
      <Avatar name={author.Name} src={profilePictureUrl(author.Id, author.PictureDate)} size="small" />
      <div className="min-w-0 flex-1">
        <div className="rounded-2xl bg-slate-100 px-3 py-2">
          <div className="flex items-start justify-between gap-2">
            <div className="flex flex-wrap items-center gap-x-2">
              {profile ? (
                <Link to={profile} className="text-sm font-semibold text-slate-900 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600" data-testid="comment-author">
                  {author.Name}
                </Link>
              ) : (
                <span className="text-sm font-semibold text-slate-900" data-testid="comment-author">
                  {author.Name}
                </span>
              )}
              {isCoach(author.Verified) && <CoachBadge />}
            </div>
            {!editing && (
              <Dropdown
                label={t('comments.menu')}
                triggerClassName="-mr-1 inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500"
                trigger={<Icon name="dots" className="size-4" />}
              >
                {(close) => (
                  <>
                    <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), void copyLink(comment._id))}>
                      <Icon name="link" className="size-5 text-slate-500" /> {t('post.copy_link')}
                    </button>
                    {isOwner && (
                      <>
                        <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), setEditing(true))}>
                          <Icon name="pencil" className="size-5 text-slate-500" /> {t('comments.edit')}
                        </button>
                        <button {...menuItemProps} type="button" className={`${menuItemClasses} text-red-700!`} onClick={() => (close(), setConfirming(true))}>
                          <Icon name="trash" className="size-5" /> {t('comments.delete')}
                        </button>
                      </>
                    )}
                    {!isOwner && <ReportMenuItem onSelect={() => (close(), setReporting(true))} />}
                    {!isOwner && <RelationMenuItems member={member} close={close} onAsk={setAsking} />}
                  </>
                )}
              </Dropdown>
            )}
            <ReportDialogHost item={reporting ? { kind: reply ? 'comment' : 'reply', id: comment._id } : null} onClose={() => setReporting(false)} />
          </div>
          {editing ? (
            <div className="mt-1">
              <CommentBox
                label={t('comments.edit_label')}
                placeholder={t('comments.placeholder')}
                initial={{ text: comment.Text ?? '', image: comment.Image ? { url: comment.Image.url } : null }}
                autoFocus
                onSubmit={async (input) => {
                  await update.mutateAsync({ id: comment._id, input });
                  setEditing(false);
                  toast.success(t('comments.edited_done'));
                }}
                onCancel={() => setEditing(false)}
              />
            </div>
          ) : (
            comment.Text && <TranslatableCommentText comment={comment} text={comment.Text} />
          )}
        </div>
        {comment.Image && !editing && (
          <img src={comment.Image.url} width={comment.Image.width} height={comment.Image.height} alt={t('comments.image_alt', { name: author.Name })} loading="lazy" className="mt-1 max-h-64 w-auto rounded-xl border border-slate-200" />
        )}
        <p className="mt-0.5 flex flex-wrap items-center gap-x-3 px-3 text-xs text-slate-600">
          {user && <CommentLikeButton comment={comment} />}
          {!user && comment.ReactionsCount.Likes > 0 && <span data-testid="comment-likes">{t('post.likes', { count: comment.ReactionsCount.Likes, formatted: formatCount(comment.ReactionsCount.Likes, language) })}</span>}
          {user && reply && (
            <button type="button" aria-expanded={replying} onClick={() => setReplying((open) => !open)} className="inline-flex min-h-6 items-center rounded font-semibold hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
              {t('comments.reply')}
            </button>
          )}
          <time dateTime={comment.Date ?? comment.CreationDate}>{formatContentDate(comment.Date ?? comment.CreationDate, language)}</time>
          {comment.LastEditDate && <span>· {t('post.edited')}</span>}
        </p>
        {reply && <Replies comment={comment} post={post} replying={replying} onReplied={() => setReplying(false)} focusReplyId={focus?.replyId} />}
      </div>
      {confirming && (
        <ConfirmDialog
          title={t('comments.delete_title')}
          message={t('comments.delete_message')}
          confirmLabel={t('comments.delete')}
          cancelLabel={t('comments.cancel')}
          busy={remove.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            remove.mutate(comment._id, {
              onSuccess: () => (setConfirming(false), toast.success(t('comments.deleted_done'))),
              onError: (error) => toast.error(errorMessage(t, error)),
            })
          }
        />
      )}
      {asking && <RelationConfirm member={member} kind={asking} onClose={() => setAsking(null)} />}
    </li>
  );
}

/** A comment's replies (one level): loaded all at once when asked for, and the reply form. */
function Replies({ comment, post, replying, onReplied, focusReplyId }: { comment: Comment; post: Post; replying: boolean; onReplied: () => void; focusReplyId?: string }) {
  const { t } = useTranslation('posts');
  // A link to one of the replies opens them all.
  const [open, setOpen] = useState(focusReplyId !== undefined);
  const replies = useReplies(comment, open);
  const create = useCreateReply(comment);
  const list = replies.data?.items ?? [];
  useLiveReplies(comment._id, open || list.length > 0);
  useScrollIntoViewOnce(focusReplyId && list.some((item) => item._id === `${comment._id}/${focusReplyId}`) ? commentAnchor(`${comment._id}/${focusReplyId}`) : null);
  const hidden = comment.RepliesCount - list.filter((item) => !item.IsDeleted).length;
  return (
    <div className="mt-2 flex flex-col gap-2 pl-2">
      {replying && (
        <CommentBox
          label={t('comments.reply_label', { name: comment.Author.Name })}
          placeholder={t('comments.reply_placeholder')}
          autoFocus
          onSubmit={async (input) => {
            await create.mutateAsync(input);
            onReplied();
          }}
          onCancel={onReplied}
        />
      )}
      {list.length > 0 && (
        <ul className="flex flex-col gap-3" data-testid="reply-list" aria-label={t('comments.replies_label', { name: comment.Author.Name })}>
          {list.map((item) => (
            <CommentItem key={item._id} comment={item} post={post} focused={focusReplyId !== undefined && item._id === `${comment._id}/${focusReplyId}`} />
          ))}
        </ul>
      )}
      {hidden > 0 && !replies.isFetching && (
        <button
          type="button"
          data-testid="more-replies"
          onClick={() => (open ? void replies.refetch() : setOpen(true))}
          className="self-start rounded text-xs font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {t('comments.more_replies', { count: hidden })}
        </button>
      )}
      {replies.isFetching && <Spinner size="tiny" />}
    </div>
  );
}

/** A comment's words (sanitized HTML, as its translation is), and the link to its translation when there is one. */
function TranslatableCommentText({ comment, text }: { comment: Comment; text: string }) {
  const { translation, shown, toggle } = useTranslationToggle(comment);
  return (
    <>
      <SafeHtml
        html={shown && translation ? translation : text}
        lang={shown ? undefined : (comment.TextLang ?? undefined)}
        cashtags={comment.Cashtags}
        className="text-sm break-words whitespace-pre-line text-slate-800"
      />
      {translation && <TranslationToggle from={comment.TextLang} by={comment.TranslatedBy} shown={shown} onToggle={toggle} className="mt-0.5" />}
    </>
  );
}
