import { cleanup, render } from '@testing-library/react';
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
