import { useTranslation } from 'react-i18next';

/** A soft-deleted post keeps its place in the list (spec 2 §4), muted and without content or menu. */
export function DeletedPostCard({ id }: { id: string }) {
  const { t } = useTranslation('posts');
  return (
    <article data-testid="post-card" data-post-id={id} data-deleted="true" className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 px-5 py-4">
      <p className="text-sm text-slate-500 italic">{t('post.deleted')}</p>
    </article>
  );
}
