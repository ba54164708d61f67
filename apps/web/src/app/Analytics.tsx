import type { PublicConfig } from '@arya/core/contract';
import { analyticsAllowed } from '@arya/core/rules';
import { useEffect } from 'react';
import { useConsentChoice } from '../features/consent/consent-store.ts';
import { useLanguage } from '../features/i18n/use-language.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/**
 * The tag manager, when a container is configured (the server gives one only where it may run:
 * production, and the consent journey's test server) and only once the visitor accepted analytics
 * (a current consent: CNIL): one container for /en pages, another for the rest.
 */
export function Analytics({ config }: { config: PublicConfig }) {
  const language = useLanguage();
  const choice = useConsentChoice();
  const containerId = language === 'en' ? config.analytics.tagManagerEn : config.analytics.tagManagerFr;
  const allowed = analyticsAllowed(choice ?? null, new Date());
  useEffect(() => {
    if (!allowed || !containerId) return;
    if (document.querySelector(`script[data-gtm="${containerId}"]`)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.dataset.gtm = containerId;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.appendChild(script);
  }, [allowed, containerId]);
  return null;
}
