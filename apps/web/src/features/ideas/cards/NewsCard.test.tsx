import type { CurrentUser, InternalNews } from '@arya/core/contract';
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast.ts';
import { meKeys } from '../../session/me-queries.ts';
import { NewsCard } from './NewsCard.tsx';
import { makeMember, makeNewsPost } from './test-posts.ts';
import { renderCard } from './test-render.tsx';

vi.mock('../../../lib/toast.ts', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

/**
 * The API as fetch answers it, when the test says so (a slow network): `answer` releases the
 * oldest request; a status above 299 is a refusal.
 */
function mockApi() {
  const pending: ((response: Response) => void)[] = [];
  const fetch = vi.fn(() => new Promise<Response>((resolve) => pending.push(resolve)));
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    async answer(status: number, body: unknown) {
      await waitFor(() => expect(pending.length).toBeGreaterThan(0));
      await act(async () => pending.shift()!({ status, json: async () => body } as Response));
    },
  };
}

beforeEach(() => {
  vi.mocked(toast.success).mockReset();
  vi.mocked(toast.error).mockReset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('NewsCard', () => {
  it('shows the English version on English pages', () => {
    renderCard(<NewsCard post={makeNewsPost()} />, { language: 'en' });
    expect(text('news-contents')).toBe('Gold is falling.\nTarget 2020.');
    expect(screen.getByTestId('news-contents').getAttribute('lang')).toBe('en');
    const pdf = screen.getByRole('link', { name: /^View PDF/ });
    expect(pdf.getAttribute('href')).toBe('https://cdn.test/en.pdf');
    expect(pdf.getAttribute('target')).toBe('_blank');
    expect(pdf.getAttribute('rel')).toContain('noopener');
    expect(screen.getByTestId('audio-player').querySelector('audio')?.getAttribute('src')).toBe('https://cdn.test/en.mp3');
  });

  it('shows the titles in the reader’s language', () => {
    renderCard(<NewsCard post={makeNewsPost()} />, { language: 'en' });
    expect(text('news-title')).toBe('Gold under pressure');
    expect(text('news-secondary-title')).toBe('Sell signal');
    expect(screen.getByTestId('news-title').parentElement?.getAttribute('lang')).toBe('en');
  });

  it('falls back to the French version when there is no English one', () => {
    const post = makeNewsPost();
    post.InternalNewsData.Localizations.en = null;
    renderCard(<NewsCard post={post} />, { language: 'en' });
    expect(text('news-contents')).toBe("L'or recule.\nObjectif 2020.");
    expect(text('news-title')).toBe("L'or sous pression");
    expect(screen.getByTestId('news-contents').getAttribute('lang')).toBe('fr');
    expect(screen.getByRole('link', { name: /^View PDF/ }).getAttribute('href')).toBe('https://cdn.test/fr.pdf');
  });

  it('shows the French version, badges, sell from a bearish trend and the target prices that are set', () => {
    renderCard(<NewsCard post={makeNewsPost()} />);
    expect(text('news-contents')).toBe("L'or recule.\nObjectif 2020.");
    expect(text('term-badge')).toBe('Moyen terme');
    expect(text('asset-badge')).toBe('Matières premières');
    expect(text('template-badge')).toBe('Signal');
    expect(text('side-badge')).toBe('Vente');
    expect(text('instrument')).toContain('XAUUSD');
    expect(text('time-frame')).toContain('H4');
    expect(text('order-type')).toContain('Limite');
    expect(text('news-title')).toBe("L'or sous pression");
    expect(text('news-secondary-title')).toBe('Signal de vente');
    const levels = within(screen.getByTestId('levels'));
    expect(levels.getAllByRole('term').map((term) => term.querySelector('[aria-hidden]')?.textContent)).toEqual(['Entrée', 'BE', 'TP1', 'SL']);
    expect(levels.getAllByRole('definition').map((value) => value.textContent)).toEqual(['2\u202f050,00', '2\u202f040,00', '2\u202f020,00', '2\u202f070,00']);
  });

  it('shows no side for a neutral trend and contents as text, never HTML', () => {
    const post = makeNewsPost({ Categories: { TradingTerm: null, Template: null, Trend: 'neutral', Instrument: null, TimeFrame: null, OrderType: null } });
    post.InternalNewsData.Localizations.fr!.Contents = '<b>gras</b><img src=x onerror="alert(1)">';
    renderCard(<NewsCard post={post} />);
    expect(screen.queryByTestId('side-badge')).toBeNull();
    expect(screen.getByTestId('news-contents').querySelector('b, img')).toBeNull();
    expect(text('news-contents')).toContain('<b>gras</b>');
  });

  it('shows a locked item with its deadline and the premium upsell only', () => {
    const post = makeNewsPost(
      { Locked: true, Categories: null, TargetPrices: null, Title: null, SecondaryTitle: null, Contents: null, Localizations: { fr: null, en: null } },
      { Locked: true },
    );
    renderCard(<NewsCard post={post} />, { member: makeMember() });
    expect(screen.getByTestId('premium-upsell')).not.toBeNull();
    expect(screen.getByTestId('countdown')).not.toBeNull();
    expect(screen.queryByTestId('levels')).toBeNull();
    expect(screen.queryByTestId('favorite-button')).toBeNull();
  });

  it('ends every item, locked or not, with the "not investment advice" note (issue 25)', () => {
    renderCard(<NewsCard post={makeNewsPost()} />);
    expect(screen.getByTestId('news-card').lastElementChild).toBe(screen.getByRole('note'));
    expect(screen.getByRole('note').textContent).toMatch(/^Ceci n'est pas un conseil en investissement\./);
    cleanup();
    const locked = makeNewsPost({ Locked: true }, { Locked: true });
    renderCard(<NewsCard post={locked} />, { language: 'en', member: makeMember() });
    expect(screen.getByTestId('news-card').lastElementChild).toBe(screen.getByRole('note'));
    expect(screen.getByRole('note').textContent).toMatch(/^This is not investment advice\./);
  });
});

describe('the translation link', () => {
  /** A news item written in French only, with its English translation. */
  const frenchOnly = (translation: Partial<NonNullable<InternalNews['Translation']>> | null = {}) => {
    const post = makeNewsPost({
      Translation: translation && { Language: 'en', Title: 'Gold under pressure', SecondaryTitle: 'Sell signal', Contents: 'Gold is falling.\nTarget 2020.', By: 'deepl', ...translation },
    });
    post.InternalNewsData.Localizations.en = null;
    return post;
  };

  it('replaces the titles and contents by their translation, says who made it, and goes back to the original', () => {
    renderCard(<NewsCard post={frenchOnly()} />, { language: 'en' });
    expect(text('news-title')).toBe("L'or sous pression");
    act(() => screen.getByRole('button', { name: 'See translation' }).click());
    expect(text('news-title')).toBe('Gold under pressure');
    expect(text('news-secondary-title')).toBe('Sell signal');
    expect(text('news-contents')).toBe('Gold is falling.\nTarget 2020.');
    expect(screen.getByTestId('news-contents').getAttribute('lang')).toBe('en');
    expect(screen.getByTestId('post-text').hasAttribute('data-translated')).toBe(true);
    expect(text('translation-credit')).toBe('Translated from French by DeepL');
    // The recordings and files are the French version's: they are not translated.
    expect(screen.getByRole('link', { name: /^View PDF/ }).getAttribute('href')).toBe('https://cdn.test/fr.pdf');
    act(() => screen.getByRole('button', { name: 'See original' }).click());
    expect(text('news-contents')).toBe("L'or recule.\nObjectif 2020.");
    expect(screen.queryByTestId('translation-credit')).toBeNull();
  });

  it('says a person translated the demo’s news, in French for a French reader of an English item', () => {
    const post = makeNewsPost({ Translation: { Language: 'fr', Title: 'Titre traduit', SecondaryTitle: null, Contents: 'Contenu traduit', By: 'human' } });
    post.InternalNewsData.Localizations.fr = null;
    renderCard(<NewsCard post={post} />);
    act(() => screen.getByRole('button', { name: 'Voir la traduction' }).click());
    expect(text('news-title')).toBe('Titre traduit');
    expect(screen.queryByTestId('news-secondary-title')).toBeNull();
    expect(text('translation-credit')).toBe("Traduit de l'anglais");
  });

  it('shows no link without a translation into the app language, or for a version already in it', () => {
    renderCard(<NewsCard post={frenchOnly(null)} />, { language: 'en' });
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
    cleanup();
    renderCard(<NewsCard post={frenchOnly({ Language: 'fr' })} />, { language: 'en' });
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
    cleanup();
    renderCard(<NewsCard post={frenchOnly()} />, { language: 'fr' });
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
  });
});

describe('the favourite star', () => {
  it('is not offered to visitors', () => {
    renderCard(<NewsCard post={makeNewsPost()} />);
    expect(screen.queryByTestId('favorite-button')).toBeNull();
  });

  it('adds and removes a favourite at once, calls the API and keeps the member list', async () => {
    const api = mockApi();
    const onUnfavorite = vi.fn();
    const { client } = renderCard(<NewsCard post={makeNewsPost()} onUnfavorite={onUnfavorite} />, { member: makeMember() });
    const star = screen.getByTestId('favorite-button');
    expect(star.getAttribute('aria-pressed')).toBe('false');
    expect(star.getAttribute('aria-label')).toBe('Ajouter aux favoris');

    act(() => star.click());
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    expect(toast.success).not.toHaveBeenCalled();
    await api.answer(200, { favoriteIdeas: ['news1'] });
    expect(api.fetch).toHaveBeenCalledWith('/api/v1/me/favorite-news/news1', expect.objectContaining({ method: 'PUT' }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Ajouté aux favoris'));
    expect(star.getAttribute('aria-pressed')).toBe('true');
    expect(client.getQueryData<CurrentUser>(meKeys.state('member1'))?.favoriteIdeas).toEqual(['news1']);
    expect(star.getAttribute('aria-label')).toBe('Retirer des favoris');

    act(() => star.click());
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    await api.answer(200, { favoriteIdeas: [] });
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Retiré des favoris'));
    expect(api.fetch).toHaveBeenLastCalledWith('/api/v1/me/favorite-news/news1', expect.objectContaining({ method: 'DELETE' }));
    expect(onUnfavorite).toHaveBeenCalledOnce();
  });

  it('goes back when the server refuses, with the error said', async () => {
    const api = mockApi();
    renderCard(<NewsCard post={makeNewsPost()} />, { member: makeMember() });
    const star = screen.getByTestId('favorite-button');
    act(() => star.click());
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('true'));
    await api.answer(404, { code: 'NEWS_NOT_FOUND', message: 'not found' });
    await waitFor(() => expect(star.getAttribute('aria-pressed')).toBe('false'));
    expect(toast.error).toHaveBeenCalledOnce();
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('drops the item from the ideas page favourites list after a removal', async () => {
    const api = mockApi();
    const { client } = renderCard(<NewsCard post={makeNewsPost()} />, { member: makeMember({ favoriteIdeas: ['news1'] }) });
    const favoritesKey = ['posts', 'feed', 'ideas', { type: null, assetType: null, side: null, status: null, coaches: false, favorites: true }];
    const allKey = ['posts', 'feed', 'ideas', { type: null, assetType: null, side: null, status: null, coaches: false, favorites: false }];
    client.setQueryData(favoritesKey, { pages: [], pageParams: [] });
    client.setQueryData(allKey, { pages: [], pageParams: [] });
    const star = screen.getByTestId('favorite-button');
    expect(star.getAttribute('aria-pressed')).toBe('true');
    act(() => star.click());
    await api.answer(200, { favoriteIdeas: [] });
    await waitFor(() => expect(client.getQueryState(favoritesKey)?.isInvalidated).toBe(true));
    expect(client.getQueryState(allKey)?.isInvalidated).toBe(false);
  });
});
