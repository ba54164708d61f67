import type { CashtagLink } from '@arya/core/contract';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { PostText } from './PostText.tsx';

afterEach(cleanup);

describe('PostText', () => {
  it('shows markup as text, never as HTML', () => {
    const { container } = render(<PostText text={'<img src=x onerror="alert(1)"><script>alert(2)</script> <b>bold</b>'} />);
    expect(container.querySelector('img, script, b')).toBeNull();
    expect(container.textContent).toContain('<script>alert(2)</script>');
  });

  it('links web addresses in a new tab without passing the page on', () => {
    const { getAllByRole } = render(<PostText text={'Voir https://example.com/analyse et www.arya.app/cours'} />);
    const links = getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['https://example.com/analyse', 'https://www.arya.app/cours']);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    }
  });

  it('leaves the punctuation around an address out of its link, and the text around it as it was', () => {
    const { getByRole, container } = render(<PostText text={'Le graphique (https://example.com/eurusd?tf=h4). Et HTTPS://EXAMPLE.COM/A, puis fin'} />);
    expect(getByRole('link', { name: 'https://example.com/eurusd?tf=h4' }).getAttribute('href')).toBe('https://example.com/eurusd?tf=h4');
    expect(container.textContent).toBe('Le graphique (https://example.com/eurusd?tf=h4). Et HTTPS://EXAMPLE.COM/A, puis fin');
  });

  it('leaves e-mail addresses, bare words with dots and other schemes unlinked', () => {
    const { queryAllByRole } = render(<PostText text={'Écrivez à coach@arya.app, lisez le fichier notes.txt ou javascript:alert(1)'} />);
    expect(queryAllByRole('link')).toEqual([]);
  });

  it('keeps the line breaks of the text', () => {
    const { container } = render(<PostText text={'ligne 1\nligne 2'} />);
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('ligne 1\nligne 2');
    expect(paragraph.className).toContain('whitespace-pre-line');
  });
});

describe('PostText, $cashtags (issue 28)', () => {
  const cashtags: CashtagLink[] = [
    { Tag: '$EURUSD', Symbol: 'EURUSD' },
    { Tag: '$gold', Symbol: 'XAUUSD' },
    { Tag: '$MC.PA', Symbol: 'MC.PA' },
  ];
  const renderText = (text: string, path = '/') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <PostText text={text} cashtags={cashtags} />
      </MemoryRouter>,
    );
  const links = (container: HTMLElement) => [...container.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')]);

  it('links each tag the server listed to its instrument page, and leaves the others as text', () => {
    const { container } = renderText('Long $EURUSD, vendu $gold. $AAPL et $UNKNOWN restent, $MC.PA aussi : $EURUSD.');
    expect(links(container)).toEqual([
      ['$EURUSD', '/instruments/EURUSD'],
      ['$gold', '/instruments/XAUUSD'],
      ['$MC.PA', '/instruments/MC.PA'],
      ['$EURUSD', '/instruments/EURUSD'],
    ]);
    expect(container.textContent).toBe('Long $EURUSD, vendu $gold. $AAPL et $UNKNOWN restent, $MC.PA aussi : $EURUSD.');
  });

  it('links in the page language', () => {
    const { container } = renderText('Long $EURUSD', '/en/u/nadia');
    expect(links(container)).toEqual([['$EURUSD', '/en/instruments/EURUSD']]);
  });

  it('links no tag inside a longer word, a price, or a web address', () => {
    const { container } = renderText('US$EURUSD $EURUSDX x$gold $100 https://example.com/$EURUSD');
    expect(links(container)).toEqual([['https://example.com/$EURUSD', 'https://example.com/$EURUSD']]);
  });

  it('links nothing without the server list, and needs no router then', () => {
    const { container } = render(<PostText text="Long $EURUSD" />);
    expect(container.querySelector('a')).toBeNull();
  });

  it('keeps markup around a tag as text', () => {
    const { container } = renderText('<b>$EURUSD</b><img src=x onerror="alert(1)">');
    expect(container.querySelector('b, img')).toBeNull();
    expect(links(container)).toEqual([['$EURUSD', '/instruments/EURUSD']]);
    expect(container.textContent).toBe('<b>$EURUSD</b><img src=x onerror="alert(1)">');
  });
});
