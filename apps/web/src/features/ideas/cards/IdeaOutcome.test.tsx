import type { IdeaOutcome as Outcome, OutcomeStepDto } from '@arya/core/contract';
import { formatContentDate, type Language } from '@arya/core/rules';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IdeaCard } from './IdeaCard.tsx';
import { IdeaOutcome } from './IdeaOutcome.tsx';
import { makeFinancialData, makeIdeaPost, makeLockedIdeaPost } from './test-posts.ts';
import { renderCard } from './test-render.tsx';

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2030-01-20T08:00:00.000Z'), toFake: ['Date'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

// A buy on EURUSD whose levels have 4 decimals: the card writes its prices with 4.
const LEVELS = { EntryValue: 1.08, StopLoss: 1.079, BreakEven: 1.0825, TakeProfits: [{ Value: 1.085 }, { Value: 1.09 }] };

function outcome(overrides: Partial<Outcome>): Outcome {
  return { State: 'open', PendingReason: null, Instrument: 'EURUSD', Steps: [], R: null, Move: null, CheckedAt: '2030-01-10T16:00:00.000Z', ResolvedAt: null, ...overrides };
}

function step(Kind: OutcomeStepDto['Kind'], At: string, Price: number | null, overrides: Partial<OutcomeStepDto> = {}): OutcomeStepDto {
  return { Kind, At, Price, Target: null, SameCandleAsTarget: false, Gap: false, ...overrides };
}

function renderOutcome(value: Outcome, { language = 'fr', locked = false }: { language?: Language; locked?: boolean } = {}) {
  return renderCard(<IdeaOutcome data={makeFinancialData({ ...LEVELS, Outcome: value })} locked={locked} />, { language });
}

// French puts a no-break space before ":", "?" and "R", and a narrow one before "%"; compared as plain spaces.
const plain = (text: string | null | undefined) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const text = (testId: string) => plain(screen.getByTestId(testId).textContent);
const stepLines = () => within(screen.getByTestId('outcome-steps')).getAllByRole('listitem').map((item) => plain(item.querySelector('p')?.textContent));

const STEPS = [
  step('filled', '2030-01-10T09:00:00.000Z', 1.08),
  step('breakeven', '2030-01-10T11:00:00.000Z', 1.0825),
  step('take_profit', '2030-01-10T12:00:00.000Z', 1.085, { Target: 1 }),
  step('stopped', '2030-01-10T15:00:00.000Z', 1.08),
];

