import type { AppNotification } from '@arya/core/contract';
import type { NotificationType } from '@arya/core/rules';
import { cleanup, render } from '@testing-library/react';
import i18next from 'i18next';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18nWithEveryNamespace } from '../../../lib/i18n-for-tests.ts';
import { NotificationItem } from './NotificationItem.tsx';

const author = { Id: 'u1', Name: 'Ana', Verified: null, PictureDate: null, Alias: 'ana' };
/** Notifications nobody made: moderation's (about a decision), an idea's outcome (about the idea). */
type SystemType = 'moderation_decision' | 'report_decided' | 'appeal_decided' | 'idea_outcome';

function notification(type: NotificationType, authorsCount = 1, read = false): AppNotification {
  return {
    id: `n-${type}`,
    dateTime: new Date(Date.now() - 5 * 60_000).toISOString(),
    read,
    type,
    targetId: type === 'follow' ? 'me' : 'a/p/c',
    authorIds: ['u1'],
    objectIds: type === 'post_comment' ? ['a/p/c9'] : [],
    authorsCount,
    latestAuthor: author,
    subject: null,
  };
}

function show(item: AppNotification, { language = 'fr', unread = !item.read, memberId = 'me' } = {}) {
  void i18next.changeLanguage(language);
  const { container, getByRole } = render(
    <MemoryRouter initialEntries={[language === 'en' ? '/en/notifications' : '/notifications']}>
      <ul>
        <NotificationItem notification={item} unread={unread} memberId={memberId} />
      </ul>
    </MemoryRouter>,
  );
  const excerpt = container.querySelector<HTMLElement>('[data-testid="notification-excerpt"]');
  return { text: container.querySelector('[data-testid="notification-text"]')!.textContent, link: getByRole('link'), excerpt };
}

beforeAll(() => initI18nWithEveryNamespace('fr'));
afterEach(cleanup);

