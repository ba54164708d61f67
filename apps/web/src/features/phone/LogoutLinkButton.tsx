import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Spinner } from '../../components/Spinner.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { useSession } from '../session/session-context.ts';
import { LINK_BUTTON } from './link-button.ts';

/** The way out of a blocking dialog: the app's logout (as in the main menu), then the sign-in page. */
export function LogoutLinkButton() {
  const { t } = useTranslation('phone');
  const { signOut } = useSession();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  const [leaving, setLeaving] = useState(false);
  return (
    <button
      type="button"
      className={LINK_BUTTON}
      disabled={leaving}
      aria-busy={leaving || undefined}
      onClick={async () => {
        setLeaving(true);
        try {
          await signOut();
          void navigate(to('/auth'), { replace: true });
        } finally {
          setLeaving(false);
        }
      }}
    >
      {leaving && <Spinner size="tiny" className="text-current" />}
      {t('edit.logout')}
    </button>
  );
}
