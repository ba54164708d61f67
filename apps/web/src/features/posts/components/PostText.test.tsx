import { cleanup, render } from '@testing-library/react';
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
