import { usePublicConfig } from '../system/config-queries.ts';

/** Outside production, a small label beside the logo says which environment this is. */
export function EnvironmentLabel() {
  const { environment } = usePublicConfig();
  if (environment === 'production') return null;
  return (
    <span data-testid="environment-label" className="shrink-0 rounded bg-amber-300 px-1.5 py-0.5 text-[10px] leading-none font-bold tracking-wide text-amber-950 uppercase">
      {environment}
    </span>
  );
}
