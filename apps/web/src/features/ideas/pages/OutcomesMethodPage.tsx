import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/PageHeading.tsx';
import { addPageTexts } from '../../../lib/i18n.ts';
import { outcomesMethodResources } from '../../../locales/outcomes-method-owned.ts';

interface Section {
  heading: string;
  paragraphs: string[];
}

/** The catalogue's sections, or none. */
function sectionsOf(value: unknown): Section[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Section => typeof item === 'object' && item !== null && typeof (item as Section).heading === 'string' && Array.isArray((item as Section).paragraphs));
}

/**
 * `/ideas/how-outcomes-are-measured` (issue 28): how an idea's outcome and a member's track record
 * are measured, for anyone, members or not, to check. Says what core's resolver does
 * (`ideas/outcome.ts`).
 */
export default function OutcomesMethodPage() {
  // The page's texts, carried by its own chunk (a page-owned namespace), added before its first render.
  addPageTexts('outcomesMethod', outcomesMethodResources);
  const { t } = useTranslation('outcomesMethod');
  const baseId = useId();
  const title = t('title');
  usePageTitle(title);
  const sections = sectionsOf(t('sections', { returnObjects: true }));
  return (
    <article className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-8" data-testid="outcomes-method">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      <p className="mt-4 text-slate-700">{t('intro')}</p>
      {sections.map((section, index) => (
        <section key={section.heading} aria-labelledby={`${baseId}-${index}`} className="mt-8">
          <h2 id={`${baseId}-${index}`} className="text-lg font-bold text-slate-900 sm:text-xl">
            {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-3 text-slate-700">
              {paragraph}
            </p>
          ))}
        </section>
      ))}
    </article>
  );
}
