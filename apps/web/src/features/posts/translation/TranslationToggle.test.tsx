import type { Post } from '@arya/core/contract';
import { act, cleanup, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ModalContext } from '../../../app/modals/modal-context.ts';
import { makePost } from '../../../test/kit.ts';
import { renderCard as renderInApp } from '../../ideas/cards/test-render.tsx';
import { PostCard } from '../components/PostCard.tsx';

afterEach(cleanup);

const modals = { open: vi.fn(), close: vi.fn() };
const renderCard = (card: ReactNode, options: { language: 'fr' | 'en' } = { language: 'fr' }) => renderInApp(<ModalContext.Provider value={modals}>{card}</ModalContext.Provider>, options);

const FRENCH = 'Je reste acheteur au-dessus de 1,0950.';
const frenchPost = (fields: Partial<Post> = {}) => makePost({ Text: FRENCH, TextLang: 'fr', TextLocalizations: { en: 'I stay a buyer above 1.0950.' }, TranslatedBy: 'deepl', ...fields });

describe('the translation link under a post', () => {
  it('replaces the text by its translation, says who translated it from what, and goes back to the original', () => {
    renderCard(<PostCard post={frenchPost()} />, { language: 'en' });
    const text = () => screen.getByTestId('post-text');
    expect(text().textContent).toBe(FRENCH);
    expect(text().getAttribute('lang')).toBe('fr');
    act(() => screen.getByRole('button', { name: 'See translation' }).click());
    expect(text().textContent).toBe('I stay a buyer above 1.0950.');
    expect(text().getAttribute('lang')).toBeNull();
    expect(screen.getByTestId('translation-credit').textContent).toBe('Translated from French by DeepL');
    act(() => screen.getByRole('button', { name: 'See original' }).click());
    expect(text().textContent).toBe(FRENCH);
    expect(screen.queryByTestId('translation-credit')).toBeNull();
  });

  it('says a person translated the demo texts, in French for a French reader of an English post', () => {
    renderCard(<PostCard post={makePost({ Text: 'Welcome to everyone!', TextLang: 'en', TextLocalizations: { fr: 'Bienvenue à toutes et à tous !' }, TranslatedBy: 'human' })} />);
    act(() => screen.getByRole('button', { name: 'Voir la traduction' }).click());
    expect(screen.getByTestId('post-text').textContent).toBe('Bienvenue à toutes et à tous !');
    expect(screen.getByTestId('translation-credit').textContent).toBe("Traduit de l'anglais");
    expect(screen.getByRole('button', { name: "Voir l'original" })).not.toBeNull();
  });

  it('shows no link without a translation into the app language, or for a text already in it', () => {
    renderCard(<PostCard post={frenchPost({ TextLocalizations: {} })} />, { language: 'en' });
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
    cleanup();
    renderCard(<PostCard post={frenchPost()} />, { language: 'fr' });
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
  });
});

