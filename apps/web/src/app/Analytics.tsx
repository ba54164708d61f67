import type { PublicConfig } from '@arya/core/contract';
import { useEffect } from 'react';
import { useLanguage } from '../features/i18n/use-language.ts';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** The tag manager, only in production and when configured: one container for /en pages, another for the rest. */
export function Analytics({ config }: { config: PublicConfig }) {
  const language = useLanguage();
  const containerId = language === 'en' ? config.analytics.tagManagerEn : config.analytics.tagManagerFr;
  useEffect(() => {
    if (config.environment !== 'production' || !containerId) return;
    if (document.querySelector(`script[data-gtm="${containerId}"]`)) return;
    window.dataLayer = window.dataLayer ?? [];
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
    const script = document.createElement('script');
    script.async = true;
    script.dataset.gtm = containerId;
    script.src = `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(containerId)}`;
    document.head.appendChild(script);
  }, [config.environment, containerId]);
  return null;
}
