import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/Spinner.tsx';

/** Codes a download may fail with that the member can be told more about; any other gets the general message only. */
const EXPLAINED = new Set(['SOFTWARE_LINK_EXPIRED', 'SOFTWARE_NOT_OWNED', 'NOT_FOUND', 'RATE_LIMITED']);

/** Spec 1 §8 software download error, with why it failed; new links are being fetched meanwhile. */
export function DownloadProblem({ code, refreshing }: { code: string; refreshing: boolean }) {
  const { t } = useTranslation('licences');
  return (
    <div role="alert" data-testid="download-problem" className="mt-4 flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
      <p className="flex-1">
        {t('errors:SOFTWARE_DOWNLOAD')}
        {EXPLAINED.has(code) && <> {t(`errors:${code}`)}</>}
      </p>
      {refreshing && <Spinner size="tiny" className="mt-0.5 text-red-700" />}
    </div>
  );
}
