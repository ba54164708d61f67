import type { CashtagLink } from '@arya/core/contract';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { SafeHtml } from './SafeHtml.tsx';

afterEach(cleanup);

const html = (source: string) => render(<SafeHtml html={source} />).container.firstElementChild!.innerHTML;

describe('SafeHtml', () => {
  it('renders the allowed tags and plain text', () => {
    expect(html('<b>gras</b> et <em>penché</em><br>a &lt; b')).toBe('<b>gras</b> et <em>penché</em><br>a &lt; b');
  });

  it('never renders a script, a handler, a style or an unknown tag', () => {
    expect(html('<p>a</p><script>alert(1)</script><img src=x onerror="alert(1)"><b onclick="x" style="color:red">ok</b><iframe src="https://x.example">t</iframe><style>p{}</style>')).toBe(
      '<p>a</p><b>ok</b>',
    );
  });

  it('links only absolute http, https and mailto addresses, opened apart', () => {
    expect(html('<a href="https://arya.app/">oui</a>')).toBe('<a href="https://arya.app/" target="_blank" rel="noopener noreferrer nofollow ugc" class="text-indigo-700 underline">oui</a>');
    expect(html('<a href="javascript:alert(1)">non</a><a href="/relatif">non</a>')).toBe('<span>non</span><span>non</span>');
  });
});

describe('SafeHtml, $cashtags (issue 28)', () => {
  const cashtags: CashtagLink[] = [
    { Tag: '$EURUSD', Symbol: 'EURUSD' },
    { Tag: '$btc', Symbol: 'BTCUSD' },
  ];
  const linked = (source: string, path = '/') =>
    render(
      <MemoryRouter initialEntries={[path]}>
        <SafeHtml html={source} cashtags={cashtags} />
      </MemoryRouter>,
    ).container.firstElementChild!;

  it('links the listed tags of the text nodes, in and out of formatting, and leaves the others as text', () => {
    const root = linked('<p>Long <b>$EURUSD</b> et $btc, pas $AAPL</p>');
    expect([...root.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href'), link.getAttribute('target')])).toEqual([
      ['$EURUSD', '/instruments/EURUSD', null],
      ['$btc', '/instruments/BTCUSD', null],
    ]);
    expect(root.querySelector('b > a')).not.toBeNull();
    expect(root.textContent).toBe('Long $EURUSD et $btc, pas $AAPL');
  });

  it('links in the page language', () => {
    expect(linked('$EURUSD', '/en').querySelector('a')?.getAttribute('href')).toBe('/en/instruments/EURUSD');
  });

  it('puts no link inside a link', () => {
    const root = linked('<a href="https://arya.app/">voir $EURUSD</a>');
    expect(root.querySelectorAll('a')).toHaveLength(1);
    expect(root.querySelector('a')?.getAttribute('href')).toBe('https://arya.app/');
  });

  it('reads an escaped tag as text: nothing injected', () => {
    const root = linked('&lt;img src=x onerror=alert(1)&gt;$EURUSD<script>$EURUSD</script>');
    expect(root.querySelector('img, script')).toBeNull();
    expect(root.querySelectorAll('a')).toHaveLength(1);
    expect(root.textContent).toBe('<img src=x onerror=alert(1)>$EURUSD');
  });
});
