import type { Language } from '@arya/core/rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/** Keeps i18next and <html lang> on the language of the URL. */
export function LanguageScope({ language }: { language: Language }) {
  const { i18n } = useTranslation();
  if (i18n.language !== language) void i18n.changeLanguage(language);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <Outlet />;
}
