import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/Icon.tsx';
import { useLocalizedPath } from '../i18n/use-language.ts';

/**
 * The terms of use and the privacy policy, opened in a new tab so a half-filled sign-up form stays
 * as it is; under the terms box and the social buttons (issue 25).
 */
export function LegalLinks({ id, className = '' }: { id?: string; className?: string }) {
  const { t } = useTranslation('common');
  const to = useLocalizedPath();
  const links = [
    { href: to('/legal/terms'), label: t('legal.terms') },
    { href: to('/legal/privacy'), label: t('legal.privacy') },
  ];
  return (
    <p id={id} className={`flex flex-wrap gap-x-4 gap-y-1 text-sm ${className}`}>
      {links.map((link) => (
        <a key={link.href} href={link.href} target="_blank" rel="noopener" className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline">
          {link.label}
          <Icon name="external" className="size-3.5 shrink-0" />
          <span className="sr-only"> {t('legal.newTab')}</span>
        </a>
      ))}
    </p>
  );
}
