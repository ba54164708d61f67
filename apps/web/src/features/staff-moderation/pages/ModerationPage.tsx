import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';

/** `/my-account/moderation`: staff's moderation queue (being built). */
export default function ModerationPage() {
  const { t } = useTranslation('moderation');
  return <PageHeading title={t('queue.title')} />;
}
