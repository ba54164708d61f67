import type { CurrentUser, Licence, LicencesAnswer, ValidLicenceAccountInput } from '@arya/core/contract';
import { licencesRoute, shopUserRoute, updateLicenceRoute } from '@arya/core/routes';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { meKeys } from '../session/me-queries.ts';
import { useCurrentUser } from '../session/session-context.ts';
import { callWithMemberToken } from '../shop/member-token.ts';

export const licenceKeys = { all: ['licences'] as const };

/** Spec 1 §7 getLicenses; its download links last 24 hours, so a page left open reads them again before. */
export function useLicences() {
  return useQuery({ queryKey: licenceKeys.all, queryFn: () => callApi(licencesRoute), staleTime: 60 * 60 * 1000 });
}

/** The member's shop id (the wp_id of licence updates): from their state, or asked of the shop once and kept there. */
async function shopIdOf(client: QueryClient, user: CurrentUser, token: string): Promise<string> {
  if (user.shopId) return user.shopId;
  const { id } = await callApi(shopUserRoute, { token });
  client.setQueryData<CurrentUser>(meKeys.state(user.uid), (state) => (state ? { ...state, shopId: id } : state));
  return id;
}

/** Spec 1 §4: a licence takes its new broker and account id once the call succeeded (the answer is the licence as stored). */
export function replaceLicence(answer: LicencesAnswer | undefined, licence: Licence): LicencesAnswer | undefined {
  return answer && { ...answer, licenses: answer.licenses.map((known) => (known.licenseId === licence.licenseId ? licence : known)) };
}

/** Spec 1 §7: the licence update with the member's bearer token, form-encoded. */
export function useUpdateLicence() {
  const client = useQueryClient();
  const user = useCurrentUser();
  return useMutation({
    mutationFn: ({ licenceId, values }: { licenceId: string; values: ValidLicenceAccountInput }) =>
      callWithMemberToken(client, async (token) =>
        callApi(updateLicenceRoute, { token, params: { licenceId }, body: { ...values, wp_id: await shopIdOf(client, user, token) } }),
      ),
    onSuccess: (licence) => client.setQueryData<LicencesAnswer>(licenceKeys.all, (answer) => replaceLicence(answer, licence)),
  });
}
