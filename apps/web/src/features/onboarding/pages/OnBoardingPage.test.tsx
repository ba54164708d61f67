import type { CurrentUser } from '@arya/core/contract';
import { skipInterestsRoute, spinWheelRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { meKeys } from '../../session/me-queries.ts';
import { alertText, button, callsTo, currentPath, heading, member, onboardingServer, renderOnboarding, stepOf } from '../onboarding-test-kit.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));

// The phone dialog has its own tests: here it only hands over a verified member, or is dismissed.
vi.mock('../../phone/PhoneVerificationDialog.tsx', () => ({
  default: ({ onVerified, onDismiss }: { onVerified: (user: CurrentUser) => void; onDismiss?: () => void }) => (
    <div role="dialog" aria-label="Vérifiez votre numéro de téléphone">
      <button type="button" onClick={() => onVerified({ uid: 'u1', phoneVerified: true } as CurrentUser)}>
        Code juste
      </button>
      <button type="button" onClick={onDismiss}>
        Fermer
      </button>
    </div>
  ),
}));

const SKIP = "Passer pour l'instant";
const wheel = () => screen.getByRole('img', { name: /^Roue des gains/ });
const status = () => document.querySelector('p[role="status"]')?.textContent;

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({ matches: reduce && query === '(prefers-reduced-motion: reduce)' }) as MediaQueryList);
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.mocked(callApi).mockReset();
  onboardingServer();
  preferReducedMotion(false);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the onboarding page', () => {
  it('welcomes a new member with up to 1 000 coins and starts the questions', () => {
    renderOnboarding(member());
    expect(heading().textContent).toBe('Bienvenue sur ARYA');
    expect(stepOf()).toBeNull();
    expect(document.title).toBe('Bienvenue sur ARYA · ARYA');
    expect(screen.getByText(/coins offerts/).textContent).toBe("Personnalisez votre fil en quelques clics et gagnez jusqu'à 1\u202f000 coins offerts.");
    fireEvent.click(button('Commencer'));
    expect(heading().textContent).toContain('Parlez-nous de vous');
    expect(document.activeElement).toBe(heading());
  });

  it('skips to the home feed, saving the member state', async () => {
    const skipped = member({ hasSkippedInterests: true });
    onboardingServer({ skip: () => Promise.resolve(skipped) });
    const { client } = renderOnboarding(member());
    fireEvent.click(button(SKIP));
    await waitFor(() => expect(currentPath()).toBe('/'));
    expect(callsTo(skipInterestsRoute)).toHaveLength(1);
    expect(client.getQueryData(meKeys.state('u1'))).toEqual(skipped);
  });

  it('says a failed skip and stays', async () => {
    onboardingServer({ skip: () => Promise.reject(new ApiError(0, 'NETWORK_ERROR', 'offline')) });
    renderOnboarding(member());
    fireEvent.click(button(SKIP));
    await waitFor(() => expect(alertText()).toBeTruthy());
    expect(currentPath()).toBe('/on-boarding');
    expect(heading().textContent).toBe('Bienvenue sur ARYA');
    expect(button(SKIP).disabled).toBe(false);
  });

  it('sends a member who already skipped to the feed', () => {
    renderOnboarding(member({ hasSkippedInterests: true }));
    expect(currentPath()).toBe('/');
  });

  it('starts at the wheel for a member who answered, and turns it to the drawn prize before the result', async () => {
    const { client } = renderOnboarding(member({ hasSetInterests: true }));
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    expect(heading().textContent).toBe('Faites tourner la roue');
    expect(wheel().getAttribute('aria-label')).toBe('Roue des gains, en coins\u00a0: 100, 500, 50, 1\u202f000, 150, 750, 200 et 250');
    expect([...wheel().querySelectorAll('text')].map((label) => label.textContent)).toEqual(['100', '500', '50', '1\u202f000', '150', '750', '200', '250']);

    fireEvent.click(button('Lancer la roue'));
    await waitFor(() => expect(wheel().style.transform).toBe('rotate(1822.5deg)'));
    expect(wheel().style.transition).toMatch(/^transform 4000ms/);
    expect(callsTo(spinWheelRoute)).toHaveLength(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: meKeys.all });
    // Still turning.
    expect(heading().textContent).toContain('Faites tourner la roue');
    expect(screen.getByRole('button', { name: /La roue tourne/ }).getAttribute('aria-busy')).toBe('true');

    fireEvent.transitionEnd(wheel());
    expect(heading().textContent).toBe('Vous avez gagné 250 coins\u00a0!');
    expect(stepOf()).toBe('Étape 3 sur 3');
    expect(document.activeElement).toBe(heading());
    expect(status()).toBe("La roue s'est arrêtée sur 250 coins.");
  });

  it('shows the result at once when the member asks for less motion', async () => {
    preferReducedMotion(true);
    onboardingServer({ spin: () => Promise.resolve({ segment: 3, coins: 1000 }) });
    renderOnboarding(member({ hasSetInterests: true, phoneVerified: true }));
    fireEvent.click(button('Lancer la roue'));
    await waitFor(() => expect(heading().textContent).toBe('Bravo, vous avez gagné 1\u202f000 coins\u00a0!'));
    expect(status()).toBe("La roue s'est arrêtée sur 1\u202f000 coins.");
  });

  it('ends the turn even when the browser does not report it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderOnboarding(member({ hasSetInterests: true }));
    fireEvent.click(button('Lancer la roue'));
    await waitFor(() => expect(wheel().style.transform).toBe('rotate(1822.5deg)'));
    await act(async () => vi.advanceTimersByTime(5000));
    expect(heading().textContent).toContain('Vous avez gagné 250 coins');
  });

  it('says a refused spin and lets the member try again', async () => {
    onboardingServer({ spin: () => Promise.reject(new ApiError(409, 'ONBOARDING_NOT_ANSWERED', 'no')) });
    renderOnboarding(member({ hasSetInterests: true }));
    fireEvent.click(button('Lancer la roue'));
    await waitFor(() => expect(alertText()).toBe('Répondez d\'abord aux questions pour faire tourner la roue.'));
    expect(button('Lancer la roue').disabled).toBe(false);
  });

  it('starts at the result for a member who already spun: coins credited once the phone is verified', () => {
    renderOnboarding(member({ hasSetInterests: true, wheelPrize: 500, phoneVerified: true }));
    expect(heading().textContent).toBe('Bravo, vous avez gagné 500 coins\u00a0!');
    expect(screen.getByText(/^Ils sont déjà sur votre compte.*retrouvez-les avec votre solde dans Mes coins\.$/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Découvrir mon fil' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('button', { name: 'Vérifier mon téléphone' })).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('locks the coins of a member without a verified phone, and credits them once verified in the dialog', async () => {
    renderOnboarding(member({ hasSetInterests: true, wheelPrize: 50 }));
    expect(heading().textContent).toBe('Vous avez gagné 50 coins\u00a0!');
    expect(screen.getByText("Ils restent bloqués jusqu'à ce que vous vérifiiez votre numéro de téléphone.")).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continuer vers le fil' }).getAttribute('href')).toBe('/');

    fireEvent.click(button('Vérifier mon téléphone'));
    fireEvent.click(await screen.findByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(button('Vérifier mon téléphone'));
    fireEvent.click(await screen.findByRole('button', { name: 'Code juste' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(heading().textContent).toBe('Bravo, vous avez gagné 50 coins\u00a0!');
    expect(document.activeElement).toBe(heading());
  });

  it('keeps the member in the flow when the member state changes meanwhile', async () => {
    const { client } = renderOnboarding(member());
    fireEvent.click(button('Commencer'));
    act(() => client.setQueryData(meKeys.state('u1'), member({ hasSkippedInterests: true })));
    expect(heading().textContent).toContain('Parlez-nous de vous');
    expect(currentPath()).toBe('/on-boarding');
  });
});
