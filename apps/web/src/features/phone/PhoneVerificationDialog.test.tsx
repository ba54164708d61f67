import type { CurrentUser } from '@arya/core/contract';
import { sendPhoneCodeRoute, verifyPhoneRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../test/kit.ts';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { meKeys } from '../session/me-queries.ts';
import PhoneVerificationDialog, { type PhoneVerificationDialogProps } from './PhoneVerificationDialog.tsx';
import { alertText, box, boxValues, button, callsTo, codeSent, member, phoneServer, renderWithSession, submitButton, typeDigit } from './phone-test-kit.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));

const phoneField = () => screen.getByLabelText('Numéro de téléphone') as HTMLInputElement;
/** The resend link, whatever its text (it counts the wait down). */
const resendLink = () => screen.getByText(/^Renvoyer le code/, { selector: 'button' }) as HTMLButtonElement;
const flush = () => act(async () => {});

function renderDialog(props: Partial<PhoneVerificationDialogProps> = {}) {
  const onVerified = vi.fn<(user: CurrentUser) => void>();
  const all = { open: true, phoneNumber: '+33612345678', initWithPhoneFieldFirst: false, onVerified, ...props };
  const view = renderWithSession(<PhoneVerificationDialog {...all} />);
  return { ...view, onVerified, rerenderWith: (changes: Partial<PhoneVerificationDialogProps>) => view.rerender(<PhoneVerificationDialog {...all} {...changes} />) };
}

function typeCode(code: string) {
  code.split('').forEach((digit, i) => typeDigit(i + 1, digit));
}

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
});
beforeEach(() => {
  vi.mocked(callApi).mockReset();
  phoneServer();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the phone verification dialog in code mode', () => {
  it('sends a code to the number on open, names it and focuses the first box', async () => {
    renderDialog();
    await flush();
    expect(callsTo(sendPhoneCodeRoute)).toEqual([{ phoneNumber: '+33612345678', resend: false }]);
    expect(screen.getByRole('dialog', { name: 'Vérifiez votre numéro de téléphone' })).toBeTruthy();
    expect(screen.getByText('Nous avons envoyé un code à 6 chiffres au +33 6 12 34 56 78.')).toBeTruthy();
    expect(document.activeElement).toBe(box(1));
    expect(box(1).getAttribute('autocomplete')).toBe('one-time-code');
    expect(box(1).getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByRole('group', { name: 'Code de vérification' })).toBeTruthy();
  });

  it('moves the focus forward after a digit, back on Backspace in an empty box, and to submit after the sixth', async () => {
    renderDialog();
    await flush();
    typeDigit(1, 'a');
    expect(box(1).value).toBe('');
    expect(document.activeElement).toBe(box(1));
    typeDigit(1, '1');
    expect(document.activeElement).toBe(box(2));
    typeDigit(2, '2');
    expect(document.activeElement).toBe(box(3));
    fireEvent.keyDown(box(3), { key: 'Backspace' });
    expect(document.activeElement).toBe(box(2));
    typeDigit(3, '3');
    typeDigit(4, '4');
    typeDigit(5, '5');
    expect(submitButton().disabled).toBe(true);
    typeDigit(6, '6');
    expect(boxValues()).toBe('123456');
    expect(submitButton().disabled).toBe(false);
    expect(document.activeElement).toBe(submitButton());
  });

  it('moves on when a digit is typed over the same digit (a code retyped over a wrong one)', async () => {
    renderDialog();
    await flush();
    typeCode('123456');
    box(1).focus();
    fireEvent.keyDown(box(1), { key: '1' });
    expect(document.activeElement).toBe(box(2));
    typeDigit(2, '9');
    for (const n of [3, 4, 5]) fireEvent.keyDown(box(n), { key: String(n) });
    expect(document.activeElement).toBe(box(6));
    fireEvent.keyDown(box(6), { key: '6' });
    expect(boxValues()).toBe('193456');
    expect(document.activeElement).toBe(submitButton());
  });

  it('fills every box from a pasted code, in any box, and focuses submit', async () => {
    renderDialog();
    await flush();
    fireEvent.paste(box(3), { clipboardData: { getData: () => 'Code : 654 321' } });
    expect(boxValues()).toBe('654321');
    expect(document.activeElement).toBe(submitButton());
  });

  it('verifies the code, saves the member state and hands it over', async () => {
    const verified = member({ phoneVerified: true });
    phoneServer({ verify: () => Promise.resolve(verified) });
    const { onVerified, client } = renderDialog();
    await flush();
    typeCode('123456');
    fireEvent.click(submitButton());
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith(verified));
    expect(callsTo(verifyPhoneRoute)).toEqual([{ phoneNumber: '+33612345678', code: '123456' }]);
    expect(client.getQueryData(meKeys.state('u1'))).toEqual(verified);
  });

  it('shows a wrong code in the alert, keeps the digits and focuses the first box; a new attempt hides it', async () => {
    let answer: (() => void) | undefined;
    phoneServer({
      verify: () =>
        callsTo(verifyPhoneRoute).length === 1
          ? Promise.reject(new ApiError(400, 'AUTH_INVALID_VERIFICATION_CODE', 'Wrong code'))
          : new Promise((resolve) => (answer = () => resolve(member({ phoneVerified: true })))),
    });
    const { onVerified } = renderDialog();
    await flush();
    typeCode('123456');
    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toBe('Le code de vérification est incorrect.'));
    expect(boxValues()).toBe('123456');
    expect(document.activeElement).toBe(box(1));
    expect(submitButton().disabled).toBe(false);
    expect(onVerified).not.toHaveBeenCalled();

    fireEvent.click(submitButton());
    await waitFor(() => expect(alertText()).toBeNull());
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    await act(async () => answer?.());
    expect(onVerified).toHaveBeenCalled();
  });

  it('shows a failed send in the alert, and only the error: never that a code was sent', async () => {
    phoneServer({ send: () => Promise.reject(new ApiError(503, 'AUTH_SMS_QUOTA_EXCEEDED', 'Provider down')) });
    renderDialog();
    await waitFor(() => expect(alertText()).toBe("Erreur lors de l'envoi du SMS de vérification. Réessayez plus tard."));
    expect(screen.queryByText(/Nous avons envoyé un code/)).toBeNull();
    expect(screen.queryByText(/Envoi d'un code/)).toBeNull();
    expect(button('Renvoyer le code').disabled).toBe(false);
  });

  it('says the code is on its way while the first one is asked for', async () => {
    phoneServer({ send: () => new Promise(() => undefined) });
    renderDialog();
    await flush();
    expect(screen.getByText("Envoi d'un code à 6 chiffres au +33 6 12 34 56 78…")).toBeTruthy();
    expect(screen.queryByText(/Nous avons envoyé un code/)).toBeNull();
  });

  it('counts down the wait a refusal states on the resend link, disabled until it is over', async () => {
    vi.useFakeTimers();
    phoneServer({ send: () => Promise.reject(new ApiError(429, 'AUTH_TOO_MANY_ATTEMPTS', 'Too many', { retryAfterSeconds: 25 })) });
    renderDialog();
    await flush();
    expect(alertText()).toBe('Trop de tentatives. Réessayez plus tard.');
    expect(screen.queryByText(/Nous avons envoyé un code/)).toBeNull();
    expect(resendLink().textContent).toBe('Renvoyer le code dans 25\u00a0s');
    expect(resendLink().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(24_000));
    expect(resendLink().textContent).toBe('Renvoyer le code dans 1\u00a0s');
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(resendLink().textContent).toBe('Renvoyer le code');
    expect(resendLink().disabled).toBe(false);
  });

  it('counts minutes too, for a wait of the hourly limits', async () => {
    vi.useFakeTimers();
    phoneServer({ send: () => Promise.reject(new ApiError(429, 'AUTH_TOO_MANY_ATTEMPTS', 'Too many', { retryAfterSeconds: 754 })) });
    renderDialog();
    await flush();
    expect(resendLink().textContent).toBe('Renvoyer le code dans 12\u00a0min 34\u00a0s');
  });

  it("starts the 30-second wait from a code sent on open, or what is left of it for a code kept", async () => {
    vi.useFakeTimers({ now: Date.parse('2026-01-01T10:00:12.000Z') });
    phoneServer({ send: (body) => Promise.resolve({ ...codeSent((body as { phoneNumber: string }).phoneNumber), sent: false }) });
    renderDialog();
    await flush();
    expect(screen.getByText('Nous avons envoyé un code à 6 chiffres au +33 6 12 34 56 78.')).toBeTruthy();
    expect(resendLink().textContent).toBe('Renvoyer le code dans 18\u00a0s');
    expect(resendLink().disabled).toBe(true);
  });

  it('resends once the wait is over: clears the boxes, sends with resend true, spins 2 seconds at least, focuses the first box and waits again', async () => {
    vi.useFakeTimers();
    renderDialog();
    await flush();
    expect(resendLink().textContent).toBe('Renvoyer le code dans 30\u00a0s');
    typeCode('12');
    // Disabled during the wait: a click sends nothing.
    fireEvent.click(resendLink());
    expect(callsTo(sendPhoneCodeRoute)).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    fireEvent.click(button('Renvoyer le code'));
    expect(boxValues()).toBe('');
    await flush();
    expect(callsTo(sendPhoneCodeRoute).at(-1)).toEqual({ phoneNumber: '+33612345678', resend: true });
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(resendLink().getAttribute('aria-busy')).toBe('true');
    expect(resendLink().disabled).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(resendLink().getAttribute('aria-busy')).toBeNull();
    expect(document.activeElement).toBe(box(1));
    expect(screen.getByText('Un nouveau code vous a été envoyé.')).toBeTruthy();
    // The wait started when the server answered, before the spinner's 2 seconds were over.
    expect(resendLink().textContent).toBe('Renvoyer le code dans 28\u00a0s');
    expect(resendLink().disabled).toBe(true);
  });

  it('a resend that fails takes back "we sent a code": only the error shows', async () => {
    vi.useFakeTimers();
    renderDialog();
    await flush();
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    phoneServer({ send: () => Promise.reject(new ApiError(503, 'AUTH_SMS_QUOTA_EXCEEDED', 'Provider down', { retryAfterSeconds: 30 })) });
    fireEvent.click(button('Renvoyer le code'));
    await flush();
    expect(alertText()).toBe("Erreur lors de l'envoi du SMS de vérification. Réessayez plus tard.");
    expect(screen.queryByText(/Nous avons envoyé un code/)).toBeNull();
    expect(resendLink().textContent).toBe('Renvoyer le code dans 30\u00a0s');
  });
});

