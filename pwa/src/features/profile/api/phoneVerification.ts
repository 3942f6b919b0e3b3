/** POST /users/phone/send-code and /users/phone/verify. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/apiClient.ts';
import { OTP_EXPIRY_SECONDS, OTP_RESEND_SECONDS } from '../../../../../events/constants.ts';
import { profileKeys } from './getProfile.ts';
import { profileUserSchema, storeProfileUser, type ProfileUser } from './profileUser.ts';

export { OTP_EXPIRY_SECONDS, OTP_RESEND_SECONDS };

const codeSentSchema = z.object({
  phone: z.string(),
  expiresInSeconds: z.number().catch(OTP_EXPIRY_SECONDS),
  resendInSeconds: z.number().catch(OTP_RESEND_SECONDS),
});
export type CodeSent = z.infer<typeof codeSentSchema>;

export function sendPhoneCode(phone: string): Promise<CodeSent> {
  return apiRequest('/users/phone/send-code', { method: 'POST', body: { phone }, schema: codeSentSchema });
}

export function verifyPhoneCode(code: string): Promise<ProfileUser> {
  return apiRequest('/users/phone/verify', { method: 'POST', body: { code }, schema: profileUserSchema });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode });
}

/** Verifies the code; the verified user becomes the cached profile and the stored user. */
export function useVerifyPhoneCode() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPhoneCode,
    onSuccess: (user) => {
      storeProfileUser(user);
      queryClient.setQueryData(profileKeys.user(), user);
      void queryClient.invalidateQueries({ queryKey: profileKeys.user() });
    },
  });
}
