import type { PublicUser } from '@arya/core/contract';
import { getUsersRoute } from '@arya/core/routes';
import { USER_SEARCH_DEBOUNCE_MS } from '@arya/core/rules';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { HeaderSearch } from './HeaderSearch.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const member = (alias: string, fields: Partial<PublicUser> = {}): PublicUser => ({
  _id: `id-${alias}`,
  DisplayName: alias,
  Alias: alias,
  VanityAlias: alias,
  SystemAlias: `sys-${alias}`,
  Verified: null,
  Job: null,
  Description: null,
  PictureDate: null,
  PublicProfile: true,
  TrustScore: 0,
  PostsCount: 0,
  FollowersCount: 0,
  FollowingCount: 0,
  Blocking: false,
  Muting: false,
  ...fields,
});

const ana = member('ana-lima', { DisplayName: 'Ana Lima', Job: 'Analyste crédit', Verified: 'signal_publisher', PictureDate: '2026-11-01T10:00:00.000Z' });
const anabel = member('anabel', { DisplayName: 'Anabel Roy' });
const anatole = member('anatole', { DisplayName: 'Anatole Petit', Job: 'Trader' });

let client: QueryClient;

function CurrentPath() {
  return <p data-testid="path">{useLocation().pathname}</p>;
}

function renderSearch(path = '/') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <HeaderSearch />
        <button type="button">ailleurs</button>
        <CurrentPath />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('combobox');
const expanded = () => field().getAttribute('aria-expanded') === 'true';
const options = () => screen.queryAllByRole('option');
/** The popup under the field: the listbox and the line shown when it has no results. */
const popup = () => screen.getByRole('listbox', { hidden: true }).parentElement!;
const announced = () => screen.getByRole('status').textContent;
const path = () => screen.getByTestId('path').textContent;

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
}

/** Types the term and lets the debounce pass and the answer arrive. */
async function search(text: string) {
  type(text);
  await wait(USER_SEARCH_DEBOUNCE_MS);
  await wait(1);
}

