import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import OutcomesMethodPage from './OutcomesMethodPage.tsx';

const i18n = await initI18nWithEveryNamespace('fr');
afterEach(cleanup);

describe('how outcomes are measured', () => {
  it.each([
    ['fr', "Comment le résultat d'une idée est mesuré", 'Objectifs, breakeven et stop', /le stop est compté en premier/],
    ['en', "How an idea's outcome is measured", 'Targets, breakeven and stop', /the stop counts first/],
  ] as const)('explains the rules in %s, a heading per section', async (language, title, section, rule) => {
    await i18n.changeLanguage(language);
    render(
      <I18nextProvider i18n={i18n}>
        <OutcomesMethodPage />
      </I18nextProvider>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(title);
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(6);
    expect(screen.getByRole('region', { name: section }).textContent).toMatch(rule);
  });
});
