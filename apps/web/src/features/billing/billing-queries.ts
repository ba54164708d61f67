import type { BillingInformation, BillingInformationInput, InvoicesPage, SubscriptionsPage } from '@arya/core/contract';
import { cancelSubscriptionRoute, checkoutRoute, getBillingInformationRoute, putBillingInformationRoute, shopInvoicesRoute, shopSubscriptionsRoute } from '@arya/core/routes';
import type { PremiumPlanId } from '@arya/core/rules';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { meKeys } from '../session/me-queries.ts';
import { callWithMemberToken } from '../shop/member-token.ts';

/** Everything under ['billing', member], so one member's orders never show to another. */
export const billingKeys = {
  all: ['billing'] as const,
  subscriptions: (userId: string) => ['billing', userId, 'subscriptions'] as const,
  invoices: (userId: string) => ['billing', userId, 'invoices'] as const,
  details: (userId: string) => ['billing', userId, 'details'] as const,
};

/** How often the subscriptions are read again while a payment's confirmation is awaited. */
export const CONFIRMATION_POLL_MS = 2000;

/** The member's subscriptions, newest first, a keyset page at a time (shop contract, bearer token). */
export function useSubscriptions(userId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: billingKeys.subscriptions(userId),
    queryFn: ({ pageParam, signal }) => callWithMemberToken(client, (token) => callApi(shopSubscriptionsRoute, { token, query: { cursor: pageParam }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: SubscriptionsPage) => page.nextCursor ?? undefined,
  });
}

/** The member's invoices, newest first, a keyset page at a time (shop contract, bearer token). */
export function useInvoices(userId: string) {
  const client = useQueryClient();
  return useInfiniteQuery({
    queryKey: billingKeys.invoices(userId),
    queryFn: ({ pageParam, signal }) => callWithMemberToken(client, (token) => callApi(shopInvoicesRoute, { token, query: { cursor: pageParam }, signal })),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page: InvoicesPage) => page.nextCursor ?? undefined,
  });
}

export function useBillingDetails(userId: string) {
  const client = useQueryClient();
  return useQuery({
    queryKey: billingKeys.details(userId),
    queryFn: ({ signal }) => callWithMemberToken(client, (token) => callApi(getBillingInformationRoute, { token, signal })),
  });
}

/** The member's plan, coins and address changed: read the member state and the billing lists again. */
export function refreshAfterBillingChange(client: QueryClient): Promise<void> {
  return Promise.all([client.invalidateQueries({ queryKey: meKeys.all }), client.invalidateQueries({ queryKey: billingKeys.all })]).then(() => undefined);
}

/**
 * Starts paying for a plan and sends the browser where the server says (the provider's page, or
 * the orders page when the payment is already complete). The mutation stays pending while the
 * browser leaves, so the button keeps its spinner.
 */
export function useCheckout() {
  return useMutation({
    mutationFn: async (plan: PremiumPlanId) => {
      const { url } = await callApi(checkoutRoute, { body: { plan } });
      window.location.assign(url);
      await new Promise<never>(() => undefined);
    },
  });
}

export function useCancelSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptionId: string) => callApi(cancelSubscriptionRoute, { params: { subscriptionId } }),
    onSuccess: () => refreshAfterBillingChange(client),
  });
}

export function useSaveBillingDetails(userId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: BillingInformationInput) => callWithMemberToken(client, (token) => callApi(putBillingInformationRoute, { token, body: input })),
    onSuccess: (saved: BillingInformation) => {
      client.setQueryData(billingKeys.details(userId), saved);
      // The profile's address is the same one.
      void client.invalidateQueries({ queryKey: meKeys.all });
    },
  });
}
