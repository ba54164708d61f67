import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client.ts';
import { initI18nWithEveryNamespace } from '../lib/i18n-for-tests.ts';
import { KeysetList, type KeysetQuery } from './KeysetList.tsx';

interface Row {
  id: string;
  name: string;
}

const texts = { loadError: 'Liste introuvable', empty: 'Rien ici', loadMore: 'Voir plus' };
const query = (changes: Partial<KeysetQuery<Row>>): KeysetQuery<Row> => ({
  data: undefined,
  isPending: false,
  isError: false,
  error: null,
  isFetching: false,
  isFetchingNextPage: false,
  refetch: vi.fn(),
  fetchNextPage: vi.fn(),
  ...changes,
});
const list = (state: KeysetQuery<Row>) =>
  render(<KeysetList query={state} idOf={(row) => row.id} renderItem={(row) => <li>{row.name}</li>} texts={texts} testId="rows" />);

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('a keyset list', () => {
  it('shows every loaded page’s items once, in order, and asks for the next page while there is one', () => {
    const state = query({ data: { pages: [{ items: [{ id: '1', name: 'Un' }, { id: '2', name: 'Deux' }], nextCursor: 'c1' }, { items: [{ id: '2', name: 'Deux' }, { id: '3', name: 'Trois' }], nextCursor: 'c2' }] } });
    list(state);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Un', 'Deux', 'Trois']);
    fireEvent.click(screen.getByRole('button', { name: 'Voir plus' }));
    expect(state.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('offers no more once the last page has no next cursor, and says when there is nothing', () => {
    list(query({ data: { pages: [{ items: [{ id: '1', name: 'Un' }], nextCursor: null }] } }));
    expect(screen.queryByRole('button', { name: 'Voir plus' })).toBeNull();
    cleanup();
    list(query({ data: { pages: [{ items: [], nextCursor: null }] } }));
    expect(screen.getByText('Rien ici')).toBeTruthy();
  });

  it('says the list could not be loaded, translated, with a retry', () => {
    const state = query({ isError: true, error: new ApiError(500, 'GENERAL_PROBLEM', 'boom') });
    list(state);
    expect(screen.getByText('Liste introuvable')).toBeTruthy();
    expect(document.body.textContent).not.toContain('boom');
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(state.refetch).toHaveBeenCalledTimes(1);
  });
});
