import type { Post } from '@arya/core/contract';
import { formatCount } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useModals } from '../../../app/modals/modal-context.ts';
import { errorMessage } from '../../../lib/errors.ts';
import { toast } from '../../../lib/toast.ts';
import { fetchPost } from '../queries.ts';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { canShare } from '../share-target.ts';

/**
 * Shares the post (its original when it is a share): opens the writer with a preview. A member's
 * own post, a deleted original and a post already shared are not offered; the count is shown. From
 * a share, the original is read again first: the writer shows it, and sends it, as it is now.
 */
export function ShareButton({ post, memberId }: { post: Post; memberId: string }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const modals = useModals();
  const [opening, setOpening] = useState(false);
  const open = async () => {
    if (!post.SharedPost) return modals.open({ kind: 'post', share: post });
    setOpening(true);
    try {
      modals.open({ kind: 'post', share: await fetchPost(post.SharedPost.Id) });
    } catch (error) {
      toast.error(errorMessage(t, error));
    } finally {
      setOpening(false);
    }
  };
  const offered = canShare(post, memberId);
  // A share is never shared itself (its original is): it shows no count of its own.
  const count = post.SharedPost ? null : t('post.shares', { count: post.SharesCount, formatted: formatCount(post.SharesCount, language) });
  const sharedAlready = post.SharedPost ? post.Author.Id === memberId : post.Shared;
  const why = sharedAlready ? t('share.already') : t('share.notOffered');
  return (
    <button
      type="button"
      data-testid="post-share"
      disabled={!offered || opening}
      aria-busy={opening || undefined}
      title={offered ? t('share.action') : why}
      onClick={() => void open()}
      className={clsx(
        'inline-flex min-h-9 items-center gap-1.5 rounded-full px-2 focus-visible:outline-2 focus-visible:outline-indigo-600',
        offered ? 'hover:bg-slate-100 hover:text-slate-700' : 'cursor-default',
        sharedAlready && 'text-indigo-700',
      )}
    >
      <Icon name="share" className="size-4" />
      {/* Named by its content (what is seen is what is said): the action, then the count. */}
      {count === null ? (
        <>
          <span>{t('share.action')}</span>
          {!offered && <span className="sr-only"> ({why})</span>}
        </>
      ) : (
        <>
          <span className="sr-only">{offered ? t('share.action') : why} </span>
          <span data-testid="post-shares">{count}</span>
        </>
      )}
    </button>
  );
}
