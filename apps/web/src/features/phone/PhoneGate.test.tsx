import { sendPhoneCodeRoute } from '@arya/core/routes';
import { cleanup, configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../test/kit.ts';
import { callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { PhoneGate } from './PhoneGate.tsx';
import { callsTo, member, phoneServer, renderWithSession, submitButton, typeDigit } from './phone-test-kit.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));

const TITLE = 'Vérifiez votre numéro de téléphone';
// The dialog is lazy: on a busy machine its first render can outlast the default second.
configure({ asyncUtilTimeout: 4000 });

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
  // The gate loads the dialog lazily: loaded here, its first import (the phone numbering plans) is not timed by the tests.
  await import('./PhoneVerificationDialog.tsx');
});
beforeEach(() => {
  vi.mocked(callApi).mockReset();
  phoneServer();
});
afterEach(cleanup);

describe('the phone gate', () => {
  it('lets a member with a verified number through', () => {
    renderWithSession(<PhoneGate />, { user: member({ phoneVerified: true }) });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callApi).not.toHaveBeenCalled();
  });

  it('shows nothing to a visitor', () => {
    renderWithSession(<PhoneGate />, { state: 'signedOut', user: null });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('blocks a member with an unverified number in code mode, and lets them in once verified', async () => {
    renderWithSession(<PhoneGate />, { user: member({ phoneNumber: '+33612345678' }) });
    expect(await screen.findByRole('dialog', { name: TITLE })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
    await waitFor(() => expect(callsTo(sendPhoneCodeRoute)).toEqual([{ phoneNumber: '+33612345678', resend: false }]));
    '123456'.split('').forEach((digit, i) => typeDigit(i + 1, digit));
    fireEvent.click(submitButton());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('opens on the phone field for a member without a number', async () => {
    renderWithSession(<PhoneGate />, { user: member({ phoneNumber: null }) });
    expect(await screen.findByLabelText('Numéro de téléphone')).toBeTruthy();
    expect(screen.getByText('Se déconnecter', { selector: 'button' })).toBeTruthy();
    expect(callApi).not.toHaveBeenCalled();
  });
});
