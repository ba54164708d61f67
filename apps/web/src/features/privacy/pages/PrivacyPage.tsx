import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { CookiesSection } from '../components/CookiesSection.tsx';
import { DataExportSection } from '../components/DataExportSection.tsx';
import { DeleteAccountSection } from '../components/DeleteAccountSection.tsx';

/** `/my-account/privacy`: the member's data (a copy to download), their cookie choice, and leaving. */
export default function PrivacyPage() {
  const { t } = useTranslation('privacy');
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <DataExportSection />
        <CookiesSection />
        <DeleteAccountSection />
      </div>
    </>
  );
}
