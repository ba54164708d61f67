import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '@arya/core';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resources } from '../locales/index.ts';

export const NAMESPACES = ['common', 'auth', 'errors', 'pages', 'account', 'posts', 'writer', 'notifications', 'people', 'search', 'ideas', 'ideaWriter', 'backOffice', 'onboarding', 'phone', 'billing', 'licences', 'referral', 'staff'] as const;

/** Both catalogues ship with the app (they are small), so switching language never waits. */
export function initI18n(language: Language) {
  void i18next.use(initReactI18next).init({
    resources,
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return i18next;
}
