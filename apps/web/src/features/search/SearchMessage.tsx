import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { Spinner } from '../../components/Spinner.tsx';
import { errorMessage } from '../../lib/errors.ts';
import type { MemberSearchStatus } from './use-member-search-results.ts';

interface SearchMessageProps {
  status: Exclude<MemberSearchStatus, 'idle' | 'results'>;
  error: unknown;
  onRetry: () => void;
}

/**
 * The popup's line when it has no results to list. Shown only: the search box's live region is
 * what screen readers hear, so nothing here is announced twice.
 */
export function SearchMessage({ status, error, onRetry }: SearchMessageProps) {
  const { t } = useTranslation('search');
  if (status === 'searching') {
    return (
      <p className="flex items-center gap-2 px-4 py-3 text-sm text-slate-600">
        <span aria-hidden="true" className="inline-flex">
          <Spinner size="tiny" />
        </span>
        {t('searching')}
      </p>
    );
  }
  if (status === 'empty') return <p className="px-4 py-3 text-sm text-slate-600">{t('empty')}</p>;
  return (
    <div className="flex flex-col items-start gap-1 px-4 py-3 text-sm">
      <p className="font-medium text-slate-900">{t('failed')}</p>
      <p className="text-slate-600">{errorMessage(t, error)}</p>
      <Button size="small" outline color="gray" onClick={onRetry} className="mt-1">
        {t('common:retry')}
      </Button>
    </div>
  );
}
