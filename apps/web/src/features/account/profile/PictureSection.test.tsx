import { uploadMyPictureRoute } from '@arya/core/routes';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { toast } from '../../../lib/toast.ts';
import { meKeys } from '../../session/me-queries.ts';
import { controlNamed, memberState, renderProfilePage } from './profile-test-kit.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const picture = new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });
const changeButton = () => screen.getByText('Changer la photo').closest('button')!;
/** The member's picture (the phone field's flag is an image too). */
const avatar = (container: HTMLElement) => container.querySelector<HTMLImageElement>('img:not(.PhoneInputCountryIconImg)');
const alertText = () => document.querySelector('[role="alert"]')?.textContent ?? null;

function choose(container: HTMLElement, file: File) {
  const input = container.querySelector<HTMLInputElement>('input[type="file"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => vi.mocked(toast.success).mockReset());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the profile picture', () => {
  it('offers the image types the server takes', () => {
    const { container } = renderProfilePage(memberState());
    expect(container.querySelector('input[type="file"]')?.getAttribute('accept')).toBe('image/jpeg,image/png,image/webp,image/gif');
  });

  it('sends the chosen image, shows it is busy, then shows the new picture everywhere', async () => {
    const user = memberState();
    const updated = { ...user, pictureURL: '/files/profile-images/u1?v=1', pictureDate: '2026-11-23T12:00:00.000Z' };
    let reply: (response: Response) => void = () => undefined;
    const fetchMock = vi.fn((_url: string, _init: RequestInit) => new Promise<Response>((resolve) => (reply = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const { container, client } = renderProfilePage(user);
    expect(avatar(container)).toBeNull();

    // The focus on the page, as a browser leaves it once the button it was on gets disabled (jsdom keeps it there).
    expect(document.activeElement).toBe(document.body);
    choose(container, picture);
    await waitFor(() => expect(changeButton().getAttribute('aria-busy')).toBe('true'));
    expect(changeButton().disabled).toBe(true);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(uploadMyPictureRoute.path);
    expect(init.method).toBe('POST');
    expect((init.body as FormData).get('file')).toBeInstanceOf(File);

    await act(async () => reply(answer(200, updated)));
    await waitFor(() => expect(avatar(container)?.getAttribute('src')).toBe('/files/profile-images/u1?v=1'));
    expect(client.getQueryData(meKeys.state('u1'))).toEqual(updated);
    expect(toast.success).toHaveBeenCalledWith('Photo de profil mise à jour.');
    expect(changeButton().disabled).toBe(false);
    // Back on the button for a keyboard member.
    expect(document.activeElement).toBe(changeButton());
  });

  it('says why the server refused the picture', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer(429, { code: 'RATE_LIMITED', message: 'Too many' })));
    const { container } = renderProfilePage(memberState());
    const firstName = controlNamed('Prénom');
    firstName.focus();
    choose(container, picture);
    await waitFor(() => expect(alertText()).toBe('Trop de tentatives. Réessayez dans quelques instants.'));
    // The member went on typing elsewhere: the focus stays there.
    expect(document.activeElement).toBe(firstName);
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('refuses a file that is not a supported image without sending it', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const { container } = renderProfilePage(memberState());
    choose(container, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await waitFor(() => expect(alertText()).toBe("Ce format d'image n'est pas accepté (JPEG, PNG, WebP ou GIF)."));
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
