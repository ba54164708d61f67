import type { InternalNews } from '@arya/core/contract';
import { formatContentDate, type Language } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/** One news item of the back-office list: title, dates, audience, and its delete button (gone once deleted). */
export function NewsListItem({ news, language, onDelete }: { news: InternalNews; language: Language; onDelete: () => void }) {
  const { t } = useTranslation('backOffice');
  const title = news.Title || t('list.untitled');
  return (
    <li className={clsx('flex items-start gap-3 px-3 py-3 sm:px-4', news.IsDeleted && 'bg-slate-50')} data-testid="back-office-news">
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className={clsx('min-w-0 font-semibold break-words', news.IsDeleted ? 'text-slate-500 line-through' : 'text-slate-900')}>{title}</h3>
          {news.IsDeleted && <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">{t('list.deleted')}</span>}
        </div>
        {news.SecondaryTitle && <p className="mt-0.5 text-sm break-words text-slate-600">{news.SecondaryTitle}</p>}
        <p className="mt-1 text-xs text-slate-600">
          {t('list.published')} <time dateTime={news.PublishDate}>{formatContentDate(news.PublishDate, language)}</time>
          {news.Deadline && (
            <>
              {' · '}
              {t('list.deadline')} <time dateTime={news.Deadline}>{formatContentDate(news.Deadline, language)}</time>
            </>
          )}
        </p>
        {news.IsDeleted && news.AdditionalData.DeletedAt ? (
          <p className="mt-1 text-xs text-slate-600">{t('list.deletedAt', { date: formatContentDate(news.AdditionalData.DeletedAt, language) })}</p>
        ) : (
          <ul aria-label={t('list.audience')} className="mt-2 flex flex-wrap gap-1.5">
            {news.AvailableFor.map((pair) => (
              <li key={`${pair.Subscription}:${pair.Language}`} className="rounded-md bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-800">
                {t(`plans.${pair.Subscription}`)} · {pair.Language.toUpperCase()}
              </li>
            ))}
          </ul>
        )}
      </div>
      {!news.IsDeleted && (
        <button
          type="button"
          onClick={onDelete}
          aria-label={t('list.delete.label', { title })}
          title={t('list.delete.label', { title })}
          className="inline-flex size-10 shrink-0 items-center justify-center rounded-full text-slate-600 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          <Icon name="trash" />
        </button>
      )}
    </li>
  );
}
