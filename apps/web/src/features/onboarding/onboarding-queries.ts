import type { CurrentUser, OnboardingAnswers } from '@arya/core/contract';
import { saveInterestsRoute, skipInterestsRoute, spinWheelRoute } from '@arya/core/routes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { callApi } from '../../lib/api-client.ts';
import { useLocalizedPath } from '../i18n/use-language.ts';
import { meKeys } from '../session/me-queries.ts';

function useSaveMember() {
  const client = useQueryClient();
  return (user: CurrentUser) => client.setQueryData(meKeys.state(user.uid), user);
}

/** Sends the answers; the member state that comes back (interests set) replaces the cached one. */
export function useSaveAnswers() {
  const saveMember = useSaveMember();
  return useMutation({
    mutationFn: (answers: OnboardingAnswers) => callApi(saveInterestsRoute, { body: answers }),
    onSuccess: saveMember,
  });
}

/** Records the skip, then leaves for the home feed (replacing the onboarding in the history). */
export function useSkipOnboarding() {
  const saveMember = useSaveMember();
  const navigate = useNavigate();
  const to = useLocalizedPath();
  return useMutation({
    mutationFn: () => callApi(skipInterestsRoute),
    onSuccess: (user) => {
      saveMember(user);
      void navigate(to('/'), { replace: true });
    },
  });
}

/** Spins the wheel (the server draws); the member state is read again, as the coins changed. */
export function useSpinWheel() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(spinWheelRoute),
    onSuccess: () => void client.invalidateQueries({ queryKey: meKeys.all }),
  });
}
