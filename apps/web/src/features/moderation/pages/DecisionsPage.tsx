import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';

/** `/my-account/decisions`: the moderation decisions about the member (being built). */
export default function DecisionsPage() {
  const { t } = useTranslation('moderation');
  return <PageHeading title={t('decisions.title')} />;
}