describe('NotificationItem', () => {
  const sentences: Record<Exclude<NotificationType, SystemType>, { fr: [string, string]; en: [string, string] }> = {
    post_like: { fr: ['Ana a aimé votre publication', 'Ana et 3 autres ont aimé votre publication'], en: ['Ana liked your post', 'Ana and 3 others liked your post'] },
    comment_like: { fr: ['Ana a aimé votre commentaire', 'Ana et 3 autres ont aimé votre commentaire'], en: ['Ana liked your comment', 'Ana and 3 others liked your comment'] },
    reply_like: { fr: ['Ana a aimé votre réponse', 'Ana et 3 autres ont aimé votre réponse'], en: ['Ana liked your reply', 'Ana and 3 others liked your reply'] },
    post_comment: { fr: ['Ana a commenté votre publication', 'Ana et 3 autres ont commenté votre publication'], en: ['Ana commented on your post', 'Ana and 3 others commented on your post'] },
    comment_reply: { fr: ['Ana a répondu à votre commentaire', 'Ana et 3 autres ont répondu à votre commentaire'], en: ['Ana replied to your comment', 'Ana and 3 others replied to your comment'] },
    post_share: { fr: ['Ana a partagé votre publication', 'Ana et 3 autres ont partagé votre publication'], en: ['Ana shared your post', 'Ana and 3 others shared your post'] },
    follow: { fr: ['Ana vous suit désormais', 'Ana et 3 autres vous suivent désormais'], en: ['Ana started following you', 'Ana and 3 others started following you'] },
  };
  for (const [type, expected] of Object.entries(sentences) as [Exclude<NotificationType, SystemType>, (typeof sentences)[Exclude<NotificationType, SystemType>]][]) {
    it(`says ${type} alone and grouped, in French and English`, () => {
      for (const language of ['fr', 'en'] as const) {
        expect(show(notification(type, 1), { language }).text).toBe(expected[language][0]);
        cleanup();
        expect(show(notification(type, 4), { language }).text).toBe(expected[language][1]);
        cleanup();
      }
    });
  }

  it("names moderation itself for moderation's notifications, and opens the decision", () => {
    const system = (type: SystemType): AppNotification => ({ ...notification(type, 0), authorIds: [], latestAuthor: null, targetId: '12', subject: { kind: 'decision', decisionId: '12' } });
    const decided = show(system('moderation_decision'));
    expect(decided.text).toBe('La modération a pris une décision vous concernant. Lisez-en les motifs ; vous pouvez la contester.');
    expect(decided.link.getAttribute('href')).toBe('/my-account/decisions/12');
    expect(decided.link.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Modération');
    expect(decided.excerpt).toBeNull();
    cleanup();
    const english = show(system('report_decided'), { language: 'en' });
    expect(english.text).toBe('Moderation looked into your report. See what was decided.');
    expect(english.link.getAttribute('href')).toBe('/en/my-account/decisions/12');
    cleanup();
    expect(show(system('appeal_decided')).text).toBe('La modération a répondu à votre recours.');
  });

  describe("an idea's outcome", () => {
    const outcome = (objectIds: string[], targetId = 'me/p1'): AppNotification => ({
      ...notification('idea_outcome', 0),
      targetId,
      authorIds: [],
      objectIds,
      latestAuthor: null,
      subject: { kind: 'post', state: 'readable', excerpt: 'EUR/USD : achat sur le support', instrument: 'EUR/USD' },
    });
    const sentences = {
      filled: { fr: ['Votre idée est entrée en position', 'Une idée que vous avez commentée est entrée en position'], en: ['Your idea was filled', 'An idea you commented on was filled'] },
      'take_profit:1': {
        fr: ['Votre idée a atteint son objectif 1', 'Une idée que vous avez commentée a atteint son objectif 1'],
        en: ['Your idea reached take profit 1', 'An idea you commented on reached take profit 1'],
      },
      breakeven: {
        fr: ["Votre idée a atteint son breakeven : stop déplacé à l'entrée", "Une idée que vous avez commentée a atteint son breakeven : stop déplacé à l'entrée"],
        en: ['Your idea reached breakeven: stop moved to entry', 'An idea you commented on reached breakeven: stop moved to entry'],
      },
      stopped: { fr: ['Votre idée a été stoppée', 'Une idée que vous avez commentée a été stoppée'], en: ['Your idea was stopped', 'An idea you commented on was stopped'] },
      expired: { fr: ['Votre idée a expiré', 'Une idée que vous avez commentée a expiré'], en: ['Your idea expired', 'An idea you commented on expired'] },
    } as const;

    it('says the latest step to the author and to a commenter, in French and English', () => {
      for (const [step, expected] of Object.entries(sentences)) {
        for (const language of ['fr', 'en'] as const) {
          expect(show(outcome([step, 'filled']), { language }).text, `${language} ${step} author`).toBe(expected[language][0]);
          cleanup();
          expect(show(outcome([step, 'filled'], 'ana/p1'), { language }).text, `${language} ${step} commenter`).toBe(expected[language][1]);
          cleanup();
        }
      }
      expect(show(outcome(['take_profit:3', 'take_profit:2'])).text).toBe('Votre idée a atteint son objectif 3');
    });

    it('opens the idea, under its chart sign, with its instrument and title', () => {
      const { link, excerpt } = show(outcome(['stopped'], 'ana/p1'), { language: 'en' });
      expect(link.getAttribute('href')).toBe('/en/post/ana/p1');
      expect(link.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe('Idea outcome');
      expect(excerpt?.textContent).toBe('EUR/USD“EUR/USD : achat sur le support”');
      expect(link.dataset.unread).toBe('true');
      cleanup();
      const french = show(outcome(['stopped']));
      expect(french.link.getAttribute('href')).toBe('/post/me/p1');
      expect(french.link.querySelector('[role="img"]')?.getAttribute('aria-label')).toBe("Résultat de l'idée");
    });

    it('shows nothing of an idea the member may no longer read', () => {
      const locked = { ...outcome(['take_profit:1'], 'coach/p9'), subject: { kind: 'post', state: 'locked', excerpt: null, instrument: null } } as const;
      const { text, excerpt } = show(locked);
      expect(text).toBe('Une idée que vous avez commentée a atteint son objectif 1');
      expect(excerpt?.textContent).toBe("Vous n'avez plus accès à ce contenu.");
      expect(excerpt?.querySelector('[data-testid="notification-instrument"]')).toBeNull();
    });
  });

  it('has a singular for one other author', () => {
    expect(show(notification('post_like', 2)).text).toBe('Ana et 1 autre personne ont aimé votre publication');
    cleanup();
    expect(show(notification('post_like', 2), { language: 'en' }).text).toBe('Ana and 1 other liked your post');
  });

  it('shows a name as text, never as markup', () => {
    const item = { ...notification('post_like'), latestAuthor: { ...author, Name: '<b>Bob</b> & <img src=x>' } };
    const { text, link } = show(item);
    expect(text).toBe('<b>Bob</b> & <img src=x> a aimé votre publication');
    expect(link.querySelector('b, img[src="x"]')).toBeNull();
  });

  it('links to what it is about, in the page language, with its age', () => {
    const { link } = show(notification('post_comment'), { language: 'en' });
    expect(link.getAttribute('href')).toBe('/en/post/a/p/c9');
    expect(link.textContent).toContain('5 minutes ago');
    cleanup();
    expect(show(notification('follow')).link.getAttribute('href')).toBe('/u/ana');
  });

  it('marks unread ones for the eye and for screen readers', () => {
    const unread = show(notification('post_like', 1, false)).link;
    expect(unread.dataset.unread).toBe('true');
    expect(unread.querySelector('.sr-only')?.textContent).toBe('Non lue');
    cleanup();
    const read = show(notification('post_like', 1, true)).link;
    expect(read.dataset.unread).toBeUndefined();
    expect(read.textContent).not.toContain('Non lue');
    cleanup();
    // Read on the server during this visit, still shown as unread.
    expect(show(notification('post_like', 1, true), { unread: true }).link.dataset.unread).toBe('true');
  });

  describe('what it is about', () => {
    const about = (type: NotificationType, subject: NonNullable<AppNotification['subject']>) => ({ ...notification(type), subject });

    it('quotes the words of the comment, reply or post under the sentence, in the page language, as text', () => {
      const comment = about('post_comment', { kind: 'comment', state: 'readable', excerpt: 'Objectif 85 <b>pour moi</b>', instrument: null });
      const fr = show(comment);
      expect(fr.excerpt?.textContent).toBe('« Objectif 85 <b>pour moi</b> »');
      expect(fr.excerpt?.querySelector('b')).toBeNull();
      expect(fr.link.textContent).toContain('Ana a commenté votre publication');
      cleanup();
      expect(show(comment, { language: 'en' }).excerpt?.textContent).toBe('“Objectif 85 <b>pour moi</b>”');
    });

    it("names an idea's instrument before its words, and alone when it has none", () => {
      const idea = show(about('post_like', { kind: 'post', state: 'readable', excerpt: 'Rejet net de la zone', instrument: 'EURUSD' }));
      expect(idea.excerpt?.querySelector('[data-testid="notification-instrument"]')?.textContent).toBe('EURUSD');
      expect(idea.excerpt?.textContent).toBe('EURUSD« Rejet net de la zone »');
      cleanup();
      expect(show(about('post_like', { kind: 'post', state: 'readable', excerpt: null, instrument: 'BTCUSD' })).excerpt?.textContent).toBe('BTCUSD');
    });

    it('says what was deleted, and shows nothing of what the member may no longer read', () => {
      const cases = [
        [about('post_like', { kind: 'post', state: 'deleted', excerpt: null, instrument: null }), 'Cette publication a été supprimée.', 'This post was deleted.'],
        [about('post_comment', { kind: 'comment', state: 'deleted', excerpt: null, instrument: null }), 'Ce commentaire a été supprimé.', 'This comment was deleted.'],
        [about('comment_reply', { kind: 'reply', state: 'deleted', excerpt: null, instrument: null }), 'Cette réponse a été supprimée.', 'This reply was deleted.'],
        [about('comment_reply', { kind: 'reply', state: 'locked', excerpt: null, instrument: null }), "Vous n'avez plus accès à ce contenu.", 'You no longer have access to this content.'],
      ] as const;
      for (const [item, fr, en] of cases) {
        expect(show(item).excerpt?.textContent).toBe(fr);
        cleanup();
        expect(show(item, { language: 'en' }).excerpt?.textContent).toBe(en);
        cleanup();
      }
    });

    it('shows no excerpt for a follow, nor for a picture without words', () => {
      expect(show(notification('follow')).excerpt).toBeNull();
      cleanup();
      expect(show(about('post_like', { kind: 'post', state: 'readable', excerpt: null, instrument: null })).excerpt).toBeNull();
    });
  });
});