describe('the phone verification dialog in phone-edit mode', () => {
  it("shows the country's flag from the app's own files, never a third-party site", async () => {
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    fireEvent.change(screen.getByRole('combobox', { name: "Pays de l'indicatif" }), { target: { value: 'GB' } });
    const flag = await waitFor(() => {
      const image = document.querySelector('.PhoneInputCountryIcon img');
      if (!image) throw new Error('no flag yet');
      return image;
    });
    expect(flag.getAttribute('src')).toBe('/flags/GB.svg');
  });

  it('refuses an invalid number with errors:invalid_phone and sends nothing', async () => {
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    expect(document.activeElement).toBe(phoneField());
    fireEvent.change(phoneField(), { target: { value: '+33 12' } });
    fireEvent.click(button('Envoyer le code'));
    expect(await screen.findByText('Le numéro de téléphone est incorrect.')).toBeTruthy();
    expect(phoneField().getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(sendPhoneCodeRoute)).toHaveLength(1);
  });

  it('refuses a number that is not a mobile with errors:PHONE_NOT_MOBILE and sends nothing', async () => {
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    for (const number of ['+33 8 99 12 34 56', '+33 1 23 45 67 89']) {
      fireEvent.change(phoneField(), { target: { value: number } });
      fireEvent.click(button('Envoyer le code'));
      expect(await screen.findByText(/saisissez un numéro de mobile/)).toBeTruthy();
      expect(phoneField().getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(phoneField());
    }
    expect(callsTo(sendPhoneCodeRoute)).toHaveLength(1);
  });

  it('sends a code to the new number, then goes back to code mode after 2 seconds', async () => {
    vi.useFakeTimers();
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    fireEvent.change(phoneField(), { target: { value: '+44 7400 123456' } });
    fireEvent.click(button('Envoyer le code'));
    await flush();
    expect(callsTo(sendPhoneCodeRoute).at(-1)).toEqual({ phoneNumber: '+447400123456', resend: true });
    expect(screen.getByRole('status', { name: '' }).textContent).toBe('Code envoyé au +44 7400 123456.');
    expect(button('Envoyer le code').getAttribute('aria-busy')).toBe('true');
    await act(() => vi.advanceTimersByTimeAsync(1999));
    expect(screen.queryByLabelText('Numéro de téléphone')).not.toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Nous avons envoyé un code à 6 chiffres au +44 7400 123456.')).toBeTruthy();
    expect(document.activeElement).toBe(box(1));

    typeCode('123456');
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(verifyPhoneRoute)).toEqual([{ phoneNumber: '+447400123456', code: '123456' }]);
  });

  it("reads a number typed without its +33 as a French one (the member's default country) and sends it in international form", async () => {
    vi.useFakeTimers();
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    fireEvent.change(phoneField(), { target: { value: '' } });
    fireEvent.change(phoneField(), { target: { value: '06 18 15 24 80' } });
    expect(phoneField().value).toBe('+33 6 18 15 24 80');
    fireEvent.click(button('Envoyer le code'));
    await flush();
    expect(screen.queryByText('Le numéro de téléphone est incorrect.')).toBeNull();
    expect(callsTo(sendPhoneCodeRoute).at(-1)).toEqual({ phoneNumber: '+33618152480', resend: true });
  });

  it('reads it in the country picked in the list', async () => {
    vi.useFakeTimers();
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    fireEvent.change(screen.getByRole('combobox', { name: "Pays de l'indicatif" }), { target: { value: 'GB' } });
    fireEvent.change(phoneField(), { target: { value: '' } });
    fireEvent.change(phoneField(), { target: { value: '07400 123456' } });
    expect(phoneField().value).toBe('+44 7400 123456');
    fireEvent.click(button('Envoyer le code'));
    await flush();
    expect(callsTo(sendPhoneCodeRoute).at(-1)).toEqual({ phoneNumber: '+447400123456', resend: true });
  });

  it('goes back to code mode and forgets the new number', async () => {
    renderDialog();
    await flush();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    expect(screen.queryByText('Se déconnecter')).toBeNull();
    fireEvent.change(phoneField(), { target: { value: '+44 7400 123456' } });
    fireEvent.click(button('Retour'));
    expect(document.activeElement).toBe(box(1));
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    expect(phoneField().value).toBe('+33');
    expect(callsTo(sendPhoneCodeRoute)).toHaveLength(1);
  });

  it.each([
    ['initWithPhoneFieldFirst', { initWithPhoneFieldFirst: true }],
    ['no number', { phoneNumber: null }],
  ])('opens on the phone field with %s: sends nothing, offers logout instead of back', async (_, props) => {
    const { session } = renderDialog(props);
    await flush();
    expect(callsTo(sendPhoneCodeRoute)).toEqual([]);
    expect(document.activeElement).toBe(phoneField());
    expect(screen.queryByText('Retour')).toBeNull();
    fireEvent.click(button('Se déconnecter'));
    await flush();
    expect(session.signOut).toHaveBeenCalled();
  });
});

