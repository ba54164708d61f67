import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { MainContent } from '../../../components/MainContent.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useNotFoundStatus } from '../../../lib/server-render.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { BrandLink } from '../../navigation/BrandLink.tsx';

/** Unknown pages: the server already answered 404; this says so and offers a way back. */
export default function NotFoundPage() {
  const { t } = useTranslation('pages');
  const to = useLocalizedPath();
  usePageTitle(t('notFound.title'));
  useNotFoundStatus();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="flex justify-center px-6 pt-8">
        <BrandLink to={to('/')} />
      </header>
      <MainContent className="flex flex-1 flex-col items-center justify-center gap-5 px-6 pb-16 text-center">
        <p className="text-7xl font-black text-indigo-500" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold text-slate-900">{t('notFound.title')}</h1>
        <p className="max-w-md text-slate-600">{t('notFound.message')}</p>
        <div className="flex flex-wrap justify-center gap-3">
          <Link to={to('/')} className={buttonClasses({})}>
            {t('notFound.backToFeed')}
          </Link>
          <Link to={to('/support')} className={buttonClasses({ color: 'gray', outline: true })}>
            {t('notFound.helpCentre')}
          </Link>
        </div>
      </MainContent>
    </div>
  );
}
