import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/Icon.tsx';

/** A link to another site, opened in a new tab: the icon shows it, the hidden text says it to screen readers. */
export function NewTabLink({ href, className, children }: { href: string; className?: string; children: ReactNode }) {
  const { t } = useTranslation('licences');
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <Icon name="external" className="size-4 shrink-0" />
      <span className="sr-only"> {t('newTab')}</span>
    </a>
  );
}
