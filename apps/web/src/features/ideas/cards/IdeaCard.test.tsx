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
  it('counts down while its outcome runs, and no longer once it is over', () => {
    const outcome = { PendingReason: null, Instrument: 'EURUSD', Steps: [], R: null, Move: null, CheckedAt: '2030-01-10T08:05:00.000Z', ResolvedAt: null };
    renderCard(<IdeaCard post={makeIdeaPost({ Outcome: { ...outcome, State: 'open' } })} />);
    expect(screen.getByTestId('countdown')).toBeTruthy();
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost({ Outcome: { ...outcome, State: 'closed', R: 1, Move: { Unit: 'pips', Value: 40 }, ResolvedAt: '2030-01-10T09:00:00.000Z' } })} />);
    expect(screen.queryByTestId('countdown')).toBeNull();
    expect(text('idea-outcome')).toMatch(/Clôturée en gain \+1\sR/);
  });

  it('shows the badges, instrument, term and levels of an idea in French', () => {
    renderCard(<IdeaCard post={makeIdeaPost()} />);
    expect(text('type-badge')).toBe('Idée');
    expect(text('asset-badge')).toBe('Forex');
    expect(text('side-badge')).toBe('Achat');
    expect(text('term-badge')).toBe('Court terme');
    expect(text('instrument')).toContain('EURUSD');
    expect(text('entry-type')).toBe('Ordre conditionnel');
    // Entry, BE, SL, then the take profits, in French notation, all with the decimals of the most precise (5).
    expect(levelTexts()).toEqual(['1,08345', '1,08550', '1,07900', '1,09000', '1,09500']);
    expect(text('level-tp2')).toContain('TP2');
    expect(text('idea-title')).toBe('Rebond attendu sur la zone de support');
    expect(screen.getByTestId('post-text').textContent).toBe('Le prix revient sur un support hebdomadaire.');
  });

  it('shows the term its author chose, whatever the validity (issue 23), and labels in English', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ Term: 'long', Sell: true, AssetType: 'actions', ExpirationDate: '2030-01-11T08:00:00.000Z', EntryValue: 182.4525 })} />, { language: 'en' });
    expect(text('term-badge')).toBe('Long term');
    expect(text('side-badge')).toBe('Sell');
    expect(text('asset-badge')).toBe('Stocks');
    expect(levelTexts()[0]).toBe('182.4525');
    cleanup();
    // A medium-term idea valid 3 days is still medium term.
    renderCard(<IdeaCard post={makeIdeaPost({ Term: 'mid', ExpirationDate: '2030-01-13T08:00:00.000Z' })} />);
    expect(text('term-badge')).toBe('Moyen terme');
  });

  it('shows prices with the precision of their market, in the language’s notation, never rounded (issue 23)', () => {
    const eurUsd = { Instrument: { Name: 'EUR/USD' }, Sell: true, EntryValue: 1.095, StopLoss: 1.099, BreakEven: 1.092, TakeProfits: [{ Value: 1.085 }] };
    renderCard(<IdeaCard post={makeIdeaPost(eurUsd)} />);
    expect(levelTexts()).toEqual(['1,0950', '1,0920', '1,0990', '1,0850']);
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost(eurUsd)} />, { language: 'en' });
    expect(levelTexts()).toEqual(['1.0950', '1.0920', '1.0990', '1.0850']);
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost({ ...eurUsd, EntryValue: 1.09505 })} />);
    expect(levelTexts()[0]).toBe('1,09505');
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost({ Instrument: { Name: 'USDJPY' }, EntryValue: 151.234, StopLoss: 150.5, BreakEven: 151.3, TakeProfits: [{ Value: 153 }] })} />);
    expect(levelTexts()).toEqual(['151,234', '151,300', '150,500', '153,000']);
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost({ AssetType: 'crypto', Instrument: { Name: 'SHIBUSD' }, EntryValue: 0.00001234, StopLoss: 0.00001, BreakEven: 0.0000124, TakeProfits: [{ Value: 0.00002 }] })} />);
    expect(levelTexts()).toEqual(['0,00001234', '0,00001240', '0,00001000', '0,00002000']);
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

  it('offers the translation of the title and text together when one exists in the app language, and says who made it', () => {
    renderCard(
      <IdeaCard
        post={makeIdeaPost({ TitleLocalizations: { en: 'Expected rebound on support' } }, { TextLang: 'fr', TextLocalizations: { en: 'Price is back on a weekly support.' }, TranslatedBy: 'deepl' })}
      />,
      { language: 'en' },
    );
    expect(text('idea-title')).toBe('Rebond attendu sur la zone de support');
    expect(screen.getByTestId('idea-title').getAttribute('lang')).toBe('fr');
    act(() => screen.getByRole('button', { name: 'See translation' }).click());
    expect(text('idea-title')).toBe('Expected rebound on support');
    expect(text('post-text')).toBe('Price is back on a weekly support.');
    expect(text('translation-credit')).toBe('Translated from French by DeepL');
    act(() => screen.getByRole('button', { name: 'See original' }).click());
    expect(text('post-text')).toBe('Le prix revient sur un support hebdomadaire.');
  });

  it('offers no translation to a reader of the language the idea is written in', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ TitleLocalizations: { en: 'Expected rebound' } }, { TextLang: 'fr', TextLocalizations: { en: 'Back on support.' }, TranslatedBy: 'deepl' })} />);
    expect(screen.queryByTestId('translation-toggle')).toBeNull();
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

  it('ends every idea, locked or not, with the "not investment advice" note, in the page language (issue 25)', () => {
    renderCard(<IdeaCard post={makeIdeaPost()} />);
    const note = screen.getByRole('note');
    expect(note.textContent).toBe("Ceci n'est pas un conseil en investissement. Les performances passées ne préjugent pas des performances futures ; le trading comporte un risque de perte en capital.");
    // At the foot of the card, after the content.
    expect(screen.getByTestId('idea-card').lastElementChild).toBe(note);
    cleanup();
    renderCard(<IdeaCard post={makeLockedIdeaPost()} />, { language: 'en' });
    expect(screen.getByRole('note').textContent).toBe('This is not investment advice. Past performance does not predict future results; trading carries a risk of losing capital.');
  });

  it('links the premium page in English on English pages', () => {
    renderCard(<IdeaCard post={makeLockedIdeaPost()} />, { language: 'en' });
    expect(screen.getByText('You discovered a Premium feature! Upgrade to ARYA Premium to get back in.')).not.toBeNull();
    expect(screen.getByRole('link', { name: /^Learn More/ }).getAttribute('href')).toBe('/en/my-account/arya-premium');
  });
});
