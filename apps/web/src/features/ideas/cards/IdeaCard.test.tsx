import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdeaCard } from './IdeaCard.tsx';
import { makeIdeaPost, makeLockedIdeaPost } from './test-posts.ts';
import { renderCard } from './test-render.tsx';

const PUBLISHED = new Date('2030-01-10T08:00:00.000Z');

beforeEach(() => {
  vi.useFakeTimers({ now: PUBLISHED, toFake: ['Date', 'setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;
const levelTexts = () => within(screen.getByTestId('levels')).getAllByRole('definition').map((value) => value.textContent);

describe('IdeaCard', () => {
  it('shows the badges, instrument, term and levels of an idea in French', () => {
    renderCard(<IdeaCard post={makeIdeaPost()} />);
    expect(text('type-badge')).toBe('Idée');
    expect(text('asset-badge')).toBe('Forex');
    expect(text('side-badge')).toBe('Achat');
    expect(text('term-badge')).toBe('Court terme');
    expect(text('instrument')).toContain('EURUSD');
    expect(text('entry-type')).toBe('Ordre conditionnel');
    // Entry, BE, SL, then the take profits, in French notation with up to 5 decimals.
    expect(levelTexts()).toEqual(['1,08345', '1,0855', '1,079', '1,09', '1,095']);
    expect(text('level-tp2')).toContain('TP2');
    expect(text('idea-title')).toBe('Rebond attendu sur la zone de support');
    expect(screen.getByTestId('post-text').textContent).toBe('Le prix revient sur un support hebdomadaire.');
  });

  it('reads the term from the days between the date and the expiry, and labels in English', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ Sell: true, AssetType: 'actions', ExpirationDate: '2030-01-20T08:00:00.000Z' })} />, { language: 'en' });
    expect(text('term-badge')).toBe('Long term');
    expect(text('side-badge')).toBe('Sell');
    expect(text('asset-badge')).toBe('Stocks');
    expect(levelTexts()[0]).toBe('1.08345');
  });

  it('counts down every second, hides the ticking from screen readers, then says "Expirée"', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ ExpirationDate: '2030-01-10T08:00:02.000Z' })} />);
    const countdown = screen.getByTestId('countdown');
    expect(screen.getByTestId('countdown-time').textContent).toBe('0 j 00 h 00 min 02 s');
    expect(screen.getByTestId('countdown-time').closest('[aria-hidden="true"]')).not.toBeNull();
    expect(countdown.querySelector('.sr-only')?.textContent).toMatch(/^Expire le 10 janvier 2030 à \d\d:00$/);
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown-time').textContent).toBe('0 j 00 h 00 min 01 s');
    act(() => void vi.advanceTimersByTime(1000));
    expect(screen.getByTestId('countdown').textContent).toContain('Expirée');
    expect(screen.getByTestId('countdown').getAttribute('data-expired')).toBe('true');
    expect(screen.queryByTestId('countdown-time')).toBeNull();
  });

  it('plays the coach audio with a labelled player that loads nothing before play', () => {
    renderCard(<IdeaCard post={makeIdeaPost({}, { Audio: 'https://cdn.test/coach.webm' })} />);
    const audio = screen.getByTestId('audio-player').querySelector('audio')!;
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio.hasAttribute('controls')).toBe(true);
    expect(document.getElementById(audio.getAttribute('aria-labelledby')!)?.textContent).toBe('Message audio du coach');
  });

  it('shows an analysis without side nor levels', () => {
    renderCard(
      <IdeaCard
        post={makeIdeaPost({ Type: 'analysis', Sell: null, Instrument: null, EntryType: null, EntryValue: null, StopLoss: null, BreakEven: null, TakeProfits: [], ExpirationDate: null })}
      />,
    );
    expect(text('type-badge')).toBe('Analyse');
    expect(screen.queryByTestId('side-badge')).toBeNull();
    expect(screen.queryByTestId('levels')).toBeNull();
    expect(screen.queryByTestId('countdown')).toBeNull();
  });

  it('offers the title translation when one exists in the app language', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ TitleLocalizations: { en: 'Expected rebound on support' } })} />, { language: 'en' });
    expect(text('idea-title')).toBe('Rebond attendu sur la zone de support');
    act(() => screen.getByRole('button', { name: 'See translation' }).click());
    expect(text('idea-title')).toBe('Expected rebound on support');
    expect(screen.getByRole('button', { name: 'See original' })).not.toBeNull();
  });

  it('shows a locked idea as what was sent, blurred placeholder and the premium upsell, without levels', () => {
    renderCard(<IdeaCard post={makeLockedIdeaPost()} />);
    expect(text('type-badge')).toBe('Idée');
    expect(text('asset-badge')).toBe('Forex');
    expect(screen.queryByTestId('side-badge')).toBeNull();
    expect(screen.queryByTestId('levels')).toBeNull();
    expect(screen.queryByTestId('idea-title')).toBeNull();
    expect(screen.getByTestId('locked-content').firstElementChild?.getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('Vous avez découvert une fonctionnalité Premium ! Passez à ARYA Premium pour y accéder.')).not.toBeNull();
    const link = screen.getByRole('link', { name: /^En savoir plus/ });
    expect(link.getAttribute('href')).toBe('/my-account/arya-premium');
  });

  it('links the premium page in English on English pages', () => {
    renderCard(<IdeaCard post={makeLockedIdeaPost()} />, { language: 'en' });
    expect(screen.getByText('You discovered a Premium feature! Upgrade to ARYA Premium to get back in.')).not.toBeNull();
    expect(screen.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toBe('/en/my-account/arya-premium');
  });
});
