import type { PublicConfig } from '@arya/core';

/** Outside production, a small label says which environment this is. */
export function EnvironmentLabel({ environment }: { environment: PublicConfig['environment'] }) {
  if (environment === 'production') return null;
  return (
    <div data-testid="environment-label" className="pointer-events-none fixed bottom-2 left-2 z-40 rounded bg-amber-400/90 px-2 py-0.5 text-[10px] font-bold tracking-wide text-amber-950 uppercase">
      {environment}
    </div>
  );
}
