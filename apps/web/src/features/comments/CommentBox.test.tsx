import { searchInstrumentsRoute } from '@arya/core/routes';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '../../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../../lib/i18n-for-tests.ts';
import { makeInstrument } from '../../test/kit.ts';
import { INSTRUMENT_SEARCH_DEBOUNCE_MS } from '../instruments/suggestions/use-instrument-suggestions.ts';
import { CommentBox } from './CommentBox.tsx';

vi.mock(import('../../lib/api-client.ts'), async (importOriginal) => ({ ...(await importOriginal()), callApi: vi.fn() }));
const api = vi.mocked(callApi);

const SUGGESTED = [
  makeInstrument(),
  makeInstrument({ Symbol: 'EURGBP', Name: 'Euro / British Pound', NameFr: 'Euro / Livre sterling' }),
  makeInstrument({ Symbol: 'EURJPY', Name: 'Euro / Japanese Yen', NameFr: null }),
];

let client: QueryClient;
let onSubmit: ReturnType<typeof vi.fn<() => Promise<unknown>>>;
let onCancel: ReturnType<typeof vi.fn<() => void>>;

function renderBox() {
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  onSubmit = vi.fn(async () => undefined);
  onCancel = vi.fn();
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CommentBox label="Écrire un commentaire" placeholder="Écrire un commentaire…" onSubmit={onSubmit} onCancel={onCancel} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const box = () => screen.getByRole('textbox', { name: 'Écrire un commentaire' }) as HTMLTextAreaElement;
const popup = () => screen.getByTestId('instrument-suggestions');
const listbox = () => screen.getByRole('listbox', { hidden: true });
const options = () => screen.queryAllByRole('option');
const press = (key: string) => fireEvent.keyDown(box(), { key });
const wait = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

/** Types the text (the caret at its end, as typing leaves it) and lets the search answer. */
async function type(text: string) {
  fireEvent.change(box(), { target: { value: text } });
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
  api.mockReset().mockImplementation(async (route) => (route === searchInstrumentsRoute ? { items: SUGGESTED } : undefined) as never);
});
afterEach(() => {
  cleanup();
  client.clear();
  vi.useRealTimers();
});

describe('the $ suggestions of the comment box (issue 28)', () => {
  it('opens after $ and a letter, 150 ms after typing pauses, with at most 6 instruments', async () => {
    renderBox();
    expect(box().getAttribute('aria-controls')).toBe(listbox().id);
    expect(box().getAttribute('aria-autocomplete')).toBe('list');
    fireEvent.change(box(), { target: { value: 'Long $e' } });
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS - 1);
    fireEvent.change(box(), { target: { value: 'Long $eu' } });
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS - 1);
    expect(api).not.toHaveBeenCalled();
    await wait(2);
    await wait(1);
    expect(api).toHaveBeenCalledOnce();
    expect(api).toHaveBeenCalledWith(searchInstrumentsRoute, expect.objectContaining({ query: { q: 'eu', limit: 6 } }));
    expect(popup().hidden).toBe(false);
    expect(options().map((option) => option.textContent)).toEqual(['EURUSDEuro / Dollar américainForex', 'EURGBPEuro / Livre sterlingForex', 'EURJPYEuro / Japanese YenForex']);
    // The first is active at once: Enter or Tab takes it.
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[0]!.id);
    expect(options()[0]!.getAttribute('aria-selected')).toBe('true');
  });

  it('moves with the arrows, wrapping, and Enter writes the chosen $SYMBOL in place of the tag, without sending', async () => {
    renderBox();
    await type('Long $eu');
    press('ArrowDown');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]!.id);
    press('ArrowUp');
    press('ArrowUp');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[2]!.id);
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(box().value).toBe('Long $EURGBP ');
    expect(box().selectionStart).toBe('Long $EURGBP '.length);
    expect(onSubmit).not.toHaveBeenCalled();
    expect(popup().hidden).toBe(true);
    expect(box().getAttribute('aria-activedescendant')).toBeNull();
    // The list closed, Enter sends again.
    press('Enter');
    expect(onSubmit).toHaveBeenCalledWith({ text: 'Long $EURGBP', image: null });
  });

  it('takes the active instrument with Tab too, and a tag in the middle of the text keeps what follows', async () => {
    renderBox();
    fireEvent.change(box(), { target: { value: 'Le $eu ce matin' } });
    box().setSelectionRange(6, 6);
    fireEvent.keyUp(box(), { key: 'u' });
    await wait(INSTRUMENT_SEARCH_DEBOUNCE_MS);
    await wait(1);
    press('Tab');
    expect(box().value).toBe('Le $EURUSD ce matin');
    expect(box().selectionStart).toBe('Le $EURUSD '.length);
  });

  it('closes with Escape without cancelling the comment, and opens again as the member types', async () => {
    renderBox();
    await type('Long $eu');
    press('Escape');
    expect(popup().hidden).toBe(true);
    expect(onCancel).not.toHaveBeenCalled();
    expect(box().value).toBe('Long $eu');
    await type('Long $eur');
    expect(popup().hidden).toBe(false);
    press('Escape');
    // Closed, Escape is the box's again: it cancels.
    press('Escape');
    expect(onCancel).toHaveBeenCalledOnce();
  });

  it('writes the instrument clicked', async () => {
    renderBox();
    await type('$eu');
    fireEvent.mouseDown(options()[2]!);
    fireEvent.click(options()[2]!);
    expect(box().value).toBe('$EURJPY ');
  });

  it('says how many instruments it suggests, and when none matches', async () => {
    renderBox();
    await type('$eu');
    expect(screen.getByText('3 instruments suggérés, flèches haut et bas pour choisir')).toBeTruthy();
    api.mockResolvedValue({ items: [] } as never);
    await type('$zz');
    expect(within(popup()).getByText('Aucun instrument ne correspond')).toBeTruthy();
    expect(listbox().hidden).toBe(true);
  });

  it('opens nothing and asks nothing for a price, a lone $ or a $ inside a word', async () => {
    renderBox();
    for (const text of ['$', '$100', 'US$d', 'prix 10$e']) await type(text);
    expect(api).not.toHaveBeenCalled();
    expect(popup().hidden).toBe(true);
  });

  it('has no serious or critical axe violation with its suggestions open', async () => {
    renderBox();
    await type('Long $eu');
    press('ArrowDown');
    vi.useRealTimers();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
