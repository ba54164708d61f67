import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { useCurrentUser } from '../../session/session-context.ts';
import { NotificationList } from '../components/NotificationList.tsx';

/** /notifications (members only): what others did with the member's posts, comments and profile. */
export default function NotificationsPage() {
  const { t } = useTranslation('notifications');
  const user = useCurrentUser();
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <NotificationList userId={user.uid} />
    </>
  );
}
