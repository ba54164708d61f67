import { formatContentDate } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { editedDate } from '../edited-date.ts';
import { localizedPostPath } from '../post-links.ts';

/** When the post was published, linked to its own page, with the "edited" mark. */
export function PostDate({ id, date, lastEditDate }: { id: string; date: string; lastEditDate: string | null }) {
  const { t } = useTranslation('posts');
  const language = useLanguage();
  const edited = lastEditDate ? editedDate(lastEditDate, language) : null;
  return (
    <span className="flex flex-wrap items-center gap-x-1 text-xs text-slate-600">
      {/* At least 24 px high, so the link is easy to hit. */}
      <Link to={localizedPostPath(id, language)} className="inline-flex min-h-6 items-center rounded hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600">
        <time dateTime={date}>{formatContentDate(date, language)}</time>
      </Link>
      {edited && (
        <span data-testid="post-edited" title={t(`post.edited_${edited.day}`, { date: edited.date, time: edited.time })}>
          · {t('post.edited')}
        </span>
      )}
    </span>
  );
}
