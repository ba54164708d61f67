import type { MemberSession } from '@arya/core/contract';
import { formatContentDate } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { deviceName } from '../device-name.ts';

/** One signed-in session: its device, when it signed in and was last used, and a way to sign it out (not this one). */
export function SessionItem({ session, onSignOut, signingOut }: { session: MemberSession; onSignOut: () => void; signingOut: boolean }) {
  const { t } = useTranslation('security');
  const language = useLanguage();
  const device = deviceName(t, session);
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4" data-testid="member-session">
      <Icon name={session.mobile ? 'phone' : 'computer'} className="size-6 shrink-0 text-slate-500" />
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
          <span className="break-words">{device}</span>
          {session.current && <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">{t('sessions.current')}</span>}
        </p>
        <p className="mt-0.5 text-sm text-slate-600">
          {session.current ? t('sessions.activeNow') : t('sessions.lastUsedAt', { date: formatContentDate(session.lastUsedAt, language) })}
        </p>
        <p className="text-sm text-slate-600">{t('sessions.signedInAt', { date: formatContentDate(session.createdAt, language) })}</p>
      </div>
      {!session.current && (
        // On a phone the button wraps below the text: indented to line up with it.
        <div className="pl-10 sm:pl-0">
          <Button color="red" outline size="small" onClick={onSignOut} loading={signingOut} aria-label={t('sessions.signOutLabel', { device })}>
            {t('sessions.signOut')}
          </Button>
        </div>
      )}
    </li>
  );
}
