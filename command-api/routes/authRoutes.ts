import type { GlobalPosition } from '../../events/envelope.ts';
import { randomUUID } from 'node:crypto';
import type { Router } from 'express';
import {
  REGISTRATION_NOTICE_SECONDS,
  REGISTRATIONS_PER_NETWORK,
  RESEND_VERIFICATION_LOCK_SECONDS,
} from '../constants.ts';
import { streams } from '../../events/streams.ts';
import { normalizeEmail } from '../../infra/adapters/identity/contactDetails.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import { authTexts } from './messages/authTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { DomainError } from '../domain/decider.ts';
import type { CommandContext } from '../handleCommand.ts';
import {
  mailRegistrationAttempt,
  mailResetLink,
  mailVerificationLink,
  newLinkId,
} from '../accounts/accountMails.ts';
import { holderOf } from '../accounts/emailReservation.ts';
import { exchangeFirebaseToken } from '../accounts/exchangeFirebaseToken.ts';
import type { IdentityDeps } from '../accounts/identityDeps.ts';
import {
  clientAddress,
  confirmPassword,
  decoyHash,
  passwordCheckKey,
  reserveAttempt,
} from '../accounts/passwordCheck.ts';
import { registerAccount } from '../accounts/registerAccount.ts';
import { startSession } from '../accounts/startSession.ts';
import {
  loadUser,
  nowIso,
  runUserCommand,
  untilAccessReflects,
  userViewAfter,
} from '../accounts/userCommands.ts';
import {
  changePasswordBody,
  emailBody,
  firebaseAuthBody,
  linkTokenBody,
  loginBody,
  registerBody,
  resetPasswordBody,
} from './accountSchemas.ts';

/** A person acting on their own account before they are signed in. */
const self = (uid: string, correlationId: string): CommandContext => ({
  actor: { id: uid, role: 'buyer' },
  correlationId,
});

/** What registration, resend-verification and forgot-password answer, whoever holds the address. */
const registrationAnswer = { status: 201, data: { requiresVerification: true } } as const;
const resendAnswer = { data: { sent: true, retryAfterSeconds: RESEND_VERIFICATION_LOCK_SECONDS } } as const;
const forgotAnswer = { data: { sent: true } } as const;

