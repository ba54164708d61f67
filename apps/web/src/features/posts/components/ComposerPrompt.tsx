import { useTranslation } from 'react-i18next';
import { Avatar } from '../../../components/Avatar.tsx';
import { useModals } from '../../../app/modals/modal-context.ts';
import { useCurrentUser } from '../../session/session-context.ts';

/** The "what's new?" box at the top of the home feed; it opens the post writer. */
export function ComposerPrompt() {
  const { t } = useTranslation('posts');
  const user = useCurrentUser();
  const modals = useModals();
  return (
    <div className="mb-5 flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 sm:p-4">
      <Avatar name={user.displayName} src={user.pictureURL} />
      <button
        type="button"
        onClick={() => modals.open({ kind: 'post' })}
        title={t('common:create.post')}
        className="h-11 flex-1 truncate rounded-full bg-slate-100 px-4 text-left text-sm text-slate-600 hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {t('home.composer', { name: user.displayName.split(' ')[0] })}
      </button>
    </div>
  );
}
