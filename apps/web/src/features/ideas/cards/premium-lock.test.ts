import type { CurrentUser } from '@arya/core/contract';
import { describe, expect, it } from 'vitest';
import { makeCurrentUser } from '../../../test/kit.ts';
import fr from '../../../locales/fr/ideas.json';
import en from '../../../locales/en/ideas.json';
import { lockMessageKey, type LockKind } from './premium-lock.ts';

const NOW = new Date('2026-06-15T12:00:00Z');
const DAY_MS = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY_MS).toISOString();
const member = (fields: Partial<CurrentUser>) => makeCurrentUser(fields);
const trial = member({ canReadNewsUntil: at(30) });
const over = member({ canReadNewsUntil: at(-1) });
const premium = member({ activeSubscriptionName: 'GOLD', activeSubscriptionUntil: at(300) });
const text = (language: typeof fr, key: string) => (language.locked as Record<string, string>)[key.replace('locked.', '')];

describe('the locked message', () => {
  it("tells a trial member their trial covers the news, not the coaches' ideas", () => {
    expect(text(fr, lockMessageKey(trial, 'coachContent', NOW))).toBe(
      "Vous avez découvert une fonctionnalité Premium ! Votre essai gratuit comprend les actualités Premium, mais pas les idées des coachs\u00a0: elles sont réservées aux membres ARYA Premium.",
    );
    expect(text(en, lockMessageKey(trial, 'coachContent', NOW))).toBe(
      "You discovered a Premium feature! Your free trial includes the premium news, but not the coaches' ideas: they are for ARYA Premium members.",
    );
    expect(text(fr, lockMessageKey(trial, 'news', NOW))).toContain("n'est pas comprise dans votre essai gratuit");
  });

  it('tells a member whose trial is over that it is over, and a premium member that the item is for another plan', () => {
    expect(text(fr, lockMessageKey(over, 'news', NOW))).toContain('Votre essai gratuit est terminé');
    expect(text(fr, lockMessageKey(over, 'coachContent', NOW))).toBe('Vous avez découvert une fonctionnalité Premium ! Les idées des coachs sont réservées aux membres ARYA Premium.');
    expect(text(fr, lockMessageKey(over, 'ideasPage', NOW))).toContain('Votre essai est terminé');
    expect(text(en, lockMessageKey(premium, 'news', NOW))).toBe('You discovered a Premium feature! This news item is for another ARYA Premium plan.');
  });

  it("keeps the spec's sentence for a visitor, and every message starts with it in both languages", () => {
    expect(lockMessageKey(null, 'coachContent', NOW)).toBe('locked.message');
    for (const user of [null, trial, over, premium]) {
      for (const kind of ['coachContent', 'news', 'ideasPage'] as LockKind[]) {
        expect(text(fr, lockMessageKey(user, kind, NOW))).toMatch(/^Vous avez découvert une fonctionnalité Premium ! /);
        expect(text(en, lockMessageKey(user, kind, NOW))).toMatch(/^You discovered a Premium feature! /);
      }
    }
  });
});
