import { saveInterestsRoute, skipInterestsRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { meKeys } from '../../session/me-queries.ts';
import { alertText, button, callsTo, choice, currentPath, heading, member, onboardingServer, questionDescriptions, renderOnboarding, stepOf } from '../onboarding-test-kit.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));

const KNOWLEDGE = 'Quel est votre niveau de connaissance des marchés financiers\u00a0?';
const OBJECTIVES = "Quels sont vos objectifs d'investissement\u00a0?";
const MOTIVATIONS = "Qu'est-ce qui vous pousse à investir\u00a0?";
const MARKETS = 'Quels marchés vous intéressent\u00a0?';
const REQUIRED = 'Choisissez au moins une réponse.';
const SEVERAL = 'Plusieurs réponses possibles.';

const click = (name: string) => fireEvent.click(choice(name));
const send = () => fireEvent.click(button('Valider mes réponses'));
const checked = (names: string[]) => names.filter((name) => choice(name).checked);

function openQuestions(user = member()) {
  const view = renderOnboarding(user);
  fireEvent.click(button('Commencer'));
  return view;
}

function answerAll() {
  click('Bon');
  click('Long terme');
  click('Court terme');
  click('Analyser les marchés');
  click('Actions');
  click('ETF');
}

const ANSWERS = { generalKnowledge: 'Good', investmentObjective: ['LongTerm', 'ShortTerm'], investmentMotivation: ['Analyse'], marketInterests: ['Stocks', 'ETFs'] };

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.mocked(callApi).mockReset();
  onboardingServer();
});
afterEach(cleanup);

describe('the onboarding questions', () => {
  it('asks each question in a fieldset named by its legend: one knowledge level, several answers for the others', () => {
    openQuestions();
    expect(heading().textContent).toBe('Parlez-nous de vous');
    expect(stepOf()).toBe('Étape 1 sur 3');
    expect(document.activeElement).toBe(heading());
    expect(screen.getAllByRole('group').map((group) => group.querySelector('legend')?.textContent)).toEqual([KNOWLEDGE, OBJECTIVES, MOTIVATIONS, MARKETS]);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    expect(screen.getAllByRole('checkbox')).toHaveLength(4 + 5 + 7);
    expect(questionDescriptions(MARKETS)).toEqual([SEVERAL]);
    click('Débutant');
    click('Approfondi');
    expect(checked(['Débutant', 'Limité', 'Bon', 'Approfondi'])).toEqual(['Approfondi']);
  });

  it('lets the lone answer clear the others, and any other answer clear it', () => {
    openQuestions();
    const markets = ['Actions', 'Cryptomonnaies', 'ETF', 'Tous les marchés'];
    click('Actions');
    click('ETF');
    expect(checked(markets)).toEqual(['Actions', 'ETF']);
    click('Tous les marchés');
    expect(checked(markets)).toEqual(['Tous les marchés']);
    click('Cryptomonnaies');
    expect(checked(markets)).toEqual(['Cryptomonnaies']);
    click('Long terme');
    click("Pas d'objectif particulier");
    expect(checked(['Long terme', "Pas d'objectif particulier"])).toEqual(["Pas d'objectif particulier"]);
    click('Spéculer');
    click('Rien de particulier');
    expect(checked(['Spéculer', 'Rien de particulier'])).toEqual(['Rien de particulier']);
  });

  it('shows each missing answer under its own question, sends nothing and focuses the first', async () => {
    openQuestions();
    click('Actions');
    send();
    await waitFor(() => expect(questionDescriptions(KNOWLEDGE)).toEqual([REQUIRED]));
    expect(questionDescriptions(OBJECTIVES)).toEqual([SEVERAL, REQUIRED]);
    expect(questionDescriptions(MOTIVATIONS)).toEqual([SEVERAL, REQUIRED]);
    expect(questionDescriptions(MARKETS)).toEqual([SEVERAL]);
    expect(document.activeElement).toBe(choice('Débutant'));
    expect(callApi).not.toHaveBeenCalled();
  });

  it('sends the answers, saves the member state and moves on to the wheel, focusing its heading', async () => {
    const saved = member({ hasSetInterests: true });
    onboardingServer({ save: () => Promise.resolve(saved) });
    const { client } = openQuestions();
    answerAll();
    send();
    await waitFor(() => expect(heading().textContent).toBe('Faites tourner la roue'));
    expect(stepOf()).toBe('Étape 2 sur 3');
    expect(document.activeElement).toBe(heading());
    expect(callsTo(saveInterestsRoute)).toEqual([ANSWERS]);
    expect(client.getQueryData(meKeys.state('u1'))).toEqual(saved);
  });

  it('says a failed send, with its reason when known, and keeps every answer', async () => {
    onboardingServer({ save: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')) });
    openQuestions();
    answerAll();
    send();
    await waitFor(() => expect(alertText()).toMatch(/^Vos réponses n'ont pas pu être envoyées\. \S/));
    expect(alertText()).toBe(`Vos réponses n'ont pas pu être envoyées. ${i18next.t('errors:NETWORK_ERROR')}`);
    expect(checked(['Débutant', 'Limité', 'Bon', 'Approfondi'])).toEqual(['Bon']);
    expect(checked(['Long terme', 'Moyen terme', 'Court terme'])).toEqual(['Long terme', 'Court terme']);
    expect(checked(['Analyser les marchés', 'Spéculer'])).toEqual(['Analyser les marchés']);
    expect(checked(['Actions', 'ETF', 'Indices'])).toEqual(['Actions', 'ETF']);
    expect(heading().textContent).toContain('Parlez-nous de vous');

    // An unexpected failure says only that the answers were not sent; a new try sends the same answers.
    onboardingServer({ save: () => Promise.reject(new ApiError(500, 'SOMETHING_ODD', 'odd')) });
    send();
    await waitFor(() => expect(alertText()).toBe("Vos réponses n'ont pas pu être envoyées."));
    expect(callsTo(saveInterestsRoute)).toEqual([ANSWERS, ANSWERS]);
  });

  it('skips from the questions too', async () => {
    openQuestions();
    click('Bon');
    await act(async () => fireEvent.click(button("Passer pour l'instant")));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(callsTo(skipInterestsRoute)).toHaveLength(1);
    expect(callsTo(saveInterestsRoute)).toHaveLength(0);
  });
});
