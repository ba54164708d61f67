import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { readCookie, writeCookie } from '../../lib/cookies.ts';
import { usePublicConfig } from '../system/config-queries.ts';

export const MOBILE_BANNER_COOKIE = 'downloadMobileBannerClosed';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** On small screens, proposes the mobile app; closing it is remembered in a cookie. */
export function MobileAppBanner() {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const [closed, setClosed] = useState(() => readCookie(MOBILE_BANNER_COOKIE) === 'true');
  if (closed) return null;
  const isApple = /iPhone|iPad|iPod/i.test(navigator.userAgent);
  return (
    <div data-testid="mobile-app-banner" className="flex items-center gap-3 bg-slate-900 px-3 py-2 text-sm text-white md:hidden">
      <button
        type="button"
        aria-label={t('close')}
        className="rounded-full p-1 text-slate-300 hover:bg-slate-800"
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
        className="rounded-full bg-white px-3 py-1 text-xs font-bold text-slate-900"
      >
        {t('mobileBanner.open')}
      </a>
    </div>
  );
}
