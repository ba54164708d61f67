import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { MOBILE_BANNER_COOKIE } from '@arya/core/rules';
import { writeCookie } from '../../lib/cookies.ts';
import { useHydrated } from '../../lib/hydrated.ts';
import { useCookie } from '../../lib/server-render.tsx';
import { usePublicConfig } from '../system/config-queries.ts';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** On small screens, proposes the mobile app; closing it is remembered in a cookie. */
export function MobileAppBanner() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const closedBefore = useCookie(MOBILE_BANNER_COOKIE) === 'true';
  const [closed, setClosed] = useState(closedBefore);
  // The server does not know the phone: Google Play until the page is hydrated, then the phone's own store.
  const isApple = useHydrated() && /iPhone|iPad|iPod/i.test(navigator.userAgent);
  if (closed) return null;
  return (
    <aside data-testid="mobile-app-banner" aria-label={t('mobileBanner.label')} className="flex items-center gap-3 bg-slate-900 px-3 py-2 text-sm text-white md:hidden">
      <button
        type="button"
        aria-label={t('close')}
        className="inline-flex size-8 shrink-0 items-center justify-center rounded-full text-slate-200 hover:bg-slate-800 focus-visible:outline-2 focus-visible:outline-white"
        onClick={() => {
          writeCookie(MOBILE_BANNER_COOKIE, 'true', { maxAgeSeconds: ONE_YEAR_SECONDS });
          setClosed(true);
        }}
      >
        <Icon name="close" className="size-4" />
      </button>
      <p className="flex-1 leading-tight">{t('mobileBanner.text')}</p>
      <a
        href={isApple ? config.links.appStore : config.links.googlePlay}
        target="_blank"
        rel="noreferrer"
        className="inline-flex min-h-8 shrink-0 items-center rounded-full bg-white px-3 text-xs font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
      >
        {t('mobileBanner.open')}
      </a>
    </aside>
  );
}
