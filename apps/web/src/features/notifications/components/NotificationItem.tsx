import type { AppNotification, NotificationSubject } from '@arya/core/contract';
import { formatContentDate, notificationPath } from '@arya/core/rules';
import clsx from 'clsx';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Avatar } from '../../../components/Avatar.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage, useLocalizedPath } from '../../i18n/use-language.ts';
import { profilePictureUrl } from '../../posts/post-links.ts';
import { notificationAge } from '../notification-date.ts';
import { NOTIFICATION_ICONS } from '../notification-look.ts';
import { notificationSentence } from '../notification-sentence.ts';

/**
 * One notification: a link to what it is about, with the latest author's picture, the sentence, its
 * age and an unread mark. `memberId` is the member reading (an idea's outcome is said to its author
 * and to its commenters differently).
 */
export function NotificationItem({ notification, unread, memberId }: { notification: AppNotification; unread: boolean; memberId: string }) {
  const { t } = useTranslation('notifications');
  const language = useLanguage();
  const to = useLocalizedPath();
  const { latestAuthor: author } = notification;
  const sentence = notificationSentence(notification, language, memberId);
  const age = notificationAge(notification.dateTime, language);
  const look = NOTIFICATION_ICONS[notification.type];
  return (
    <li>
      <Link
        to={to(notificationPath(notification))}
        data-testid="notification"
        data-unread={unread ? 'true' : undefined}
        className={clsx(
          'flex items-start gap-3 rounded-xl px-3 py-3 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-4',
          unread ? 'bg-indigo-50 hover:bg-indigo-100' : 'hover:bg-slate-100',
        )}
      >
        <span className="relative shrink-0">
          {author ? (
            <Avatar name={author.Name} src={profilePictureUrl(author.Id, author.PictureDate)} />
          ) : notification.type === 'idea_outcome' ? (
            // An idea's outcome: measured, made by nobody; the chart stands in for a picture.
            <span role="img" aria-label={t('outcome_avatar')} className="flex size-10 items-center justify-center rounded-full bg-teal-100 text-teal-800">
              <Icon name="chart" />
            </span>
          ) : (
            // Moderation's own notifications: no member acted, the app's sign stands in for a picture.
            <span role="img" aria-label={t('moderation_avatar')} className="flex size-10 items-center justify-center rounded-full bg-amber-100 text-amber-800">
              <Icon name="shield" />
            </span>
          )}
          <span aria-hidden="true" className={clsx('absolute -right-1.5 -bottom-1 flex size-[18px] items-center justify-center rounded-full text-white ring-2 ring-white', look.classes)}>
            <Icon name={look.icon} className="size-2.5" filled={look.icon === 'heart'} />
          </span>
        </span>
        <span className="min-w-0 flex-1">
          <span data-testid="notification-text" className="block text-sm break-words text-slate-800">
            <Trans
              t={t}
              i18nKey={sentence.key}
              values={sentence.values}
              count={'count' in sentence.values ? sentence.values.count : undefined}
              components={{ name: <strong className="font-semibold text-slate-900" /> }}
            />
          </span>
          {notification.subject && notification.subject.kind !== 'decision' && <SubjectExcerpt subject={notification.subject} />}
          <span className="mt-0.5 block text-xs text-slate-600">
            {/* The age may turn a minute between the server's page and its hydration: the server's words stay until the next render. */}
            <time dateTime={notification.dateTime} title={formatContentDate(notification.dateTime, language)} suppressHydrationWarning>
              {age ?? t('just_now')}
            </time>
          </span>
        </span>
        {unread && (
          <>
            <span aria-hidden="true" className="mt-1.5 size-2.5 shrink-0 rounded-full bg-indigo-600" />
            <span className="sr-only">{t('unread')}</span>
          </>
        )}
      </Link>
    </li>
  );
}

/**
 * What the notification is about: the words of the comment, reply or post (an idea's instrument
 * first), or that it was deleted, or that the member may no longer read it.
 */
function SubjectExcerpt({ subject }: { subject: NotificationSubject }) {
  const { t } = useTranslation('notifications');
  if (subject.state !== 'readable') {
    return (
      <span data-testid="notification-excerpt" data-state={subject.state} className="mt-1 block text-sm text-slate-600 italic">
        {subject.state === 'deleted' ? t(`excerpt.deleted_${subject.kind}`) : t('excerpt.locked')}
      </span>
    );
  }
  if (!subject.excerpt && !subject.instrument) return null;
  return (
    <span data-testid="notification-excerpt" data-state="readable" className="mt-1 line-clamp-2 text-sm break-words text-slate-600">
      {subject.instrument && (
        <span data-testid="notification-instrument" className="mr-1.5 inline-block rounded bg-slate-100 px-1.5 text-xs leading-5 font-semibold text-slate-800 ring-1 ring-slate-200">
          {subject.instrument}
        </span>
      )}
      {subject.excerpt && t('excerpt.quoted', { text: subject.excerpt })}
    </span>
  );
}
