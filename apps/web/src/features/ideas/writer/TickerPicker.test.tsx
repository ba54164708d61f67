import { searchInstrumentsRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { makeInstrument } from '../../../test/kit.ts';
import { INSTRUMENT_SEARCH_DEBOUNCE_MS } from '../../instruments/suggestions/use-instrument-suggestions.ts';
import { TickerPicker } from './TickerPicker.tsx';

vi.mock(import('../../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const SUGGESTED = [makeInstrument(), makeInstrument({ Symbol: 'EURGBP', Name: 'Euro / British Pound', NameFr: 'Euro / Livre sterling' })];

let client: QueryClient;

/** The picker as the idea writer holds it: its value in the form. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <TickerPicker label="Ticker" value={value} onChange={setValue} onBlur={() => undefined} error={undefined} />
      <button type="button">ailleurs</button>
    </>
  );
}

function renderPicker(initial = '') {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <Harness initial={initial} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const field = () => screen.getByRole('combobox', { name: 'Ticker' }) as HTMLInputElement;
const expanded = () => field().getAttribute('aria-expanded') === 'true';
const options = () => screen.queryAllByRole('option');
const press = (key: string) => fireEvent.keyDown(field(), { key });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const described = () =>
  (field().getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' | ');

async function type(text: string) {
  fireEvent.change(field(), { target: { value: text } });
  await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS);
  await wait(1);
}

async function seriousAxeViolations(): Promise<string[]> {
  const { default: axe } = await import('axe-core');
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(', ')}`);
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
beforeEach(() => {
  vi.useFakeTimers();
  api.mockReset().mockResolvedValue({ items: SUGGESTED } as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe("the idea writer's ticker picker (issue 28)", () => {
  it('is a labelled combobox over the instruments, closed at first', () => {
    renderPicker();
    expect(field().getAttribute('aria-autocomplete')).toBe('list');
    expect(field().getAttribute('aria-controls')).toBe(screen.getByRole('listbox', { hidden: true }).id);
    expect(expanded()).toBe(false);
  });

  it('suggests as the member types, none active: Enter keeps the free text', async () => {
    renderPicker();
    await type('eur');
    expect(api).toHaveBeenCalledWith(searchInstrumentsRoute, expect.objectContaining({ query: { q: 'eur', limit: 6 } }));
    expect(expanded()).toBe(true);
    expect(options()).toHaveLength(2);
    expect(field().getAttribute('aria-activedescendant')).toBeNull();
    press('Enter');
    expect(field().value).toBe('eur');
    expect(screen.getByTestId('ticker-instrument').hidden).toBe(true);
  });

  it('takes the instrument chosen with the arrows and Enter, and names it under the field', async () => {
    renderPicker();
    await type('eur');
    press('ArrowDown');
    press('ArrowDown');
    expect(field().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('Enter');
    expect(field().value).toBe('EURGBP');
    expect(expanded()).toBe(false);
    expect(described()).toBe('Instrument reconnu : Euro / Livre sterling (EURGBP) | 6/10');
  });

  it('takes the active instrument with Tab too', async () => {
    renderPicker();
    await type('eur');
    press('ArrowUp');
    press('Tab');
    expect(field().value).toBe('EURGBP');
  });

  it('names the instrument a free text writes another way (the server matches it the same)', async () => {
    renderPicker();
    await type('eur/usd');
    expect(screen.getByTestId('ticker-instrument').textContent).toBe('Instrument reconnu : Euro / Dollar américain (EURUSD)');
  });

  it('closes with Escape and when the focus leaves, until the member types', async () => {
    renderPicker();
    await type('eur');
    press('Escape');
    expect(expanded()).toBe(false);
    await type('eurg');
    expect(expanded()).toBe(true);
    fireEvent.blur(field());
    expect(expanded()).toBe(false);
  });

  it("starts closed on an edited idea's ticker, and names it", async () => {
    renderPicker('EURUSD');
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS);
    await wait(1);
    expect(expanded()).toBe(false);
    expect(described()).toBe('Instrument reconnu : Euro / Dollar américain (EURUSD) | 6/10');
  });

  it('has no serious or critical axe violation with its suggestions open', async () => {
    renderPicker();
    await type('eur');
    press('ArrowDown');
    vi.useRealTimers();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
