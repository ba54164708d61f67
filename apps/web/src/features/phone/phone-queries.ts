import type { CurrentUser, PhoneCodeRequest, PhoneVerifyInput } from '@arya/core/contract';
import { sendPhoneCodeRoute, verifyPhoneRoute } from '@arya/core/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';
import { meKeys } from '../session/me-queries.ts';

/** Sends a six-digit code by SMS; `resend: false` keeps a code still valid for this number. */
export function useSendPhoneCode() {
  return useMutation({ mutationFn: (body: PhoneCodeRequest) => callApi(sendPhoneCodeRoute, { body }) });
}

/** Checks the code; the answer is the member state, now with the verified number. */
export function useVerifyPhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PhoneVerifyInput) => callApi(verifyPhoneRoute, { body }),
    onSuccess: (user: CurrentUser) => client.setQueryData(meKeys.state(user.uid), user),
  });
}
