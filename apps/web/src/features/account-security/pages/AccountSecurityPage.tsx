import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { ChangePasswordForm } from '../components/ChangePasswordForm.tsx';
import { SessionList } from '../components/SessionList.tsx';

/** `/my-account/security`: the password change and the member's signed-in sessions. */
export default function AccountSecurityPage() {
  const { t } = useTranslation('security');
  return (
    <>
      <PageHeading title={t('title')} description={t('description')} />
      <div className="flex min-w-0 flex-col gap-4">
        <ChangePasswordForm />
        <SessionList />
      </div>
    </>
  );
}
