import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Sets the browser tab title of a page: "<page> · ARYA". */
export function usePageTitle(title: string) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
}

/** A page's title (also the tab title) and its introduction. */
export function PageHeading({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900">{title}</h1>
        {description && <p className="mt-1 max-w-2xl text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** A bordered white card. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return <section className={`rounded-2xl border border-slate-200 bg-white p-5 ${className}`}>{children}</section>;
}
