import { localizePath, type Language } from '@arya/core/rules';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/Button.tsx';
import { Icon } from '../../components/Icon.tsx';
import { usePageTitle } from '../../components/PageHeading.tsx';
import { useSession } from '../session/session-context.ts';

/** The opening of a public page: its heading (the page's h1), what it offers, and what to do next. */
export function PublicHero({ title, heading, intro, children }: { title: string; heading: string; intro: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <section className="mb-6 overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-700 to-indigo-500 px-5 py-8 text-white sm:px-8 sm:py-10">
      <p className="text-sm font-semibold tracking-wide text-indigo-100 uppercase">{title}</p>
      <h1 className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-balance sm:text-4xl">{heading}</h1>
      <p className="mt-3 max-w-2xl text-base text-indigo-50 sm:text-lg">{intro}</p>
      {children && <div className="mt-6 flex flex-wrap gap-3">{children}</div>}
    </section>
  );
}

/**
 * Sign up (and sign in) for a visitor, in the language of the page's texts; a member is offered
 * their feed instead. `onDark` for the hero's coloured background.
 */
export function JoinActions({ language, onDark = false }: { language: Language; onDark?: boolean }) {
  const { t } = useTranslation('publicPages', { lng: language });
  const { user } = useSession();
  const primary = onDark
    ? 'inline-flex items-center justify-center rounded-lg bg-white px-4 py-2.5 font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
    : buttonClasses({ size: 'large', wrap: true });
  const secondary = onDark
    ? 'inline-flex items-center justify-center rounded-lg border border-white/70 px-4 py-2.5 font-semibold text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white'
    : buttonClasses({ size: 'large', outline: true, wrap: true });
  if (user) {
    return (
      <Link to={localizePath('/', language)} className={primary}>
        {t('cta.feed')}
      </Link>
    );
  }
  return (
    <>
      <Link to={localizePath('/register', language)} className={primary} data-testid="public-sign-up">
        {t('cta.signUp')}
      </Link>
      <Link to={localizePath('/auth', language)} className={secondary}>
        {t('cta.signIn')}
      </Link>
    </>
  );
}

/** A titled section of a public page. */
export function PublicSection({ title, children, id }: { title: string; children: ReactNode; id?: string }) {
  return (
    <section aria-labelledby={id} className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="mb-4 text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A link leaving the site, said to open in a new tab. */
export function OutsideLink({ href, children, className, newTab }: { href: string; children: ReactNode; className: string; newTab: string }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className={className}>
      {children}
      <Icon name="external" className="size-4" />
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