describe('IdeaOutcome', () => {
  const badges: [string, Partial<Outcome>, string, string, string][] = [
    ['waiting for its entry', { State: 'waiting_entry' }, "En attente de l'entrée", 'Waiting for entry', 'neutral'],
    ['open', { State: 'open' }, 'En cours', 'Open', 'neutral'],
    ['closed in profit', { State: 'closed', R: 0.5 }, 'Clôturée en gain +0,5 R', 'Closed in profit +0.5 R', 'gain'],
    ['closed at a loss', { State: 'closed', R: -1 }, 'Clôturée en perte \u22121 R', 'Closed at a loss \u22121 R', 'loss'],
    ['closed at breakeven', { State: 'closed', R: 0 }, "Clôturée à l'équilibre", 'Closed at breakeven', 'neutral'],
    ['expired unfilled', { State: 'expired_unfilled' }, 'Expirée sans entrée', 'Expired unfilled', 'neutral'],
    ['expired while open', { State: 'expired_open', R: 0.4 }, 'Expirée en cours, +0,4 R', 'Expired while open, +0.4 R', 'gain'],
    ['pending', { State: 'pending' }, 'Résultat en attente', 'Outcome pending', 'neutral'],
  ];
  for (const [name, value, french, english, tone] of badges) {
    it(`says an idea ${name} in French and English, in green for a gain, red for a loss (${tone})`, () => {
      renderOutcome(outcome(value));
      expect(text('outcome-badge')).toBe(french);
      expect(screen.getByTestId('idea-outcome').getAttribute('data-tone')).toBe(tone);
      cleanup();
      renderOutcome(outcome(value), { language: 'en' });
      expect(text('outcome-badge')).toBe(english);
    });
  }

  it('says why an outcome is pending, in both languages', () => {
    const reasons: [Outcome['PendingReason'], string, string][] = [
      ['no_provider', 'Pas de cours de marché ici', 'No market prices here'],
      ['unknown_instrument', 'Instrument non reconnu : le résultat ne peut pas être mesuré', 'Instrument not recognised: the outcome cannot be measured'],
      ['unsupported_instrument', "Pas de cours pour cet instrument ici pour l'instant", 'No prices for this instrument here yet'],
      ['waiting_prices', 'Cours en cours de lecture', 'Reading prices'],
    ];
    for (const [reason, french, english] of reasons) {
      renderOutcome(outcome({ State: 'pending', PendingReason: reason, Instrument: null }));
      expect(text('outcome-reason')).toBe(french);
      cleanup();
      renderOutcome(outcome({ State: 'pending', PendingReason: reason, Instrument: null }), { language: 'en' });
      expect(text('outcome-reason')).toBe(english);
      cleanup();
    }
    renderOutcome(outcome({ State: 'open' }));
    expect(screen.queryByTestId('outcome-reason')).toBeNull();
  });

  it('lists the steps in the order they happened, with their prices in the card’s notation and their times', () => {
    renderOutcome(outcome({ State: 'closed', Steps: STEPS, R: 0.5, Move: { Unit: 'pips', Value: 25 } }));
    const list = screen.getByTestId('outcome-steps');
    expect(list.tagName).toBe('OL');
    expect(list.getAttribute('aria-label')).toBe('Déroulé');
    expect(stepLines()).toEqual(['Entrée à 1,0800', "Breakeven atteint : stop déplacé à l'entrée", 'TP1 atteint à 1,0850', 'Stoppée à 1,0800']);
    const times = within(list).getAllByRole('listitem').map((item) => item.querySelector('time'));
    expect(times.map((time) => time?.getAttribute('dateTime'))).toEqual(STEPS.map((item) => item.At));
    expect(times[0]?.textContent).toBe(formatContentDate(STEPS[0]!.At, 'fr'));
    expect(times[0]?.textContent).toMatch(/^10 janvier 2030, \d\d:00$/);
    cleanup();
    renderOutcome(outcome({ State: 'closed', Steps: STEPS, R: 0.5 }), { language: 'en' });
    expect(stepLines()).toEqual(['Filled at 1.0800', 'Breakeven reached: stop moved to entry', 'TP1 reached at 1.0850', 'Stopped at 1.0800']);
    expect(screen.getByTestId('outcome-step-filled').querySelector('time')?.textContent).toMatch(/^January 10th 2030, \d{1,2}:00 [AP]M$/);
  });

  it('says an expiry closed the rest at the last price, and an expiry never filled without one', () => {
    renderOutcome(outcome({ State: 'expired_open', R: 0.4, Steps: [STEPS[0]!, step('expired', '2030-01-11T08:00:00.000Z', 1.0812)] }));
    expect(stepLines()).toEqual(['Entrée à 1,0800', 'Expirée : clôturée à 1,0812']);
    cleanup();
    renderOutcome(outcome({ State: 'expired_unfilled', Steps: [step('expired', '2030-01-11T08:00:00.000Z', null)] }), { language: 'en' });
    expect(stepLines()).toEqual(['Expired']);
  });

  it('notes a stop at the open of a candle that jumped past it, and one counted first in a candle that touched a target', () => {
    const steps = [STEPS[0]!, step('stopped', '2030-01-10T13:00:00.000Z', 1.0785, { Gap: true, SameCandleAsTarget: true })];
    renderOutcome(outcome({ State: 'closed', R: -1.5, Steps: steps }));
    expect(stepLines()[1]).toBe('Stoppée à 1,0785 (ouverture en gap au-delà du stop)');
    expect(text('outcome-same-candle')).toBe("Stop compté d'abord : la même bougie a touché un objectif");
    cleanup();
    renderOutcome(outcome({ State: 'closed', R: -1.5, Steps: steps }), { language: 'en' });
    expect(stepLines()[1]).toBe('Stopped at 1.0785 (gap open past the stop)');
    expect(text('outcome-same-candle')).toBe('Stop counted first: the same candle touched a target');
    cleanup();
    // A plain stop has neither note.
    renderOutcome(outcome({ State: 'closed', R: -1, Steps: [STEPS[0]!, step('stopped', '2030-01-10T13:00:00.000Z', 1.079)] }));
    expect(stepLines()[1]).toBe('Stoppée à 1,0790');
    expect(screen.queryByTestId('outcome-same-candle')).toBeNull();
  });

  it('notes a fill at the open of a candle that jumped past the entry, and keeps a gap price’s own decimals', () => {
    renderOutcome(outcome({ Steps: [step('filled', '2030-01-10T09:00:00.000Z', 1.08012, { Gap: true })] }), { language: 'en' });
    expect(stepLines()).toEqual(['Filled at 1.08012 (gap open past the entry)']);
  });

  it('notes a take profit closed at a market fill already past it', () => {
    const steps = [step('filled', '2030-01-10T09:00:00.000Z', 1.0862), step('take_profit', '2030-01-10T09:00:00.000Z', 1.0862, { Target: 1, Gap: true })];
    renderOutcome(outcome({ Steps: steps }));
    expect(stepLines()[1]).toBe("TP1 atteint à 1,0862 (entrée déjà au-delà de l'objectif)");
    cleanup();
    renderOutcome(outcome({ Steps: steps }), { language: 'en' });
    expect(stepLines()[1]).toBe('TP1 reached at 1.0862 (entry already past the target)');
  });

  it('leaves hidden prices out of the steps', () => {
    const hidden = STEPS.map((item) => ({ ...item, Price: null }));
    renderOutcome(outcome({ State: 'closed', R: 0.5, Steps: hidden }));
    expect(stepLines()).toEqual(['Entrée', "Breakeven atteint : stop déplacé à l'entrée", 'TP1 atteint', 'Stoppée']);
  });

  it('writes the move in pips or percent, signed, in the language’s notation', () => {
    renderOutcome(outcome({ State: 'closed', R: 0.5, Move: { Unit: 'pips', Value: 25 } }));
    expect(text('outcome-move')).toBe('Mouvement du prix +25 pips');
    expect(screen.getByTestId('outcome-move').querySelector('.sr-only')?.textContent).toBe('Mouvement du prix ');
    cleanup();
    renderOutcome(outcome({ State: 'closed', R: -1, Move: { Unit: 'pips', Value: -12.5 } }), { language: 'en' });
    expect(text('outcome-badge')).toBe('Closed at a loss \u22121 R');
    expect(text('outcome-move')).toBe('Price move \u221212.5 pips');
    cleanup();
    renderOutcome(outcome({ State: 'closed', R: 1.25, Move: { Unit: 'percent', Value: 10.53 } }));
    expect(text('outcome-badge')).toBe('Clôturée en gain +1,25 R');
    expect(text('outcome-move')).toBe('Mouvement du prix +10,53 %');
    cleanup();
    renderOutcome(outcome({ State: 'closed', R: 1.25, Move: { Unit: 'percent', Value: 10.53 } }), { language: 'en' });
    expect(text('outcome-move')).toBe('Price move +10.53%');
    cleanup();
    renderOutcome(outcome({ State: 'expired_open', R: 0.04, Move: { Unit: 'pips', Value: 1 } }), { language: 'en' });
    expect(text('outcome-move')).toBe('Price move +1 pip');
    cleanup();
    renderOutcome(outcome({ State: 'open' }));
    expect(screen.queryByTestId('outcome-move')).toBeNull();
  });

  it('links how an outcome is measured, in the page’s language', () => {
    renderOutcome(outcome({ State: 'open' }));
    expect(plain(screen.getByRole('link').textContent)).toBe("Comment c'est mesuré ?");
    expect(screen.getByRole('link').getAttribute('href')).toBe('/ideas/how-outcomes-are-measured');
    cleanup();
    renderOutcome(outcome({ State: 'open' }), { language: 'en' });
    expect(screen.getByRole('link', { name: 'How is this measured?' }).getAttribute('href')).toBe('/en/ideas/how-outcomes-are-measured');
  });

  it('is a group named for screen readers', () => {
    renderOutcome(outcome({ State: 'open' }), { language: 'en' });
    expect(screen.getByRole('group', { name: 'Idea outcome' })).toBe(screen.getByTestId('idea-outcome'));
  });
});

