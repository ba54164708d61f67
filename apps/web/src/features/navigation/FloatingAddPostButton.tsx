import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useModals } from '../../app/modals/modal-context.ts';

/** Small screens only: a round button that opens the post writer, just above the bottom bar of tabs (52 px and the phone's inset). */
export function FloatingAddPostButton() {
  const { t } = useTranslation();
  const modals = useModals();
  return (
    <button
      type="button"
      aria-label={t('create.post')}
      onClick={() => modals.open({ kind: 'post' })}
      className="fixed right-4 bottom-[calc(4.25rem+env(safe-area-inset-bottom))] z-30 inline-flex size-14 items-center justify-center rounded-full bg-indigo-600 text-white shadow-lg shadow-indigo-600/30 hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-700 md:hidden"
    >
      <Icon name="plus" className="size-7" />
    </button>
  );
}
