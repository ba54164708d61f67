import type { PublicConfig } from '@arya/core/contract';
import { publicConfigRoute } from '@arya/core/routes';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const configKeys = { public: ['config'] as const };

export const publicConfigQuery = () => queryOptions({ queryKey: configKeys.public, queryFn: () => callApi(publicConfigRoute), staleTime: Infinity });

export function usePublicConfigQuery() {
  return useQuery(publicConfigQuery());
}

/** The public settings; the app shell renders pages only once they are loaded. */
export function usePublicConfig(): PublicConfig {
  const { data } = usePublicConfigQuery();
  if (!data) throw new Error('usePublicConfig needs the configuration loaded by the app shell');
  return data;
}
