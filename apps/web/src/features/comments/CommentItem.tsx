import { formatContentDate, isCoach, type Comment, type Post } from '@arya/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../components/Avatar.tsx';
import { ConfirmDialog } from '../../components/ConfirmDialog.tsx';
import { Dropdown, menuItemClasses, menuItemProps } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { errorMessage } from '../../lib/errors.ts';
import { toast } from '../../lib/toast.ts';
import { useLanguage, useLocalizedPath } from '../i18n/use-language.ts';
import { CoachBadge } from '../posts/components/CoachBadge.tsx';
import { profilePath, profilePictureUrl } from '../posts/post-links.ts';
import { useSession } from '../session/session-context.ts';
import { CommentBox } from './CommentBox.tsx';
import { useDeleteComment, useUpdateComment } from './queries.ts';
import { SafeHtml } from './SafeHtml.tsx';

/** One comment (spec 2 §2): avatar, name, text as HTML, image, date; the owner edits and deletes. */
export function CommentItem({ comment, post }: { comment: Comment; post: Post }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const to = useLocalizedPath();
  const { user } = useSession();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdateComment(post._id);
  const remove = useDeleteComment(post);
  const { Author: author } = comment;
  const profile = author.Alias ? to(profilePath(author.Alias)) : null;
  const isOwner = user !== null && user.uid === author.Id;

  if (comment.IsDeleted) {
    return (
      <li data-testid="comment" data-deleted="true" className="rounded-xl bg-slate-50 px-3 py-2 text-sm text-slate-600 italic">
        {t('comments.deleted')}
      </li>
    );
  }
  return (
    <li data-testid="comment" className="flex gap-2">
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
            {isOwner && !editing && (
              <Dropdown
                label={t('comments.menu')}
                triggerClassName="-mr-1 inline-flex size-8 items-center justify-center rounded-full text-slate-500 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-500"
                trigger={<Icon name="dots" className="size-4" />}
              >
                {(close) => (
                  <>
                    <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), setEditing(true))}>
                      <Icon name="pencil" className="size-5 text-slate-500" /> {t('comments.edit')}
                    </button>
                    <button {...menuItemProps} type="button" className={`${menuItemClasses} text-red-700!`} onClick={() => (close(), setConfirming(true))}>
                      <Icon name="trash" className="size-5" /> {t('comments.delete')}
                    </button>
                  </>
                )}
              </Dropdown>
            )}
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
            comment.Text && <SafeHtml html={comment.Text} className="text-sm break-words whitespace-pre-line text-slate-800" />
          )}
        </div>
        {comment.Image && !editing && (
          <img src={comment.Image.url} width={comment.Image.width} height={comment.Image.height} alt={t('comments.image_alt', { name: author.Name })} loading="lazy" className="mt-1 max-h-64 w-auto rounded-xl border border-slate-200" />
        )}
        <p className="mt-0.5 px-3 text-xs text-slate-600">
          <time dateTime={comment.Date ?? comment.CreationDate}>{formatContentDate(comment.Date ?? comment.CreationDate, language)}</time>
          {comment.LastEditDate && <span> · {t('post.edited')}</span>}
        </p>
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
    </li>
  );
}
