import type { Gif } from '@arya/core/contract';
import { useTranslation } from 'react-i18next';

/** An attached GIF at its own size (never wider than the card), its space kept before it loads. */
export function PostGif({ gif, lead = false }: { gif: Gif; lead?: boolean }) {
  const { t } = useTranslation('posts');
  return (
    <img
      src={gif.url}
      width={gif.width}
      height={gif.height}
      alt={gif.title?.trim() || t('post.gif')}
      loading={lead ? 'eager' : 'lazy'}
      fetchPriority={lead ? 'high' : 'auto'}
      decoding="async"
      data-testid="post-gif"
      className="h-auto max-w-full rounded-xl bg-slate-100"
      style={{ aspectRatio: `${gif.width} / ${gif.height}` }}
    />
  );
}
