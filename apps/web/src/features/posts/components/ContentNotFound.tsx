import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';

/** A missing post or profile inside the app layout: what is missing and a way back to the feed. */
export function ContentNotFound({ title, message }: { title: string; message: string }) {
  const { t } = useTranslation('posts');
  const to = useLocalizedPath();
  usePageTitle(title);
  return (
    <section data-testid="content-not-found" className="flex flex-col items-center gap-4 rounded-2xl border border-slate-200 bg-white px-6 py-12 text-center">
      <p className="text-6xl font-black text-indigo-500" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
      <p className="max-w-md text-slate-600">{message}</p>
      <Link to={to('/')} className={buttonClasses({})}>
        {t('single.back_to_feed')}
      </Link>
    </section>
  );
}
