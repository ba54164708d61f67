import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Suspense, use, useContext, type ReactNode } from 'react';
import { ServerRenderContext } from './server-render.tsx';

/**
 * A part of a page below the fold (a post's comments, a profile's posts) that a streamed page sends
 * after its first screen (issue 26): on the server, the part waits for its data inside a Suspense
 * boundary while the shell and the first screen are already on their way; the browser meets the
 * same boundary and hydrates what arrived. Rendered whole (a visitor's kept page, or in the browser),
 * the part draws at once with the data it has.
 */
export function StreamedPart({ name, load, fallback, children }: { name: string; load: (client: QueryClient) => Promise<void>; fallback: ReactNode; children: ReactNode }) {
  return (
    <Suspense fallback={fallback}>
      <StreamedData name={name} load={load}>
        {children}
      </StreamedData>
    </Suspense>
  );
}

/** The part, drawn once its data is in (a sibling would be drawn at once, without it: React renders past a suspended one). */
function StreamedData({ name, load, children }: { name: string; load: (client: QueryClient) => Promise<void>; children: ReactNode }) {
  const streamed = useContext(ServerRenderContext)?.streamed;
  const client = useQueryClient();
  if (streamed) use(streamed(name, () => load(client)));
  return children;
}
