import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { NewPasswordForm } from '../components/NewPasswordForm.tsx';
import { ResetRequestForm } from '../components/ResetRequestForm.tsx';

/** Without a token: ask for a reset link. With the token from the e-mailed link: choose a new password. */
export default function PasswordPage() {
  const { t } = useTranslation('auth');
  usePageTitle(t('password.title'));
  const [search] = useSearchParams();
  const token = search.get('token');
  const linkExpired = search.get('error') === 'INVALID_TOKEN';
  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900">{t(token ? 'password.newTitle' : 'password.title')}</h1>
        <p className="mt-2 text-slate-600">{t(token ? 'password.newSubtitle' : 'password.subtitle')}</p>
      </div>
      {token ? <NewPasswordForm token={token} /> : <ResetRequestForm linkExpired={linkExpired} />}
    </div>
  );
}
