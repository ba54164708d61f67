import type { CurrentUser, ProfileInput } from '@arya/core/contract';
import { updateMyProfileRoute } from '@arya/core/routes';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client.ts';
import { postKeys } from '../../posts/queries.ts';
import { meKeys } from '../../session/me-queries.ts';
import { uploadPicture } from './upload-picture.ts';

/** Members' profiles as others see them (profile headers), e.g. postKeys.user. */
const USERS_KEY = ['users'] as const;

/**
 * The member's new state, everywhere at once: the header's name and avatar come from the cache; the
 * profile headers and author names read before are read again.
 */
export function rememberSavedUser(client: QueryClient, user: CurrentUser): void {
  client.setQueryData(meKeys.state(user.uid), user);
  void client.invalidateQueries({ queryKey: USERS_KEY });
  void client.invalidateQueries({ queryKey: postKeys.all });
}

export function useSaveProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileInput) => callApi(updateMyProfileRoute, { body: input }),
    onSuccess: (user) => rememberSavedUser(client, user),
  });
}

export function useUploadPicture() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (user) => rememberSavedUser(client, user),
  });
}
