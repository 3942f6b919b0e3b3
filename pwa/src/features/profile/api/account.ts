/** POST /users/deactivate, POST /users/reactivate and DELETE /users/delete (with its proof). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { firebaseSettingsOf } from '../../../lib/authConfig.ts';
import {
  firebaseSignInMethods,
  freshSignInToken,
  signOutOfFirebase,
  type SocialProvider,
} from '../../../lib/firebase/firebaseClient.ts';
import { reauthenticationMessage } from '../../../lib/firebase/firebaseErrors.ts';
import { authErrors } from '../../../lib/texts.ts';
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

/** The password (local accounts) or an ID token from a sign-in made just now (Firebase). */
export type DeletionProof = { password: string } | { idToken: string };

export function deleteAccount(proof: DeletionProof): Promise<unknown> {
  return apiRequest('/users/delete', {
    method: 'DELETE',
    body: { ...proof, confirmation: DELETE_CONFIRMATION_WORD },
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

/** How the person proves it is them: the password, or (Firebase) a social sign-in popup. */
export type DeletionMethod = { password: string } | { provider: SocialProvider };

/** A failed fresh sign-in at Firebase, already in Thai. */
export class ReauthenticationError extends Error {
  override readonly name = 'ReauthenticationError';
}

interface Deletable {
  uid: string;
  email: string;
}

/**
 * Deletes the account. In Firebase mode the person signs in again first (the server wants an ID
 * token from a sign-in made within minutes), and the SDK's session is ended afterwards.
 */
export function useDeleteAccount(user: Deletable) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (method: DeletionMethod) => {
      const settings = await firebaseSettingsOf(queryClient);
      if (!settings) {
        if (!('password' in method)) throw new ReauthenticationError(authErrors.generic);
        return deleteAccount({ password: method.password });
      }
      let idToken: string;
      try {
        idToken = await freshSignInToken(
          settings,
          user.uid,
          'password' in method ? { password: method.password, email: user.email } : method,
        );
      } catch (error) {
        throw new ReauthenticationError(reauthenticationMessage(error));
      }
      const answer = await deleteAccount({ idToken });
      await signOutOfFirebase(settings).catch(() => undefined);
      return answer;
    },
  });
}

export interface DeletionMethods {
  password: boolean;
  social: SocialProvider[];
}

const LOCAL_METHODS: DeletionMethods = { password: true, social: [] };
const EVERY_METHOD: DeletionMethods = { password: true, social: ['google', 'facebook'] };

/**
 * Which proofs the modal offers: the password in local mode; in Firebase mode the ways the identity
 * signs in (all of them when the SDK no longer holds its session and cannot say).
 */
export function useDeletionMethods(uid: string): DeletionMethods {
  const queryClient = useQueryClient();
  const { data } = useQuery({
    queryKey: profileKeys.firebaseSignInMethods(uid),
    queryFn: async () => {
      const settings = await firebaseSettingsOf(queryClient);
      if (!settings) return LOCAL_METHODS;
      return (await firebaseSignInMethods(settings, uid)) ?? EVERY_METHOD;
    },
    staleTime: Infinity,
  });
  return data ?? LOCAL_METHODS;
}