describe('IdeaCard with an outcome', () => {
  it('shows the outcome under the levels, and nothing for an idea without one', () => {
    renderCard(<IdeaCard post={makeIdeaPost({ ...LEVELS, Outcome: outcome({ State: 'closed', R: 0.5, Steps: STEPS }) })} />);
    const levels = screen.getByTestId('levels');
    expect(levels.nextElementSibling).toBe(screen.getByTestId('idea-outcome'));
    expect(text('outcome-badge')).toBe('Clôturée en gain +0,5 R');
    cleanup();
    renderCard(<IdeaCard post={makeIdeaPost()} />);
    expect(screen.queryByTestId('idea-outcome')).toBeNull();
  });

  it('shows a locked idea its result only: no timeline, no price', () => {
    const locked = makeLockedIdeaPost();
    const hidden = STEPS.map((item) => ({ ...item, Price: null }));
    locked.FinancialData.Outcome = outcome({ State: 'closed', R: 0.5, Move: { Unit: 'pips', Value: 25 }, Steps: hidden });
    renderCard(<IdeaCard post={locked} />, { language: 'en' });
    expect(text('outcome-badge')).toBe('Closed in profit +0.5 R');
    expect(text('outcome-move')).toBe('Price move +25 pips');
    expect(screen.queryByTestId('outcome-steps')).toBeNull();
    expect(screen.getByTestId('idea-outcome').textContent).not.toMatch(/\d\.\d{4}/);
    expect(screen.getByRole('link', { name: 'How is this measured?' })).not.toBeNull();
  });
});
