import { formatContentDate } from '@arya/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { localizedPostPath } from '../post-links.ts';

/** When the post was published, linked to its own page, with the "edited" mark. */
export function PostDate({ id, date, lastEditDate }: { id: string; date: string; lastEditDate: string | null }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  return (
    <span className="flex flex-wrap items-center gap-x-1 text-xs text-slate-500">
      <Link to={localizedPostPath(id, language)} className="rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-500">
        <time dateTime={date}>{formatContentDate(date, language)}</time>
      </Link>
      {lastEditDate && (
        <span data-testid="post-edited" title={t('post.edited_on', { date: formatContentDate(lastEditDate, language) })}>
          · {t('post.edited')}
        </span>
      )}
    </span>
  );
}
