import { isStaff } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { Dropdown, menuItemClasses, menuItemProps } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { useModals } from '../../app/modals/modal-context.ts';
import { useSession } from '../session/session-context.ts';

export function CreateMenu() {
  const { t } = useTranslation();
  const modals = useModals();
  const staff = isStaff(useSession().user?.role);
  return (
    <Dropdown
      label={t('create.label')}
      triggerClassName="inline-flex h-10 items-center gap-1.5 rounded-full bg-indigo-600 px-3 text-sm font-semibold text-white hover:bg-indigo-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 sm:px-4"
      trigger={
        <>
          <Icon name="plus" />
          <span className="hidden lg:inline">{t('create.label')}</span>
        </>
      }
    >
      {(close) => (
        <>
          <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), modals.open({ kind: 'post' }))}>
            <Icon name="pencil" /> {t('create.post')}
          </button>
          <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), modals.open({ kind: 'idea' }))}>
            <Icon name="chart" /> {t('create.idea')}
          </button>
          {/* Spec 1 §2: the header event that opens staff's back-office of internal news. */}
          {staff && (
            <button {...menuItemProps} type="button" className={menuItemClasses} onClick={() => (close(), modals.open({ kind: 'backOffice' }))}>
              <Icon name="settings" /> {t('menu.backOffice')}
            </button>
          )}
        </>
      )}
    </Dropdown>
  );
}
