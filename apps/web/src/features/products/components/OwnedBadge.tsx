import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

export function OwnedBadge({ owned }: { owned: boolean }) {
  const { t } = useTranslation('licences');
  return (
    <span
      className={clsx(
        'inline-flex shrink-0 items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold',
        owned ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {owned && <Icon name="badge" className="size-3.5" />}
      {t(owned ? 'overview.owned' : 'overview.notOwned')}
    </span>
  );
}
