import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { act } from '@testing-library/react';
import { Writable } from 'node:stream';
import { hydrateRoot } from 'react-dom/client';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ServerRenderContext, type ServerRender } from './server-render.tsx';
import { StreamedPart } from './streamed-part.tsx';

const KEY = ['comments', 'p1'];

function Comments() {
  const comments = useQuery({ queryKey: KEY, queryFn: (): Promise<string[]> => new Promise(() => undefined) });
  return <ul>{comments.data ? comments.data.map((text) => <li key={text}>{text}</li>) : <li>still loading</li>}</ul>;
}

function page(client: QueryClient, server: ServerRender | null, load: (client: QueryClient) => Promise<void>) {
  return (
    <ServerRenderContext.Provider value={server}>
      <QueryClientProvider client={client}>
        <main>
          <h1>The post</h1>
          <StreamedPart name="comments:p1" load={load} fallback={<p>Loading comments</p>}>
            <Comments />
          </StreamedPart>
        </main>
      </QueryClientProvider>
    </ServerRenderContext.Provider>
  );
}

const server = (streamed?: ServerRender['streamed']): ServerRender => ({ redirectTo: () => undefined, markNotFound: () => undefined, cookies: {}, origin: 'http://localhost', drewPart: () => undefined, streamed });

/** What the server sends, piece by piece as React flushes them. */
function stream(element: React.ReactNode) {
  const pieces: string[] = [];
  const output = new Writable({
    write(chunk: Buffer, _encoding, next) {
      pieces.push(chunk.toString('utf8'));
      next();
    },
  });
  const shell = new Promise<void>((resolve, reject) => {
    const { pipe } = renderToPipeableStream(element, {
      onShellReady() {
        pipe(output);
        resolve();
      },
      onShellError: reject,
    });
  });
  const ended = new Promise<void>((resolve) => output.on('finish', resolve));
  return { pieces, shell, ended };
}

describe('a part below the fold', () => {
  it('streamed: the first screen goes out with its place held, the part follows once its data is in, asked for once', async () => {
    const client = new QueryClient();
    let answer: () => void = () => undefined;
    const load = vi.fn(
      (given: QueryClient) =>
        new Promise<void>((resolve) => {
          answer = () => {
            given.setQueryData(KEY, ['Agreed, target 1.10']);
            resolve();
          };
        }),
    );
    // As the server's render does: each part's data asked for once, under its name.
    const asked = new Map<string, Promise<void>>();
    const streamed: ServerRender['streamed'] = (name, start) => {
      const loading = asked.get(name) ?? start();
      asked.set(name, loading);
      return loading;
    };
    const sent = stream(page(client, server(streamed), load));
    await sent.shell;
    const first = sent.pieces.join('');
    expect(first).toContain('The post');
    expect(first).toContain('Loading comments');
    expect(first).not.toContain('Agreed');
    answer();
    await sent.ended;
    const rest = sent.pieces.join('').slice(first.length);
    // Drawn with its data (never its own loading state), then put in place by React's script.
    expect(rest).toContain('<li>Agreed, target 1.10</li>');
    expect(rest).not.toContain('still loading');
    expect(rest).toContain('$RC');
    expect(load).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledWith(client);
  });

  it('rendered whole (a kept page): drawn at once with the data asked for before, and hydrated as it is', async () => {
    const load = vi.fn(async () => undefined);
    const onServer = new QueryClient();
    onServer.setQueryData(KEY, ['Agreed, target 1.10']);
    const html = renderToString(page(onServer, server(), load));
    expect(html).toContain('<li>Agreed, target 1.10</li>');
    expect(html).not.toContain('Loading comments');
    expect(load).not.toHaveBeenCalled();

    const container = document.createElement('div');
    container.innerHTML = html;
    const inBrowser = new QueryClient();
    inBrowser.setQueryData(KEY, ['Agreed, target 1.10']);
    const mismatches: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, page(inBrowser, null, load), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.querySelector('li')?.textContent).toBe('Agreed, target 1.10');
    expect(load).not.toHaveBeenCalled();
  });
});
