import { BACK_OFFICE_DATA_DELAY_MS } from '@arya/core/rules';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubModalDialogs } from '../../test/kit.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { renderWithApp, staffMember } from './back-office-test-kit.tsx';
import BackOfficeModal from './BackOfficeModal.tsx';

const frame = () => screen.getByTitle('Back-office des actualités internes') as HTMLIFrameElement;

function openModal(onClose = vi.fn(), path = '/') {
  const view = renderWithApp(<BackOfficeModal onClose={onClose} />, { user: staffMember({ adminLang: 'en' }), path });
  const post = vi.spyOn(frame().contentWindow!, 'postMessage');
  return { ...view, post, onClose };
}

function frameSays(event: string, { origin = window.location.origin, source = frame().contentWindow } = {}) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data: { type: 'signal-send', data: { event } }, origin, source }));
  });
}

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
});
beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('the back-office modal', () => {
  it('is a full-screen dialog named Back-office holding the /iframe page in the current language', () => {
    openModal(vi.fn(), '/en/ideas');
    const dialog = screen.getByRole('dialog', { name: 'Back-office' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(frame().getAttribute('src')).toBe('/en/iframe');
  });

  it('posts the member data once, 2 s after the frame loads, to its own origin only', () => {
    const { post } = openModal();
    fireEvent.load(frame());
    act(() => vi.advanceTimersByTime(BACK_OFFICE_DATA_DELAY_MS - 1));
    expect(post).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      {
        type: 'signal-send',
        data: {
          user: { uid: 'staff-1', displayName: 'Léa Martin', role: 'staff', adminLang: 'en', allowedAdminLangs: ['fr', 'en'] },
          privileges: ['internal-news'],
          adminOptions: { desk: 'forex' },
          platform: 'web',
        },
      },
      window.location.origin,
    );
    act(() => vi.advanceTimersByTime(10_000));
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('sends the data again when the frame says it is ready late, never before the delay', () => {
    const { post } = openModal();
    fireEvent.load(frame());
    frameSays('ready');
    expect(post).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(BACK_OFFICE_DATA_DELAY_MS));
    frameSays('ready');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('reads the feeds again when the frame publishes a news item, and ignores others', () => {
    const { client } = openModal();
    const invalidate = vi.spyOn(client, 'invalidateQueries');
    frameSays('news-created', { origin: 'https://evil.test' });
    frameSays('news-created', { source: window });
    expect(invalidate).not.toHaveBeenCalled();

    frameSays('news-created');
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['posts'] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['ideas', 'newCount'] });
    expect(screen.getByRole('status').textContent).toBe('Actualité publiée : le fil est à jour.');
  });

  it('closes with its close button and with Escape', () => {
    const { onClose } = openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent(screen.getByRole('dialog'), new Event('cancel', { cancelable: true }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('closes when Escape is pressed inside the frame (the frame says so), from its own origin only', () => {
    const { onClose } = openModal();
    frameSays('close', { origin: 'https://evil.test' });
    expect(onClose).not.toHaveBeenCalled();
    frameSays('close');
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