/** Sign-up, e-mail verification, sign-in and out, passwords, and the Firebase identity exchange. */
export function authRoutes(router: Router, registry: OpenApiRegistry, deps: IdentityDeps): void {
  const localOnly = () => {
    if (deps.firebase) throw new ApiError(404, 'NOT_FOUND', th.apiNotFound);
  };

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/register',
    summary:
      'Register a local account; mails a verification link. The same answer for an address that has an account, whose owner is mailed instead',
    access: 'public',
    body: registerBody,
    async handle({ body, correlationId, req }) {
      localOnly();
      // A password hash is costly (scrypt, ~128 MiB): strangers' registrations are counted per
      // network before it, or a stream of them would hold every crypto thread.
      const wait = await deps.limiter.reserveFromNetwork(
        'register',
        clientAddress(req),
        REGISTRATIONS_PER_NETWORK,
      );
      if (wait > 0)
        throw new ApiError(429, 'TOO_MANY_ATTEMPTS', authTexts.tooManyRegistrations, undefined, {
          retryAfterSeconds: wait,
        });
      const uid = randomUUID();
      const email = normalizeEmail(body.email);
      const passwordHash = await deps.passwords.hash(body.password);
      try {
        await registerAccount(
          deps,
          {
            uid,
            provider: 'password',
            email,
            firstName: body.firstName,
            lastName: body.lastName,
            displayName: `${body.firstName} ${body.lastName}`,
            phone: body.phone ?? '',
            userType: body.userType,
            passwordHash,
            emailVerified: false,
          },
          self(uid, correlationId),
        );
      } catch (error) {
        if (!(error instanceof DomainError && error.code === 'EMAIL_ALREADY_IN_USE')) throw error;
        const holder = await holderOf(deps, email);
        // Told once an hour at most, however often someone tries: the notice must not flood an inbox.
        if (holder && (await deps.limiter.once(`registration-notice:${holder}`, REGISTRATION_NOTICE_SECONDS)))
          await mailRegistrationAttempt(deps, { uid: holder, email });
      }
      // No user and no position: either would tell a new account from an existing one.
      return registrationAnswer;
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/verify-email',
    summary: 'Confirm an address with the single-use link mailed to it',
    access: 'public',
    body: linkTokenBody,
    async handle({ body, correlationId }) {
      const link = await deps.tokens.verifyLink('verify-email', body.token);
      if (!link) throw new DomainError('VERIFICATION_LINK_INVALID');
      let position: GlobalPosition | null = null;
      try {
        ({ position } = await runUserCommand(
          deps,
          { type: 'VerifyEmail', uid: link.uid, verificationId: link.id, now: nowIso() },
          self(link.uid, correlationId),
        ));
      } catch (error) {
        // This link verified the address before (its answer may have been lost): the same answer.
        if (!(error instanceof DomainError && error.code === 'EMAIL_ALREADY_VERIFIED')) throw error;
      }
      const user = position
        ? await userViewAfter(deps, link.uid, position)
        : await deps.readModels.user(link.uid);
      if (!user) throw new DomainError('VERIFICATION_LINK_INVALID');
      return { data: { verified: true, email: user.email }, ...(position ? { position } : {}) };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/resend-verification',
    summary: 'Mail a new verification link (once per 300 s); the same answer for any address',
    access: 'public',
    body: emailBody,
    async handle({ body, correlationId }) {
      localOnly();
      const email = normalizeEmail(body.email);
      const uid = await holderOf(deps, email);
      const state = uid ? await loadUser(deps, uid) : null;
      // Unknown, already verified and just-mailed addresses get the same answer (and no position):
      // nobody learns who has an account.
      if (!uid || state?.status !== 'registered' || state.emailVerified) return resendAnswer;
      const verificationId = newLinkId();
      try {
        await runUserCommand(
          deps,
          { type: 'SendVerificationEmail', uid, verificationId, now: nowIso() },
          self(uid, correlationId),
        );
      } catch (error) {
        if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS') return resendAnswer;
        throw error;
      }
      const registered = (await deps.store.readStream(streams.user(uid))).events[0]?.data as {
        firstName: string;
      };
      await mailVerificationLink(deps, { uid, email, firstName: registered.firstName }, verificationId);
      return resendAnswer;
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/login',
    summary: 'Sign in with e-mail and password',
    access: 'public',
    body: loginBody,
    async handle({ body, req, correlationId }) {
      localOnly();
      const email = normalizeEmail(body.email);
      // Counted before the first await of the password work: parallel guesses queue on the count.
      await reserveAttempt(deps, email, req);
      const uid = await holderOf(deps, email);
      const state = uid ? await loadUser(deps, uid) : null;
      const user = state?.status === 'registered' && state.provider === 'password' ? state : null;
      // Also on the account's own key, which password re-checks use: a stolen session's guesses and
      // sign-in guesses share one limit.
      if (user) {
        const wait = await deps.limiter.reserveAccount(passwordCheckKey(user.uid));
        if (wait > 0)
          throw new ApiError(429, 'TOO_MANY_ATTEMPTS', authTexts.tooManyAttempts, undefined, {
            retryAfterSeconds: wait,
          });
      }
      const matches = await deps.passwords.verify(
        body.password,
        user?.passwordHash ?? (await decoyHash(deps.passwords)),
      );
      if (!user || !matches) throw new DomainError('INVALID_CREDENTIAL');
      await deps.limiter.succeeded(email, clientAddress(req));
      await deps.limiter.clearAccount(passwordCheckKey(user.uid));
      const rehashed = deps.passwords.needsRehash(user.passwordHash)
        ? await deps.passwords.hash(body.password)
        : undefined;
      return startSession(
        deps,
        {
          uid: user.uid,
          provider: 'password',
          rememberMe: body.rememberMe ?? false,
          passwordVersion: user.passwordVersion,
          requireVerifiedEmail: true,
          ...(rehashed ? { rehashedPasswordHash: rehashed } : {}),
        },
        self(user.uid, correlationId),
      );
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/logout',
    summary: 'End this session',
    access: 'signedIn',
    async handle({ actor, caller, correlationId }) {
      const { position } = await runUserCommand(
        deps,
        { type: 'LogOut', uid: caller!.uid, sessionId: caller!.sessionId, now: nowIso() },
        { actor: actor!, correlationId },
      );
      await untilAccessReflects(deps, position);
      return { data: { loggedOut: true }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/forgot-password',
    summary: 'Mail a password reset link (same answer whether or not the account exists)',
    access: 'public',
    body: emailBody,
    async handle({ body, correlationId }) {
      localOnly();
      const email = normalizeEmail(body.email);
      const uid = await holderOf(deps, email);
      const state = uid ? await loadUser(deps, uid) : null;
      if (!uid || state?.status !== 'registered' || state.provider !== 'password') return forgotAnswer;
      const resetId = newLinkId();
      try {
        await runUserCommand(
          deps,
          { type: 'RequestPasswordReset', uid, resetId, now: nowIso() },
          self(uid, correlationId),
        );
        await mailResetLink(deps, { uid, email }, resetId);
        // No position either: it would tell an account from no account.
        return forgotAnswer;
      } catch (error) {
        // A repeat within the minute says nothing different either: the first mail is on its way.
        if (error instanceof DomainError && error.code === 'TOO_MANY_REQUESTS') return forgotAnswer;
        throw error;
      }
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/reset-password',
    summary: 'Set a new password with a reset link; every session ends',
    access: 'public',
    body: resetPasswordBody,
    async handle({ body, correlationId }) {
      localOnly();
      const link = await deps.tokens.verifyLink('reset-password', body.token);
      if (!link) throw new DomainError('RESET_LINK_INVALID');
      const { position } = await runUserCommand(
        deps,
        {
          type: 'ResetPassword',
          uid: link.uid,
          resetId: link.id,
          passwordHash: await deps.passwords.hash(body.password),
          now: nowIso(),
        },
        self(link.uid, correlationId),
      );
      await untilAccessReflects(deps, position);
      return { data: { reset: true }, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/change-password',
    summary: 'Change the password; every other session ends',
    access: 'signedIn',
    body: changePasswordBody,
    async handle({ body, actor, caller, correlationId, req }) {
      localOnly();
      const state = await loadUser(deps, caller!.uid);
      if (
        state.status !== 'registered' ||
        !(await confirmPassword(deps, caller!.uid, req, body.currentPassword, state.passwordHash))
      )
        throw new DomainError('WRONG_PASSWORD');
      const context = { actor: actor!, correlationId };
      await runUserCommand(
        deps,
        {
          type: 'ChangePassword',
          uid: caller!.uid,
          passwordHash: await deps.passwords.hash(body.newPassword),
          passwordVersion: state.passwordVersion,
          now: nowIso(),
        },
        context,
      );
      const session = await startSession(
        deps,
        {
          uid: caller!.uid,
          provider: 'password',
          rememberMe: false,
          passwordVersion: state.passwordVersion + 1,
          requireVerifiedEmail: false,
        },
        context,
      );
      return {
        data: { token: session.data.token, expiresAt: session.data.expiresAt },
        position: session.position,
      };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/auth/firebase-auth',
    summary: 'Exchange a Firebase ID token for a session (Firebase mode only)',
    access: 'public',
    body: firebaseAuthBody,
    async handle({ body, correlationId }) {
      if (!deps.firebase) throw new ApiError(404, 'NOT_FOUND', authTexts.firebaseOnly);
      return exchangeFirebaseToken(deps, deps.firebase, body, correlationId);
    },
  });
}
