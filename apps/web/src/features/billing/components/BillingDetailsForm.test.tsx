import type { BillingInformation } from '@arya/core/contract';
import { putBillingInformationRoute, serverManagementTokenRoute, type Route } from '@arya/core/routes';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { renderMemberPage } from '../../licences/licences-test-kit.tsx';
import { BillingDetailsForm } from './BillingDetailsForm.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const KEPT: BillingInformation = { line1: '12 rue de la Paix', postale_code: '75002', city: 'Paris', country: 'FR', company: '' } as BillingInformation;

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  api.mockReset();
  api.mockImplementation((async (route: Route, options?: { body?: BillingInformation }) => {
    if (route === serverManagementTokenRoute) return { token: 'member-token', expiresAt: new Date(Date.now() + 900_000).toISOString() };
    if (route === putBillingInformationRoute) return { ...KEPT, ...options?.body };
    throw new Error(`unexpected call of ${route.method} ${route.path}`);
  }) as unknown as typeof callApi);
});
afterEach(cleanup);

describe('the billing details form', () => {
  it('says the details are saved in a status beside the button (read out by screen readers), until a field changes again', async () => {
    renderMemberPage(<BillingDetailsForm userId="u1" kept={KEPT} />, { path: '/my-account/order-subscription' });
    const status = () => screen.getByTestId('billing-saved');
    expect(status().getAttribute('role')).toBe('status');
    expect(status().textContent).toBe('');
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Lyon' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() => expect(status().textContent).toBe('Coordonnées de facturation enregistrées'));
    expect(api.mock.calls.some(([route]) => route === putBillingInformationRoute)).toBe(true);
    fireEvent.change(screen.getByLabelText('Ville'), { target: { value: 'Lille' } });
    await waitFor(() => expect(status().textContent).toBe(''));
  });
});
