import { LANGUAGES } from '@arya/core/rules';
import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './use-language.ts';
import { useSwitchLanguage } from './use-switch-language.ts';

/** FR / EN toggle buttons (sign-in pages and the visitor header); the main menu has its own entries. */
export function LanguageSwitch({ className }: { className?: string }) {
  const { t } = useTranslation();
  const current = useLanguage();
  const switchTo = useSwitchLanguage();

  return (
    <div role="group" aria-label={t('language.label')} className={clsx('inline-flex rounded-full border border-slate-300 bg-white p-0.5 text-xs', className)}>
      {LANGUAGES.map((language) => (
        <button
          key={language}
          type="button"
          lang={language}
          aria-pressed={language === current}
          title={t(`language.${language}`)}
          onClick={() => switchTo(language)}
          className={clsx(
            'inline-flex min-h-7 min-w-9 items-center justify-center rounded-full px-2.5 font-semibold focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600',
            language === current ? 'bg-slate-900 text-white' : 'text-slate-600 hover:bg-slate-100',
          )}
        >
          {language.toUpperCase()}
        </button>
      ))}
    </div>
  );
}
