import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { instrumentPath } from '../../posts/post-links.ts';
import { INSTRUMENT_TABS, type InstrumentPostsKind } from '../instrument-tabs.ts';

/** An instrument page's two lists: its ideas (the default) and the posts naming it (`?kind=posts`), links the back button goes through. */
export function InstrumentTabs({ symbol, current }: { symbol: string; current: InstrumentPostsKind }) {
  const { t } = useTranslation('instruments');
  const to = useLocalizedPath();
  const path = to(instrumentPath(symbol));
  return (
    <nav aria-label={t('tabs.label', { symbol })} className="mb-4">
      <ul className="flex rounded-xl border border-slate-200 bg-white p-1">
        {INSTRUMENT_TABS.map((kind) => (
          <li key={kind} className="flex-1">
            <Link
              to={kind === 'ideas' ? path : `${path}?kind=${kind}`}
              aria-current={current === kind ? 'page' : undefined}
              data-testid={`instrument-tab-${kind}`}
              className={clsx(
                'block rounded-lg px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-indigo-600',
                current === kind ? 'bg-indigo-600 text-white' : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
              )}
            >
              {t(`tabs.${kind}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
