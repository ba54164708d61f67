import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { backOfficeMessageOf, isFramed } from '../back-office-messages.ts';
import { jsonAnswer, renderWithApp, staffMember } from '../back-office-test-kit.tsx';
import BackOfficePage from './BackOfficePage.tsx';

vi.mock('../back-office-messages.ts', async (original) => ({ ...(await original<object>()), isFramed: vi.fn(() => true), tellApp: vi.fn() }));

const waiting = () => screen.queryByText("En attente de l'application…");
const form = () => screen.queryByRole('form', { name: 'Nouvelle actualité' });

function appSends(data: unknown, origin = window.location.origin) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.mocked(isFramed).mockReturnValue(true);
  vi.stubGlobal('fetch', vi.fn(async () => jsonAnswer(200, { items: [], nextCursor: null })));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the back-office page in the frame', () => {
  it('waits for the app, ignores a message from another origin and takes the one from its own', async () => {
    renderWithApp(<BackOfficePage />);
    expect(waiting()).not.toBeNull();
    expect(form()).toBeNull();

    appSends(backOfficeMessageOf(staffMember()), 'https://evil.test');
    expect(waiting()).not.toBeNull();
    appSends({ type: 'signal-send', data: { user: 'staff' } });
    expect(waiting()).not.toBeNull();

    appSends(backOfficeMessageOf(staffMember()));
    expect(waiting()).toBeNull();
    expect(form()).not.toBeNull();
    expect(screen.getByText('Connecté en tant que Léa Martin')).not.toBeNull();
    await waitFor(() => expect(screen.getByText("Aucune actualité publiée pour l'instant.")).not.toBeNull());
  });

  it('is for staff only, by the message and by the session', () => {
    renderWithApp(<BackOfficePage />);
    appSends(backOfficeMessageOf(staffMember({ role: null })));
    expect(screen.getByText("Réservé à l'équipe")).not.toBeNull();
    expect(form()).toBeNull();
    cleanup();

    renderWithApp(<BackOfficePage />, { user: staffMember({ role: 'member' }) });
    appSends(backOfficeMessageOf(staffMember()));
    expect(screen.getByText("Réservé à l'équipe")).not.toBeNull();
  });

  it("puts the admin language's section first", () => {
    renderWithApp(<BackOfficePage />);
    appSends(backOfficeMessageOf(staffMember({ adminLang: 'en' })));
    const sections = [...document.querySelectorAll('legend')].map((legend) => legend.textContent).filter((text) => text?.startsWith('Version'));
    expect(sections).toEqual(['Version anglaise', 'Version française']);
  });
});

describe('the back-office page in its own tab', () => {
  it("works for staff from the session, without a message", () => {
    vi.mocked(isFramed).mockReturnValue(false);
    renderWithApp(<BackOfficePage />);
    expect(form()).not.toBeNull();
  });

  it('stays closed to a member who is not staff', () => {
    vi.mocked(isFramed).mockReturnValue(false);
    renderWithApp(<BackOfficePage />, { user: staffMember({ role: null }) });
    expect(screen.getByText("Réservé à l'équipe")).not.toBeNull();
  });
});
