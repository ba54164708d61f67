import type { CurrentUser } from '@arya/core/contract';
import { sendPhoneCodeRoute, updateMyProfileRoute, verifyPhoneRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../../test/kit.ts';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { codeSent } from '../../phone/phone-test-kit.tsx';
import { memberState, renderProfilePage } from './profile-test-kit.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));
const api = vi.mocked(callApi);

const user = memberState({ phoneNumber: '+33612345678', phoneVerified: true });
const switched: CurrentUser = { ...user, phoneNumber: '+447400123456' };
const phoneGroup = () => screen.getByRole('group', { name: 'Téléphone' });
const bodiesTo = (route: unknown) => api.mock.calls.filter(([called]) => called === route).map(([, options]) => (options as { body: unknown }).body);

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
  // Lazy in the page: loaded here, so its first import is not timed by the tests.
  await import('../../phone/PhoneVerificationDialog.tsx');
});
beforeEach(() => {
  api.mockReset();
  api.mockImplementation(((route: unknown, options: { body: { phoneNumber: string } }) => {
    if (route === sendPhoneCodeRoute) return Promise.resolve(codeSent(options.body.phoneNumber));
    if (route === verifyPhoneRoute) return Promise.resolve(switched);
    return Promise.reject(new Error('Unexpected call'));
  }) as never);
  vi.mocked(toast.success).mockReset();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("the profile's phone number (issue 22: it changed without a code)", () => {
  it('is shown, verified, and not a field of the form', () => {
    renderProfilePage(user);
    expect(phoneGroup().textContent).toContain('+33 6 12 34 56 78');
    expect(phoneGroup().textContent).toContain('Vérifié');
    expect(phoneGroup().querySelector('input')).toBeNull();
  });

  it('changes through the phone dialog: the old number stays until the code is entered, then the field shows the new one', { timeout: 20_000 }, async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    renderProfilePage(user);
    const change = screen.getByText('Changer de numéro', { selector: 'button' });
    change.focus();
    fireEvent.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'Changer de numéro de téléphone' });
    expect(dialog.textContent).toContain('Votre numéro actuel, le +33 6 12 34 56 78, reste enregistré');
    const field = screen.getByLabelText('Numéro de téléphone') as HTMLInputElement;
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: '+44 7400 123456' } });
    fireEvent.click(screen.getByText('Envoyer le code', { selector: 'button' }));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(bodiesTo(sendPhoneCodeRoute)).toEqual([{ phoneNumber: '+447400123456', resend: true }]);
    // Sent, not yet verified: the field still shows the verified number.
    expect(phoneGroup().textContent).toContain('+33 6 12 34 56 78');

    '123456'.split('').forEach((digit, i) => fireEvent.change(screen.getByLabelText(`Chiffre ${i + 1} sur 6`), { target: { value: digit } }));
    fireEvent.click(screen.getByText('Vérifier', { selector: 'button' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesTo(verifyPhoneRoute)).toEqual([{ phoneNumber: '+447400123456', code: '123456' }]);
    // The dialog's forms are its own: the profile form was not submitted with them.
    expect(bodiesTo(updateMyProfileRoute)).toEqual([]);
    expect(phoneGroup().textContent).toContain('+44 7400 123456');
    expect(toast.success).toHaveBeenCalledWith('Votre numéro de téléphone est maintenant le +44 7400 123456.');
    // The focus comes back to the button that opened the dialog.
    expect(document.activeElement).toBe(screen.getByText('Changer de numéro', { selector: 'button' }));
  });

  it('closes without a change: the number stays and nothing was sent', async () => {
    renderProfilePage(user);
    fireEvent.click(screen.getByText('Changer de numéro', { selector: 'button' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(phoneGroup().textContent).toContain('+33 6 12 34 56 78');
    expect(api).not.toHaveBeenCalled();
  });
});
