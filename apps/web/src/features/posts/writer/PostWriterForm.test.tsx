import type { PublicConfig } from '@arya/core/contract';
import { createPostRoute, searchInstrumentsRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeInstrument, stubModalDialogs } from '../../../test/kit.ts';
import { INSTRUMENT_SEARCH_DEBOUNCE_MS } from '../../instruments/suggestions/use-instrument-suggestions.ts';
import { configKeys } from '../../system/config-queries.ts';
import PostWriterModal from '../components/PostWriterModal.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const gold = makeInstrument({ Symbol: 'XAUUSD', Name: 'Gold', NameFr: 'Or', AssetType: 'commodities', Decimals: 2 });

let client: QueryClient;
let onClose: ReturnType<typeof vi.fn<() => void>>;

function renderWriter() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(configKeys.public, { limits: { maxImagesPerPost: 4, maxUserUploadQuotaPerHour: 50 } } as PublicConfig);
  onClose = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <PostWriterModal onClose={onClose} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole('textbox', { name: 'Texte du post' }) as HTMLTextAreaElement;
const press = (key: string, init: Partial<KeyboardEventInit> = {}) => fireEvent.keyDown(box(), { key, ...init });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const created = () => api.mock.calls.filter(([route]) => route === createPostRoute);

beforeAll(async () => {
  await initI18nWithEveryNamespace('fr');
  stubModalDialogs();
});
beforeEach(() => {
  vi.useFakeTimers();
  api.mockReset().mockImplementation(async (route) => (route === searchInstrumentsRoute ? { items: [gold] } : {}) as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe('the $ suggestions of the post writer (issue 28)', () => {
  it('takes the suggestion with Enter instead of publishing, then Enter publishes', async () => {
    renderWriter();
    fireEvent.change(box(), { target: { value: "J'achète de l'$o" } });
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS);
    await wait(1);
    expect(api).toHaveBeenCalledWith(searchInstrumentsRoute, expect.objectContaining({ query: { q: 'o', limit: 6 } }));
    const option = screen.getByRole('option');
    expect(option.textContent).toBe('XAUUSDOrMatières premières');
    expect(box().getAttribute('aria-activedescendant')).toBe(option.id);
    press('Enter');
    expect(box().value).toBe("J'achète de l'$XAUUSD ");
    expect(created()).toEqual([]);
    expect(screen.queryByRole('option')).toBeNull();
    press('Enter');
    await wait(1);
    expect(created()).toHaveLength(1);
  });

  it('keeps Shift+Enter a new line and closes with Escape, leaving the writer open', async () => {
    renderWriter();
    fireEvent.change(box(), { target: { value: '$o' } });
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS);
    await wait(1);
    press('Enter', { shiftKey: true });
    expect(box().value).toBe('$o');
    press('Escape');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