describe('the phone verification dialog for a verified member changing number', () => {
  it('opens on an empty field, says the current number stays until the new code is entered, offers no logout', async () => {
    const onDismiss = vi.fn();
    renderDialog({ phoneNumber: null, initWithPhoneFieldFirst: true, changingFrom: '+33612345678', onDismiss });
    await flush();
    expect(screen.getByRole('dialog', { name: 'Changer de numéro de téléphone' })).toBeTruthy();
    expect(screen.getByText(/Votre numéro actuel, le \+33 6 12 34 56 78, reste enregistré jusqu'à ce que vous saisissiez ce code/)).toBeTruthy();
    expect(phoneField().value).toBe('+33');
    expect(document.activeElement).toBe(phoneField());
    expect(screen.queryByText('Se déconnecter')).toBeNull();
    expect(screen.queryByText('Retour')).toBeNull();
    expect(callsTo(sendPhoneCodeRoute)).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onDismiss).toHaveBeenCalled();
  });

  it('sends to the new number and verifies it; once a code is out, back leads to it', async () => {
    vi.useFakeTimers();
    const { onVerified } = renderDialog({ phoneNumber: null, initWithPhoneFieldFirst: true, changingFrom: '+33612345678', onDismiss: vi.fn() });
    await flush();
    fireEvent.change(phoneField(), { target: { value: '+44 7400 123456' } });
    fireEvent.click(button('Envoyer le code'));
    await act(() => vi.advanceTimersByTimeAsync(2000));
    expect(screen.getByText('Nous avons envoyé un code à 6 chiffres au +44 7400 123456.')).toBeTruthy();
    fireEvent.click(button('Utiliser un autre numéro de téléphone'));
    fireEvent.click(button('Retour'));
    typeCode('123456');
    fireEvent.click(submitButton());
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(callsTo(verifyPhoneRoute)).toEqual([{ phoneNumber: '+447400123456', code: '123456' }]);
    expect(onVerified).toHaveBeenCalled();
  });
});

describe('the phone verification dialog as a modal', () => {
  it('is blocking without onDismiss: no close button, Escape does nothing', async () => {
    renderDialog();
    await flush();
    const dialog = screen.getByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Fermer' })).toBeNull();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(dialog, cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect((dialog as HTMLDialogElement).open).toBe(true);
  });

  it('closes by its button or Escape with onDismiss', async () => {
    const onDismiss = vi.fn();
    renderDialog({ onDismiss });
    await flush();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onDismiss).toHaveBeenCalledTimes(2);
  });

  it('locks the page scroll while open and restores it on close', async () => {
    document.body.style.overflow = 'auto';
    const { rerenderWith } = renderDialog();
    await flush();
    expect(document.body.style.overflow).toBe('hidden');
    rerenderWith({ open: false });
    expect(document.body.style.overflow).toBe('auto');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('answers in English', async () => {
    phoneServer({ send: () => Promise.resolve(codeSent('+12015550123')) });
    const { default: i18next } = await import('i18next');
    await i18next.changeLanguage('en');
    try {
      renderDialog({ phoneNumber: '+12015550123' });
      await flush();
      expect(screen.getByText('We sent a 6-digit code to +1 201 555 0123.')).toBeTruthy();
      expect(screen.getByLabelText('Digit 1 of 6')).toBeTruthy();
    } finally {
      await i18next.changeLanguage('fr');
    }
  });
});
