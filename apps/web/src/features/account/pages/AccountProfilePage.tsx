import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { PictureSection } from '../profile/PictureSection.tsx';
import { ProfileForm } from '../profile/ProfileForm.tsx';

/** `/my-account/profile`: the member's picture, saved on its own, and the profile form. */
export default function AccountProfilePage() {
  const { t } = useTranslation('account');
  return (
    <>
      <PageHeading title={t('profileForm.title')} description={t('profileForm.description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <PictureSection />
        <ProfileForm />
      </div>
    </>
  );
}
