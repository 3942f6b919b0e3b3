/**
 * Phone verification, the same three steps in both sign-in modes:
 * - local: POST /users/phone/send-code, then POST /users/phone/verify {code};
 * - Firebase: the SDK sends the SMS behind an invisible reCAPTCHA and links the number to the
 *   identity, then POST /users/phone/verify {idToken} — the server reads the number from the token.
 * Failures of either kind become a PhoneStepError: a Thai message and which step comes next.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { z } from 'zod';
import { apiRequest, isApiError } from '../../../lib/apiClient.ts';
import { firebaseSettingsOf } from '../../../lib/authConfig.ts';
import {
  phoneCodeMustBeResent,
  phoneSendMessage,
  phoneVerifyMessage,
} from '../../../lib/firebase/firebaseErrors.ts';
import { startPhoneLink, type PhoneCodeSent } from '../../../lib/firebase/firebaseClient.ts';
import { phoneAuthErrors } from '../../../lib/texts.ts';
import { OTP_EXPIRY_SECONDS, OTP_RESEND_SECONDS } from '../../../../../events/constants.ts';
import { profileKeys } from './getProfile.ts';
import { profileUserSchema, storeProfileUser, type ProfileUser } from './profileUser.ts';

export { OTP_EXPIRY_SECONDS, OTP_RESEND_SECONDS };

const codeSentSchema = z.object({
  phone: z.string(),
  expiresInSeconds: z.number().catch(OTP_EXPIRY_SECONDS),
  resendInSeconds: z.number().catch(OTP_RESEND_SECONDS),
});

export function sendPhoneCode(phone: string) {
  return apiRequest('/users/phone/send-code', { method: 'POST', body: { phone }, schema: codeSentSchema });
}

export function verifyPhone(proof: { code: string } | { idToken: string }): Promise<ProfileUser> {
  return apiRequest('/users/phone/verify', { method: 'POST', body: proof, schema: profileUserSchema });
}

/** Where the modal goes after a failure: stay, back to sending, or on to typing the code. */
export type NextStep = 'stay' | 'send' | 'verify';

export class PhoneStepError extends Error {
  override readonly name = 'PhoneStepError';
  constructor(
    message: string,
    readonly next: NextStep = 'stay',
    /** Seconds before another code may be asked for, when the server said so. */
    readonly waitSeconds?: number,
  ) {
    super(message);
  }
}

function localSendError(error: unknown): PhoneStepError {
  if (isApiError(error, 'TOO_MANY_REQUESTS'))
    // A code went out moments ago: it can still be typed in while the wait runs down.
    return new PhoneStepError(error.message, 'verify', error.facts.retryAfterSeconds ?? OTP_RESEND_SECONDS);
  return new PhoneStepError(isApiError(error) ? error.message : phoneAuthErrors.sendFailed);
}

function localVerifyError(error: unknown): PhoneStepError {
  if (isApiError(error, 'OTP_INVALID')) return new PhoneStepError(phoneAuthErrors.codeInvalid);
  if (isApiError(error, 'OTP_EXPIRED')) return new PhoneStepError(phoneAuthErrors.codeExpired);
  if (isApiError(error, 'OTP_NOT_SENT')) return new PhoneStepError(phoneAuthErrors.codeNotSent, 'send');
  if (isApiError(error, 'OTP_TOO_MANY_TRIES')) return new PhoneStepError(error.message, 'send');
  return new PhoneStepError(isApiError(error) ? error.message : phoneAuthErrors.verifyFailed);
}

/** Our own server's answer to a Firebase proof is an ApiError; the SDK's failures carry auth/ codes. */
function firebaseError(error: unknown, fromSdk: (error: unknown) => string, next: NextStep): PhoneStepError {
  if (isApiError(error)) return new PhoneStepError(error.message);
  return new PhoneStepError(fromSdk(error), next);
}

export type SendOutcome =
  { verified: false; resendInSeconds: number } | { verified: true; user: ProfileUser };

interface PhoneTarget {
  uid: string;
  phone: string;
}

/**
 * The send and verify mutations for the modal. `recaptchaContainer` is where the Firebase SDK draws
 * its invisible reCAPTCHA; local mode does not use it.
 */
export function usePhoneVerification(target: PhoneTarget, recaptchaContainer: () => HTMLElement | null) {
  const queryClient = useQueryClient();
  const pendingFirebaseCode = useRef<PhoneCodeSent | null>(null);

  const verified = (user: ProfileUser) => {
    storeProfileUser(user);
    queryClient.setQueryData(profileKeys.user(), user);
    void queryClient.invalidateQueries({ queryKey: profileKeys.user() });
  };

  const send = useMutation({
    mutationFn: async (): Promise<SendOutcome> => {
      const settings = await firebaseSettingsOf(queryClient);
      if (!settings) {
        const sent = await sendPhoneCode(target.phone).catch((error: unknown) => {
          throw localSendError(error);
        });
        return { verified: false, resendInSeconds: sent.resendInSeconds };
      }
      try {
        const container = recaptchaContainer();
        if (!container) throw new PhoneStepError(phoneAuthErrors.sendFailed);
        const started = await startPhoneLink(settings, target.uid, target.phone, container);
        if (started.alreadyLinked)
          return { verified: true, user: await verifyPhone({ idToken: started.idToken }) };
        pendingFirebaseCode.current = started.sent;
        return { verified: false, resendInSeconds: OTP_RESEND_SECONDS };
      } catch (error) {
        if (error instanceof PhoneStepError) throw error;
        throw firebaseError(error, phoneSendMessage, 'stay');
      }
    },
    onSuccess: (outcome) => {
      if (outcome.verified) verified(outcome.user);
    },
  });

  const verify = useMutation({
    mutationFn: async (code: string): Promise<ProfileUser> => {
      const pending = pendingFirebaseCode.current;
      if (!pending) {
        return verifyPhone({ code }).catch((error: unknown) => {
          throw localVerifyError(error);
        });
      }
      let idToken: string;
      try {
        idToken = await pending.confirm(code);
      } catch (error) {
        throw firebaseError(error, phoneVerifyMessage, phoneCodeMustBeResent(error) ? 'send' : 'stay');
      }
      pendingFirebaseCode.current = null;
      return verifyPhone({ idToken }).catch((error: unknown) => {
        throw firebaseError(error, phoneVerifyMessage, 'stay');
      });
    },
    onSuccess: verified,
  });

  return { send, verify };
}
