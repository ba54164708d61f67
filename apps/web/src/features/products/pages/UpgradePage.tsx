import { upgradeOffer } from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '../../../components/Button.tsx';
import { Icon } from '../../../components/Icon.tsx';
import { PageHeading } from '../../../components/PageHeading.tsx';
import { NewTabLink } from '../../licences/components/NewTabLink.tsx';
import { useCurrentUser } from '../../session/session-context.ts';
import { usePublicConfig } from '../../system/config-queries.ts';

const OFFER_ITEMS = { 'pro-plus': ['management', 'timeframes', 'alerts'], centurion: ['strategies', 'risk'] } as const;
const OFFER_KEYS = { 'pro-plus': 'proPlus', centurion: 'centurion' } as const;

/** Spec 1 §2 upgrade (the route guard shows it only as the menu rule says): what the next version adds, and where to get it. */
export default function UpgradePage() {
  const { t } = useTranslation('licences');
  const user = useCurrentUser();
  const config = usePublicConfig();
  const headingId = useId();
  const offer = upgradeOffer(user.products);
  return (
    <>
      <PageHeading title={t('upgrade.title')} description={t('upgrade.description')} />
      {offer ? (
        <section aria-labelledby={headingId} className="rounded-2xl border border-indigo-200 bg-white p-5">
          <h2 id={headingId} className="text-lg font-semibold text-slate-900">
            {t(`upgrade.${OFFER_KEYS[offer]}.title`)}
          </h2>
          <p className="mt-1 text-slate-700">{t(`upgrade.${OFFER_KEYS[offer]}.text`)}</p>
          <ul className="mt-3 flex flex-col gap-2">
            {OFFER_ITEMS[offer].map((item) => (
              <li key={item} className="flex items-start gap-2 text-slate-700">
                <Icon name="plus" className="mt-0.5 size-5 shrink-0 text-indigo-600" />
                <span>{t(`upgrade.${OFFER_KEYS[offer]}.items.${item}`)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-sm text-slate-600">{t('upgrade.where')}</p>
          <NewTabLink href={config.links.shop} className={`${buttonClasses({ wrap: true })} mt-3 w-full sm:w-auto`}>
            {t('upgrade.cta')}
          </NewTabLink>
        </section>
      ) : (
        <p className="rounded-2xl border border-slate-200 bg-white p-5 text-slate-700">{t('upgrade.none')}</p>
      )}
    </>
  );
}
