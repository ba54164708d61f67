import {
  APPEAL_WINDOW_MONTHS,
  COMMUNITY_RULES,
  LEGAL_PAGES,
  matchAppRoute,
  PRIVACY_VERSION,
  RESTRICTION_DURATIONS_DAYS,
  routePath,
  TERMS_VERSION,
  type LegalPage as LegalPageId,
} from '@arya/core/rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { useLanguage } from '../../i18n/use-language.ts';
import { addLegalTexts, LEGAL_KEYS, LEGAL_SECTIONS, RETENTION } from '../legal-content.ts';

const VERSIONS: Partial<Record<LegalPageId, string>> = { legalTerms: TERMS_VERSION, legalPrivacy: PRIVACY_VERSION };

const isLegalPage = (id: string | undefined): id is LegalPageId => (LEGAL_PAGES as readonly string[]).includes(id ?? '');

/** An array of texts of the catalogue, or none. */
function texts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * `/legal/terms`, `/legal/privacy`, `/legal/notice` (issue 25): one page, its texts chosen by the
 * route. The terms list core's community rules (what a report cites) and restriction durations;
 * the privacy policy quotes the retention periods. Drafts for counsel: placeholders are marked.
 */
export default function LegalPage() {
  addLegalTexts();
  const { t } = useTranslation('legal');
  const language = useLanguage();
  const { pathname } = useLocation();
  const routeId = matchAppRoute(pathname)?.route.id;
  const page: LegalPageId = isLegalPage(routeId) ? routeId : 'legalTerms';
  const key = LEGAL_KEYS[page];
  const baseId = useId();
  const title = t(`${key}.title`);
  usePageTitle(title);
  const version = VERSIONS[page];
  const sectionId = (section: string) => `${baseId}-${section}`;
  const days = RESTRICTION_DURATIONS_DAYS.filter((value): value is Exclude<typeof value, null> => value !== null).map((count) => t('terms.duration.day', { count }));
  const durations = new Intl.ListFormat(language, { type: 'disjunction' }).format(days);

  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8" data-testid="legal-page" data-page={page}>
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {version && <p className="mt-1 text-sm text-slate-600">{t('updated', { date: new Intl.DateTimeFormat(language, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(version)) })}</p>}
      <p className="mt-4 text-slate-700">{t(`${key}.intro`)}</p>

      <nav aria-label={t('contents')} className="mt-5 rounded-xl bg-slate-50 p-4">
        <p className="text-sm font-semibold text-slate-900" aria-hidden="true">
          {t('contents')}
        </p>
        <ol className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {LEGAL_SECTIONS[page].map((section) => (
            <li key={section}>
              <a href={`#${sectionId(section)}`} className="text-indigo-700 underline-offset-2 hover:underline">
                {t(`${key}.sections.${section}.heading`)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {LEGAL_SECTIONS[page].map((section) => {
        const base = `${key}.sections.${section}`;
        const paragraphs = texts(t(`${base}.paragraphs`, { returnObjects: true, ...RETENTION, months: APPEAL_WINDOW_MONTHS }));
        const items = texts(t(`${base}.items`, { returnObjects: true, ...RETENTION }));
        return (
          <section key={section} aria-labelledby={sectionId(section)} className="mt-8">
            <h2 id={sectionId(section)} className="scroll-mt-24 text-lg font-bold text-slate-900 sm:text-xl">
              {t(`${base}.heading`)}
            </h2>
            {paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-3 text-slate-700">
                {paragraph}
              </p>
            ))}
            {page === 'legalTerms' && section === 'rules' && (
              <ul className="mt-3 flex flex-col gap-2" data-testid="community-rules">
                {COMMUNITY_RULES.map((rule) => (
                  <li key={rule} id={`rule-${rule}`} className="rounded-lg border border-slate-200 p-3 text-slate-700">
                    <span className="font-semibold text-slate-900">{t(`terms.rules.${rule}.title`)}</span>
                    {t('terms.ruleSeparator')}
                    {t(`terms.rules.${rule}.text`)}
                  </li>
                ))}
              </ul>
            )}
            {items.length > 0 && (
              <ul className="mt-3 list-disc space-y-1.5 pl-5 text-slate-700">
                {items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
            {page === 'legalTerms' && section === 'moderation' && (
              <>
                <p className="mt-3 text-slate-700">{t('terms.sections.moderation.durations', { durations })}</p>
                <p className="mt-3 text-slate-700">{t('terms.sections.moderation.statement')}</p>
              </>
            )}
            {page === 'legalPrivacy' && section === 'processors' && <p className="mt-3 text-slate-700">{t('privacy.sections.processors.transfers')}</p>}
          </section>
        );
      })}

      <nav aria-label={t('otherPages')} className="mt-10 border-t border-slate-200 pt-5">
        <p className="text-sm font-semibold text-slate-900" aria-hidden="true">
          {t('otherPages')}
        </p>
        <ul className="mt-2 flex flex-wrap gap-x-5 gap-y-2 text-sm">
          {LEGAL_PAGES.filter((other) => other !== page).map((other) => (
            <li key={other}>
              <Link to={routePath(other, language)} className="font-medium text-indigo-700 underline-offset-2 hover:underline">
                {t(`${LEGAL_KEYS[other]}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </article>
  );
}
