import type { MemberSessions, PasswordChangeInput } from '@arya/core/contract';
import { changePasswordRoute, memberSessionsRoute, signOutOtherSessionsRoute, signOutSessionRoute } from '@arya/core/routes';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../lib/api-client.ts';

export const securityKeys = { sessions: ['me', 'sessions'] as const };

/** The member's signed-in sessions; read again whenever the page is opened, as they change elsewhere. */
export function useMemberSessions() {
  return useQuery({ queryKey: securityKeys.sessions, queryFn: () => callApi(memberSessionsRoute) });
}

/** Signs one session out; it leaves the list at once. */
export function useSignOutSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => callApi(signOutSessionRoute, { params: { sessionId } }),
    onSettled: (_answer, _error, sessionId) => {
      client.setQueryData<MemberSessions>(securityKeys.sessions, (list) => list && { sessions: list.sessions.filter((session) => session.id !== sessionId) });
      return client.invalidateQueries({ queryKey: securityKeys.sessions });
    },
  });
}

export function useSignOutOtherSessions() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(signOutOtherSessionsRoute),
    onSettled: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}

export function useChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PasswordChangeInput) => callApi(changePasswordRoute, { body }),
    onSuccess: () => client.invalidateQueries({ queryKey: securityKeys.sessions }),
  });
}
