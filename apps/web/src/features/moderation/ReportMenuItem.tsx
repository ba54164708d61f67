import type { ReportItem } from '@arya/core/contract';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { menuItemClasses, menuItemProps } from '../../components/Dropdown.tsx';
import { Icon } from '../../components/Icon.tsx';
import { withDeferredTranslations } from '../../lib/i18n.ts';

const ReportDialog = lazy(() => withDeferredTranslations(import('./ReportDialog.tsx')));

/** "Signaler" in a "…" menu: the menu closes, the owner of the menu opens the dialog (it outlives the menu). */
export function ReportMenuItem({ onSelect }: { onSelect: () => void }) {
  const { t } = useTranslation();
  return (
    <button {...menuItemProps} type="button" className={menuItemClasses} onClick={onSelect}>
      <Icon name="flag" className="size-5 text-slate-500" /> {t('report')}
    </button>
  );
}

/** The report dialog of an item, loaded with its translations when first opened. */
export function ReportDialogHost({ item, onClose }: { item: ReportItem | null; onClose: () => void }) {
  if (!item) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog item={item} onClose={onClose} />
    </Suspense>
  );
}
