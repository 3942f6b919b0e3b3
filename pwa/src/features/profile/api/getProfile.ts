import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/apiClient.ts';
import { profileUserSchema, storeProfileUser, type ProfileUser } from './profileUser.ts';

export const profileKeys = {
  all: ['profile'] as const,
  user: () => [...profileKeys.all, 'user'] as const,
  firebaseSignInMethods: (uid: string) => [...profileKeys.all, 'firebase-sign-in-methods', uid] as const,
  purchases: () => [...profileKeys.all, 'purchases'] as const,
  earnings: () => [...profileKeys.all, 'earnings'] as const,
};

export function getProfile(signal?: AbortSignal): Promise<ProfileUser> {
  return apiRequest('/users/profile', { schema: profileUserSchema, signal });
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.user(),
    queryFn: async ({ signal }) => {
      const user = await getProfile(signal);
      storeProfileUser(user);
      return user;
    },
  });