function press(key: string) {
  fireEvent.keyDown(field(), { key });
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.useFakeTimers();
  api.mockReset().mockResolvedValue({ users: [ana, anabel, anatole], nextCursor: null } as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe('the header member search', () => {
  it('is a labelled combobox controlling a listbox', () => {
    renderSearch();
    expect(screen.getByRole('combobox', { name: 'Rechercher un membre' })).toBe(field());
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    expect(expanded()).toBe(false);
  });

  it('opens the list from 3 characters and closes it at 2', async () => {
    renderSearch();
    type('an');
    expect(expanded()).toBe(false);
    expect(popup().hidden).toBe(true);
    type('ana');
    expect(expanded()).toBe(true);
    expect(popup().hidden).toBe(false);
    expect(within(popup()).getByText('Recherche en cours…')).toBeTruthy();
    expect(announced()).toBe('Recherche en cours…');
    await search('ana');
    expect(options()).toHaveLength(3);
    type('an');
    expect(expanded()).toBe(false);
    expect(popup().hidden).toBe(true);
    expect(options()).toHaveLength(0);
    expect(announced()).toBe('');
  });

  it('asks the server once, 750 ms after the last keystroke', async () => {
    renderSearch();
    for (const text of ['ana', 'anab', 'anabe']) {
      type(text);
      await wait(USER_SEARCH_DEBOUNCE_MS - 100);
    }
    type('anabel');
    await wait(USER_SEARCH_DEBOUNCE_MS - 1);
    expect(api).not.toHaveBeenCalled();
    await wait(1);
    expect(api).toHaveBeenCalledOnce();
    expect(api).toHaveBeenCalledWith(getUsersRoute, expect.objectContaining({ query: { search: 'anabel' } }));
  });

  it('never asks for 2 characters or fewer', async () => {
    renderSearch();
    type('  an  ');
    await wait(USER_SEARCH_DEBOUNCE_MS * 2);
    expect(api).not.toHaveBeenCalled();
  });

  it("shows each member's name, alias, job, picture and coach badge, and announces the count", async () => {
    renderSearch();
    await search('ana');
    const [first, second] = options();
    expect(options()).toHaveLength(3);
    expect(first!.textContent).toContain('Ana Lima');
    expect(first!.textContent).toContain('@ana-lima');
    expect(first!.textContent).toContain('Analyste crédit');
    expect(within(first!).getByTestId('coach-badge')).toBeTruthy();
    expect(first!.querySelector('img')?.getAttribute('src')).toMatch(/^\/files\/profile-images\/id-ana-lima\?v=/);
    expect(first!.getAttribute('href')).toBe('/u/ana-lima');
    expect(second!.textContent).toContain('Anabel Roy');
    expect(within(second!).queryByTestId('coach-badge')).toBeNull();
    expect(announced()).toBe('3 résultats');
  });

  it('moves through the results with the arrows, wrapping, and Enter opens the active profile', async () => {
    renderSearch();
    await search('ana');
    const activeText = () => document.getElementById(field().getAttribute('aria-activedescendant') ?? '')?.textContent;
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    press('ArrowDown');
    expect(activeText()).toContain('Ana Lima');
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
    press('ArrowDown');
    press('ArrowDown');
    expect(activeText()).toContain('Anatole Petit');
    press('ArrowDown');
    expect(activeText()).toContain('Ana Lima');
    press('ArrowUp');
    expect(activeText()).toContain('Anatole Petit');
    press('ArrowUp');
    expect(activeText()).toContain('Anabel Roy');
    press('Enter');
    expect(path()).toBe('/u/anabel');
    expect((field() as HTMLInputElement).value).toBe('');
    expect(expanded()).toBe(false);
  });

  it('opens English profiles under /en', async () => {
    renderSearch('/en');
    await search('ana');
    press('ArrowUp');
    press('Enter');
    expect(path()).toBe('/en/u/anatole');
  });

  it('does nothing on Enter without an active result', async () => {
    renderSearch();
    await search('ana');
    press('Enter');
    expect(path()).toBe('/');
    expect(expanded()).toBe(true);
  });

  it('closes on Escape, then empties the field on a second Escape', async () => {
    renderSearch();
    await search('ana');
    press('ArrowDown');
    press('Escape');
    expect(expanded()).toBe(false);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    expect((field() as HTMLInputElement).value).toBe('ana');
    press('Escape');
    expect((field() as HTMLInputElement).value).toBe('');
  });

  it('closes when the focus leaves, and opens again on focus when it has results', async () => {
    renderSearch();
    act(() => field().focus());
    await search('ana');
    expect(expanded()).toBe(true);
    act(() => screen.getByRole('button', { name: 'ailleurs' }).focus());
    expect(expanded()).toBe(false);
    act(() => field().focus());
    expect(expanded()).toBe(true);
    expect(options()).toHaveLength(3);
  });

  it('stays closed on focus when the search found nobody', async () => {
    api.mockResolvedValue({ users: [], nextCursor: null } as never);
    renderSearch();
    await search('zzz');
    press('Escape');
    act(() => screen.getByRole('button', { name: 'ailleurs' }).focus());
    act(() => field().focus());
    expect(expanded()).toBe(false);
  });

  it('opens the profile clicked, then empties and closes', async () => {
    renderSearch();
    await search('ana');
    fireEvent.click(options()[2]!);
    expect(path()).toBe('/u/anatole');
    expect((field() as HTMLInputElement).value).toBe('');
    expect(expanded()).toBe(false);
  });

  it('says when no member matches', async () => {
    api.mockResolvedValue({ users: [], nextCursor: null } as never);
    renderSearch();
    await search('zzz');
    expect(expanded()).toBe(true);
    expect(options()).toHaveLength(0);
    expect(within(popup()).getByText('Aucun membre trouvé')).toBeTruthy();
    expect(announced()).toBe('Aucun membre trouvé');
  });

  it('shows a failure with its translated reason, and tries again on demand', async () => {
    api.mockRejectedValue(new ApiError(0, 'NETWORK_ERROR', 'The network request failed'));
    renderSearch();
    await search('ana');
    const reason = 'Impossible de joindre le serveur. Vérifiez votre connexion et réessayez.';
    expect(within(popup()).getByText("La recherche n'a pas abouti.")).toBeTruthy();
    expect(within(popup()).getByText(reason)).toBeTruthy();
    expect(announced()).toBe(`La recherche n'a pas abouti. ${reason}`);
    api.mockResolvedValue({ users: [ana], nextCursor: null } as never);
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    await wait(1);
    expect(api).toHaveBeenCalledTimes(2);
    expect(options()).toHaveLength(1);
  });

  it('on small screens, opens in a row from its button, focused, and Escape closes it back to the button', async () => {
    renderSearch();
    const button = screen.getByRole('button', { name: 'Rechercher un membre' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(field());
    await search('ana');
    press('Escape');
    expect(expanded()).toBe(false);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    press('Escape');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
  });

  it('closes its row with the close button, a press outside, and when a member is chosen', async () => {
    renderSearch();
    const button = screen.getByRole('button', { name: 'Rechercher un membre' });
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('button', { name: 'Fermer la recherche' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('button', { name: 'ailleurs' }));
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    await search('ana');
    press('ArrowDown');
    press('Enter');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(path()).toBe('/u/ana-lima');
  });
});
