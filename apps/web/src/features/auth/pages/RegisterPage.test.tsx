import { TERMS_VERSION } from '@arya/core/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authClient } from '../../../lib/auth-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { configKeys } from '../../system/config-queries.ts';
import { SessionContext, type SessionValue } from '../../session/session-context.ts';
import RegisterPage from './RegisterPage.tsx';

vi.mock(import('../../../lib/auth-client.ts'), () => ({ authClient: { signUp: { email: vi.fn() }, signIn: { social: vi.fn() } } }) as never);
// The scorer's dictionaries (1 MB) are not what this test is about: every password is strong enough.
vi.mock(import('../password-strength/password-check.ts'), () => ({ passwordWeaknessOf: () => Promise.resolve(null), preloadPasswordScorer: () => new Promise(() => undefined) }) as never);
vi.mock(import('../password-strength/use-password-scorer.ts'), () => ({ usePasswordScorerWhenIdle: () => undefined }) as never);

const TERMS_BOX = "J'ai lu et j'accepte les conditions générales d'utilisation et la politique de confidentialité.";
const field = (label: string) => screen.getByLabelText(label, { exact: true }) as HTMLInputElement;
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

/** Fills every field for Jeanne Martin with `password`, ticks the terms and submits. */
function submitFilled(password: string) {
  type('Prénom et nom', 'Jeanne Martin');
  type('Adresse e-mail', 'jeanne@example.com');
  type('Mot de passe', password);
  type('Confirmez le mot de passe', password);
  fireEvent.click(screen.getByRole('checkbox', { name: TERMS_BOX }));
  fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
}

function renderPage({ socialProviders = [] as string[] } = {}) {
  const session = { state: 'signedOut', user: null, refresh: vi.fn(() => Promise.resolve()) } as unknown as SessionValue;
  // The app shell has loaded the public settings before any page: no social provider here.
  const client = new QueryClient();
  client.setQueryData(configKeys.public, { socialProviders });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <MemoryRouter initialEntries={['/register']}>
          <RegisterPage />
        </MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
}

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
});
afterEach(() => {
  cleanup();
  vi.mocked(authClient.signUp.email).mockReset();
});

describe('the sign-up form', () => {
  it("takes the server's refusal away once the member edits, so it never shows next to a new field error", async () => {
    const signUp = vi.mocked(authClient.signUp.email).mockResolvedValue({ data: null, error: { code: 'AUTH_EMAIL_ALREADY_IN_USE', status: 422, message: '' } } as never);
    renderPage();
    submitFilled('un-mot-de-passe-solide');
    expect((await screen.findByRole('alert')).textContent).toBe('Cette adresse e-mail est déjà utilisée.');
    expect(signUp).toHaveBeenCalledTimes(1);

    // The member corrects the e-mail but mistypes it: only the field's own error remains.
    type('Adresse e-mail', 'jeanne@');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect(field('Adresse e-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByText('Cette adresse e-mail est déjà utilisée.')).toBeNull();
    expect(signUp).toHaveBeenCalledTimes(1);
  });

  it("puts the server's refusal of a weak password (the browser's scorer not ready yet) under the password field, focused", async () => {
    const details = { warning: 'common', suggestions: ['capitalization'] };
    vi.mocked(authClient.signUp.email).mockResolvedValue({ data: null, error: { code: 'AUTH_PASSWORD_TOO_WEAK', status: 422, message: '', details } } as never);
    renderPage();
    submitFilled('Passw0rd!');
    await waitFor(() => expect(field('Mot de passe').getAttribute('aria-invalid')).toBe('true'));
    expect(document.activeElement).toBe(field('Mot de passe'));
    expect(screen.getByText(/^Ce mot de passe est trop facile à deviner\./)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('sends nothing until the terms box is ticked, then sends the version of the terms it showed (issue 25)', async () => {
    const signUp = vi.mocked(authClient.signUp.email).mockResolvedValue({ data: null, error: { code: 'AUTH_EMAIL_ALREADY_IN_USE', status: 422, message: '' } } as never);
    renderPage();
    // The terms and the privacy policy are a click away, in a new tab so the form stays filled.
    const terms = screen.getByRole('link', { name: /^Conditions générales d'utilisation/ });
    expect(terms.getAttribute('href')).toBe('/legal/terms');
    expect(terms.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: /^Politique de confidentialité/ }).getAttribute('href')).toBe('/legal/privacy');
    type('Prénom et nom', 'Jeanne Martin');
    type('Adresse e-mail', 'jeanne@example.com');
    type('Mot de passe', 'un-mot-de-passe-solide');
    type('Confirmez le mot de passe', 'un-mot-de-passe-solide');
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    const box = screen.getByRole('checkbox', { name: TERMS_BOX });
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText("Acceptez les conditions générales d'utilisation et la politique de confidentialité pour créer votre compte.")).not.toBeNull();
    expect(signUp).not.toHaveBeenCalled();

    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: "S'inscrire" }));
    await waitFor(() => expect(signUp).toHaveBeenCalledTimes(1));
    expect(signUp.mock.calls[0]![0]).toEqual({ name: 'Jeanne Martin', email: 'jeanne@example.com', password: 'un-mot-de-passe-solide', acceptedTerms: TERMS_VERSION });
  });

  it('says under the social buttons that continuing accepts the terms, with links to them (issue 25)', () => {
    renderPage({ socialProviders: ['google'] });
    expect(screen.getByRole('button', { name: 'Continuer avec Google' })).not.toBeNull();
    expect(screen.getByText('En continuant, vous acceptez les CGU et la politique de confidentialité.')).not.toBeNull();
    // The form's links and the social ones: both pages twice.
    expect(screen.getAllByRole('link', { name: /^Conditions générales d'utilisation/ }).map((link) => link.getAttribute('href'))).toEqual(['/legal/terms', '/legal/terms']);
    expect(screen.getAllByRole('link', { name: /^Politique de confidentialité/ })).toHaveLength(2);
  });
});
