import { LANGUAGES, type Language } from '@arya/core/rules';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { Spinner } from '../../../components/Spinner.tsx';
import { NewsForm } from '../news-form/NewsForm.tsx';
import { NewsList } from '../news-list/NewsList.tsx';
import { useBackOfficeContext } from './use-back-office-context.ts';
import { useEscapeClosesFrame } from './use-escape-closes-frame.ts';

/** The admin language's section comes first, then the others. */
const languagesFrom = (first: Language | null): Language[] => (first ? [first, ...LANGUAGES.filter((language) => language !== first)] : [...LANGUAGES]);

/** The back-office of internal news (/iframe): publish a news item, list and delete them. Staff only. */
export default function BackOfficePage() {
  const { t } = useTranslation('backOffice');
  usePageTitle(t('page.title'));
  const context = useBackOfficeContext();
  useEscapeClosesFrame();

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('page.title')}</h1>
        {context.status === 'ready' && <p className="mt-1 text-sm text-slate-600">{t('page.signedInAs', { name: context.displayName })}</p>}
      </div>
      {context.status === 'waiting' && (
        <div className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-6 text-slate-700" data-testid="back-office-waiting">
          <Spinner size="tiny" />
          <p>{t('page.waiting')}</p>
        </div>
      )}
      {context.status === 'staffOnly' && (
        <div role="alert" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-6 text-amber-900">
          <p className="font-semibold">{t('page.staffOnly')}</p>
          <p className="mt-1 text-sm">{t('page.staffOnlyHint')}</p>
        </div>
      )}
      {context.status === 'ready' && (
        <div className="grid grid-cols-1 items-start gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
          <NewsForm languages={languagesFrom(context.adminLang)} />
          <div className="xl:sticky xl:top-4">
            <NewsList />
          </div>
        </div>
      )}
    </div>
  );
}
