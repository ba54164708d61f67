import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { useLocalizedPath } from '../../i18n/use-language.ts';
import { usePublicConfig } from '../../system/config-queries.ts';
import { NewTabLink } from './NewTabLink.tsx';

/** No licence yet: what a licence is, and the ways to one (the product pages, the shop). */
export function LicencesEmptyState() {
  const { t } = useTranslation('licences');
  const to = useLocalizedPath();
  const config = usePublicConfig();
  return (
    <div data-testid="licences-empty" className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-slate-300 bg-white px-5 py-8 text-center">
      <Icon name="key" className="size-10 text-slate-400" />
      <h2 className="text-lg font-semibold text-slate-900">{t('empty.title')}</h2>
      <p className="max-w-md text-slate-600">{t('empty.text')}</p>
      <div className="mt-2 flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
        <Link to={to('/my-account/get-started')} className={buttonClasses({ wrap: true })}>
          {t('empty.getStarted')}
        </Link>
        <NewTabLink href={config.links.shop} className={buttonClasses({ color: 'gray', outline: true, wrap: true })}>
          {t('empty.shop')}
        </NewTabLink>
      </div>
    </div>
  );
}
