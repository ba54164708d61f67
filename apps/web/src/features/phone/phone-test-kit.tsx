import type { CurrentUser } from '@arya/core/contract';
import { sendPhoneCodeRoute, verifyPhoneRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { makeCurrentUser } from '../../test/kit.ts';
import { SessionContext, type SessionValue } from '../session/session-context.ts';

/** The member state fields the dialog and the gate read; the rest does not matter here. */
export function member(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeCurrentUser({ phoneNumber: '+33612345678', phoneVerified: false, ...overrides });
}

export const codeSent = (phoneNumber: string) => ({ phoneNumber, sentAt: '2026-01-01T10:00:00.000Z', expiresAt: '2026-01-01T10:10:00.000Z', sent: true });

type Answer = (body: unknown) => Promise<unknown>;

/** The mocked callApi answers each phone call with the given function (a code sent, the member state by default). */
export function phoneServer(answers: { send?: Answer; verify?: Answer } = {}) {
  const send = answers.send ?? ((body) => Promise.resolve(codeSent((body as { phoneNumber: string }).phoneNumber)));
  const verify = answers.verify ?? (() => Promise.resolve(member({ phoneVerified: true })));
  vi.mocked(callApi).mockImplementation(((route: unknown, options: { body: unknown }) => {
    if (route === sendPhoneCodeRoute) return send(options.body);
    if (route === verifyPhoneRoute) return verify(options.body);
    return Promise.reject(new Error('Unexpected call'));
  }) as never);
}

/** The bodies sent to one route, in order. */
export function callsTo(route: unknown): unknown[] {
  return vi.mocked(callApi).mock.calls.filter(([called]) => called === route).map(([, options]) => (options as { body: unknown }).body);
}

export function renderWithSession(ui: ReactNode, session: Partial<SessionValue> = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const value = { state: 'signedIn', user: member(), signOut: vi.fn(() => Promise.resolve()), ...session } as SessionValue;
  const view = render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={value}>
        <MemoryRouter initialEntries={['/']}>{ui}</MemoryRouter>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { ...view, client, session: value };
}

export const box = (n: number) => screen.getByLabelText(`Chiffre ${n} sur 6`) as HTMLInputElement;
export const boxValues = () => [1, 2, 3, 4, 5, 6].map((n) => box(n).value).join('');
export const typeDigit = (n: number, value: string) => fireEvent.change(box(n), { target: { value } });
/** By its text: while it works, its spinner adds "Chargement…" to its name. */
export const button = (text: string) => screen.getByText(text, { selector: 'button' }) as HTMLButtonElement;
export const submitButton = () => button('Vérifier');
export const alertText = () => screen.queryByRole('alert')?.textContent ?? null;
