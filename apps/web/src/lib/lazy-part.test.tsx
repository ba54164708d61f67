import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ServerRenderContext, type ServerRender } from './server-render.tsx';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((value) => value + 1)}>
      {label} {count}
    </button>
  );
}

const imports = vi.hoisted(() => ({ count: 0 }));
vi.mock('../app/parts.ts', () => ({
  PARTS: {
    comments: async () => {
      imports.count += 1;
      return { CommentsSection: Counter };
    },
  },
}));

const { lazyPart, loadParts } = await import('./lazy-part.tsx');
/** A page holding the part, as a component that has not been drawn yet (the mock's module stands in for the real one's types). */
function newPage() {
  const Part = lazyPart('comments', (module) => (module as unknown as { CommentsSection: typeof Counter }).CommentsSection) as unknown as typeof Counter;
  return (
    <Suspense fallback={<p>loading</p>}>
      <Part label="Comments" />
    </Suspense>
  );
}

afterEach(cleanup);

describe('a part with a chunk of its own', () => {
  it('is loaded on first use, like a lazy component, and the server notes it on the page it draws', async () => {
    const drawn: string[] = [];
    const server: ServerRender = { redirectTo: () => undefined, markNotFound: () => undefined, cookies: {}, origin: 'http://localhost', drewPart: (id) => drawn.push(id) };
    render(<ServerRenderContext.Provider value={server}>{newPage()}</ServerRenderContext.Provider>);
    expect(screen.getByText('loading')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Comments 0' })).toBeTruthy();
    expect(drawn).toContain('comments');
  });

  it('once loaded (as before hydrating), a page drawn by the server is hydrated with it at once: its controls answer', async () => {
    await loadParts(['comments', 'unknown-part']);
    const importsBefore = imports.count;
    const page = newPage();
    const container = document.createElement('div');
    container.innerHTML = renderToString(page);
    document.body.append(container);
    // Hydrated without waiting for a chunk: a click right away is not lost.
    act(() => {
      hydrateRoot(container, page);
    });
    const button = screen.getByRole('button', { name: 'Comments 0' });
    act(() => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('button', { name: 'Comments 1' })).toBe(button);
    expect(imports.count).toBe(importsBefore);
    container.remove();
  });
});
