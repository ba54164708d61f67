import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { IdeaCard } from './IdeaCard.tsx';
import { makeIdeaPost } from './test-posts.ts';
import { renderCard } from './test-render.tsx';

afterEach(cleanup);

const hrefs = (element: HTMLElement) => within(element).queryAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);

describe("an idea's $cashtags (issue 28)", () => {
  const post = makeIdeaPost(
    { Title: 'Rebond attendu sur $EURUSD et $AAPL' },
    { Text: 'Le $EURUSD revient sur un support, $gold aussi, $UNKNOWN non.', Cashtags: [{ Tag: '$EURUSD', Symbol: 'EURUSD' }, { Tag: '$gold', Symbol: 'XAUUSD' }] },
  );

  it('link from the title and the description to their instruments, the others staying text', () => {
    renderCard(<IdeaCard post={post} />);
    expect(hrefs(screen.getByTestId('idea-title'))).toEqual([['$EURUSD', '/instruments/EURUSD']]);
    expect(hrefs(screen.getByTestId('post-text'))).toEqual([
      ['$EURUSD', '/instruments/EURUSD'],
      ['$gold', '/instruments/XAUUSD'],
    ]);
    expect(screen.getByTestId('post-text').textContent).toBe('Le $EURUSD revient sur un support, $gold aussi, $UNKNOWN non.');
  });

  it('link to the English pages in English', () => {
    renderCard(<IdeaCard post={post} />, { language: 'en' });
    expect(hrefs(screen.getByTestId('idea-title'))).toEqual([['$EURUSD', '/en/instruments/EURUSD']]);
  });
});
