import type { Licence } from '@arya/core/contract';
import { hasCryptoServer, licencesOfProduct, ownsProduct, type GetStartedProduct } from '@arya/core/rules';
import { useLicences } from '../licences/queries.ts';
import { useCurrentUser } from '../session/session-context.ts';

export interface ProductOwnership {
  owned: boolean;
  /** The product's licences, active first (none for crypto). */
  licences: Licence[];
  /** Crypto: the member's servers of type CRYPTO. */
  cryptoServers: { type: string; name?: string | undefined }[];
}

/**
 * What the member owns of each get-started product, from getLicenses (fresh, unlike the product
 * codes of the member state) and, for crypto, their servers; null while the licences load.
 */
export function useProductOwnership(): { of: (product: GetStartedProduct) => ProductOwnership; isPending: boolean; error: unknown; retry: () => void } {
  const user = useCurrentUser();
  const licences = useLicences();
  const answer = licences.data;
  const owner = { products: answer?.products ?? user.products, servers: user.servers };
  return {
    of: (product) => ({
      owned: product === 'crypto' ? hasCryptoServer(user) : ownsProduct(owner, product),
      licences: answer ? licencesOfProduct(answer.licenses, product) : [],
      cryptoServers: product === 'crypto' ? user.servers.filter((server) => server.type === 'CRYPTO') : [],
    }),
    isPending: licences.isPending,
    error: licences.isError && !answer ? licences.error : null,
    retry: () => void licences.refetch(),
  };
}
