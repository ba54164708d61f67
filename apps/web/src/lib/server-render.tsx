import { createContext, useContext } from 'react';
import { Navigate } from 'react-router';
import type { RENDERED_COOKIES } from '@arya/core/rules';
import { readCookie } from './cookies.ts';

/**
 * What a render on the server learns about the page beyond its HTML: where a guard sends the reader
 * instead (answered as an HTTP redirect), and whether the page is a "not found" (answered 404).
 * Absent in the browser.
 */
export interface ServerRender {
  /** Where the page sends the reader (the first guard to say so wins). */
  redirectTo(to: string): void;
  /** The page shows "not found": answered 404. */
  markNotFound(): void;
  /** The request's cookies a render may read (core's RENDERED_COOKIES). */
  cookies: Readonly<Record<string, string>>;
  /** The site's public address (http://host:port), as the browser sees it. */
  origin: string;
  /** A part of its own chunk (app/parts.ts) is on the page: the browser loads it before hydrating. */
  drewPart(id: string): void;
  /**
   * When the page is streamed (a member's page, issue 26): the data of a part below the fold
   * (lib/streamed-part.tsx), asked for once per render under its name, which the part waits for
   * after the first screen went out. Absent when the page is rendered whole: its data was asked for
   * before the render (app/page-data.ts).
   */
  streamed?: (name: string, load: () => Promise<void>) => Promise<void>;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** A cookie's value for the page's render: the request's on the server, the document's in the browser (the same for a hydrated page). */
export function useCookie(name: (typeof RENDERED_COOKIES)[number]): string | undefined {
  const server = useContext(ServerRenderContext);
  return server ? server.cookies[name] : readCookie(name);
}

/** The site's host (and port) for the page's render: the public address's on the server, the document's in the browser. */
export function useSiteHost(): string {
  const server = useContext(ServerRenderContext);
  return server ? new URL(server.origin).host : window.location.host;
}

/** Marks the page being rendered on the server as not found (a 404); nothing in the browser. */
export function useNotFoundStatus(): void {
  const server = useContext(ServerRenderContext);
  server?.markNotFound();
}

/** Sends the reader elsewhere: a redirect of the page's own answer on the server, a navigation in the browser. */
export function Redirect({ to }: { to: string }) {
  const server = useContext(ServerRenderContext);
  if (server) {
    server.redirectTo(to);
    return null;
  }
  return <Navigate to={to} replace />;
}
