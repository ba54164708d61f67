import type { PublicConfig } from '@arya/core/contract';
import { publicConfigRoute } from '@arya/core/routes';
import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const configKeys = { public: ['config'] as const };

export function usePublicConfigQuery() {
  return useQuery({ queryKey: configKeys.public, queryFn: () => callApi(publicConfigRoute), staleTime: Infinity });
}

/** The public settings; the app shell renders pages only once they are loaded. */
export function usePublicConfig(): PublicConfig {
  const { data } = usePublicConfigQuery();
  if (!data) throw new Error('usePublicConfig needs the configuration loaded by the app shell');
  return data;
}
