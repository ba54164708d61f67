import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/Button.tsx';

/** Loads the next keyset page of a list, shown while one exists. */
export function ShowMoreButton({ hasMore, loading, onClick }: { hasMore: boolean; loading: boolean; onClick: () => void }) {
  const { t } = useTranslation('billing');
  if (!hasMore) return null;
  return (
    <div className="mt-3 flex justify-center">
      <Button color="gray" outline size="small" loading={loading} onClick={onClick}>
        {t('orders.showMore')}
      </Button>
    </div>
  );
}
