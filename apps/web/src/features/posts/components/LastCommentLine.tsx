import type { LastComment } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';

/** The post's newest comment under a closed comments section (spec 2 §3 LastComment); opens the comments. */
export function LastCommentLine({ comment, controls, onOpen }: { comment: LastComment; controls: string; onOpen: () => void }) {
  const { t } = useTranslation('posts');
  return (
    <button
      type="button"
      data-testid="post-last-comment"
      aria-controls={controls}
      aria-expanded={false}
      aria-label={t('post.lastComment', { name: comment.Author.Name, text: comment.Text })}
      onClick={onOpen}
      className="mt-2 block w-full truncate rounded-lg bg-slate-50 px-3 py-2 text-left text-sm text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
    >
      <span className="font-semibold text-slate-900">{comment.Author.Name}</span> {comment.Text}
    </button>
  );
}
