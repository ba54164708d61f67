import type { PublicConfig } from '@arya/core/contract';
import { CONSENT_SETTINGS_EVENT, consentIsCurrent } from '@arya/core/rules';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/Button.tsx';
import { saveConsent, useConsentChoice } from './consent-store.ts';

const ConsentDialog = lazy(() => import('./ConsentDialog.tsx'));

/** Whether anything on the site needs consent: a tag manager container (the language and app-banner cookies are preferences, exempt). */
export const consentNeeded = (config: PublicConfig) => Boolean(config.analytics.tagManagerFr || config.analytics.tagManagerEn);

/**
 * Consent before analytics (CNIL): on a first visit, a banner (a region, not a dialog: the page stays
 * usable and the focus stays where it is) offers to accept, refuse or choose, three buttons of the
 * same size and look; nothing but essential cookies before a choice. Shown only when a tag manager
 * is configured. The settings dialog also opens from anywhere through `openConsentSettings()`.
 */
export function ConsentBanner({ config }: { config: PublicConfig }) {
  const { t } = useTranslation();
  const choice = useConsentChoice();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [settingsWanted, setSettingsWanted] = useState(false);
  useEffect(() => {
    const open = () => {
      setSettingsWanted(true);
      setSettingsOpen(true);
    };
    window.addEventListener(CONSENT_SETTINGS_EVENT, open);
    return () => window.removeEventListener(CONSENT_SETTINGS_EVENT, open);
  }, []);
  const needed = consentNeeded(config);
  const bannerShown = needed && !settingsOpen && choice !== undefined && !consentIsCurrent(choice, new Date());
  return (
    <>
      {bannerShown && (
        <section
          data-testid="consent-banner"
          aria-labelledby="consent-banner-title"
          className="fixed inset-x-0 bottom-0 z-40 border-t border-slate-200 bg-white shadow-[0_-4px_16px_rgba(15,23,42,0.12)]"
        >
          <div className="mx-auto flex max-w-5xl flex-col gap-3 px-4 py-3 sm:py-4 lg:flex-row lg:items-center lg:gap-6">
            <div className="min-w-0 flex-1 text-sm text-slate-700">
              <h2 id="consent-banner-title" className="font-semibold text-slate-900">
                {t('consent.banner.title')}
              </h2>
              <p className="mt-1">{t('consent.banner.text')}</p>
            </div>
            <div className="grid shrink-0 grid-cols-1 gap-2 min-[360px]:grid-cols-3 lg:w-[28rem]">
              <Button color="indigo" wrap onClick={() => saveConsent(true)}>
                {t('consent.acceptAll')}
              </Button>
              <Button color="indigo" wrap onClick={() => saveConsent(false)}>
                {t('consent.refuseAll')}
              </Button>
              <Button
                color="indigo"
                wrap
               
                onClick={() => {
                  setSettingsWanted(true);
                  setSettingsOpen(true);
                }}
              >
                {t('consent.choose')}
              </Button>
            </div>
          </div>
        </section>
      )}
      {settingsWanted && (
        <Suspense>
          <ConsentDialog open={settingsOpen} analyticsOffered={needed} choice={choice ?? null} onClose={() => setSettingsOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
