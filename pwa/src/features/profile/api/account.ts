/** POST /users/deactivate, POST /users/reactivate and DELETE /users/delete. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { DELETE_CONFIRMATION_WORD } from '../../../../../events/constants.ts';
import { profileKeys } from './getProfile.ts';

export { DELETE_CONFIRMATION_WORD };

// The answers' bodies are not used: the profile is read again afterwards.
const anyAnswer = z.unknown();

export function deactivateAccount(): Promise<unknown> {
  return apiRequest('/users/deactivate', { method: 'POST', schema: anyAnswer });
}

export function reactivateAccount(): Promise<unknown> {
  return apiRequest('/users/reactivate', { method: 'POST', schema: anyAnswer });
}

export function deleteAccount(password: string): Promise<unknown> {
  return apiRequest('/users/delete', {
    method: 'DELETE',
    body: { password, confirmation: DELETE_CONFIRMATION_WORD },
    schema: anyAnswer,
  });
}

/** Deactivate or reactivate, then read the profile again (its accountStatus changed). */
export function useAccountStatusChange(change: 'deactivate' | 'reactivate') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'deactivate' ? deactivateAccount : reactivateAccount,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.user() }),
  });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
