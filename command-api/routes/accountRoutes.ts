import type { Router } from 'express';
import { DELETE_CONFIRMATION_WORD, OTP_EXPIRY_SECONDS, OTP_RESEND_SECONDS } from '../../events/constants.ts';
import { hashOtpCode, newOtpCode } from '../../infra/adapters/identity/contactDetails.ts';
import { ApiError } from '../../infra/http/apiError.ts';
import { defineRoute } from '../../infra/http/defineRoute.ts';
import { th } from '../../infra/http/messages.ts';
import { authTexts } from './messages/authTexts.ts';
import { mailTexts } from '../accounts/mailTexts.ts';
import type { OpenApiRegistry } from '../../infra/http/openApi.ts';
import { DomainError } from '../domain/decider.ts';
import type { UpdateProfile } from '../domain/user/commands.ts';
import { eraseAccount } from '../accounts/eraseAccount.ts';
import { verifiedIdentity } from '../accounts/exchangeFirebaseToken.ts';
import { mailBankAccountChanged } from '../accounts/accountMails.ts';
import type { IdentityDeps } from '../accounts/identityDeps.ts';
import { requireFreshCredentials } from '../accounts/passwordCheck.ts';
import { loadUser, nowIso, runUserCommand, userViewAfter } from '../accounts/userCommands.ts';
import {
  deleteAccountBody,
  sendPhoneCodeBody,
  updateProfileBody,
  verifyPhoneBody,
} from './accountSchemas.ts';

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000).toISOString();

/** A person's own account: profile, phone, deactivation and PDPA erasure. */
export function accountRoutes(router: Router, registry: OpenApiRegistry, deps: IdentityDeps): void {
  defineRoute(router, registry, {
    method: 'put',
    path: '/users/profile',
    summary:
      'Update the profile (not the e-mail, never the roles); a new bank account needs the password (or a fresh Firebase sign-in) and is mailed to the owner',
    access: 'member',
    body: updateProfileBody,
    async handle({ body, actor, correlationId, req }) {
      if (body.roles !== undefined || body.isAdmin !== undefined)
        throw new ApiError(403, 'ROLE_SELF_MANAGEMENT', authTexts.roleSelfManagement);
      if (body.email !== undefined) throw new ApiError(400, 'EMAIL_NOT_EDITABLE', authTexts.emailNotEditable);
      const { bankName, accountName, accountNumber } = body;
      const bankGiven = [bankName, accountName, accountNumber].filter((value) => value !== undefined).length;
      if (bankGiven > 0 && bankGiven < 3)
        throw new ApiError(400, 'VALIDATION', th.validation, [
          ...(bankName === undefined ? [{ field: 'bankName', message: authTexts.bankNameInvalid }] : []),
          ...(accountName === undefined
            ? [{ field: 'accountName', message: authTexts.accountNameRequired }]
            : []),
          ...(accountNumber === undefined
            ? [{ field: 'accountNumber', message: authTexts.accountNumberInvalid }]
            : []),
        ]);
      const bank = bankName && accountName && accountNumber ? { bankName, accountName, accountNumber } : null;
      if (bank) {
        const state = await loadUser(deps, actor!.id);
        if (state.status !== 'registered') throw new DomainError('USER_NOT_FOUND');
        await requireFreshCredentials(
          deps,
          state,
          req,
          { password: body.currentPassword, idToken: body.idToken },
          () =>
            new ApiError(400, 'VALIDATION', th.validation, [
              { field: 'currentPassword', message: authTexts.bankPasswordRequired },
            ]),
        );
      }
      const command: UpdateProfile = {
        type: 'UpdateProfile',
        uid: actor!.id,
        now: nowIso(),
        ...(body.displayName !== undefined ? { displayName: body.displayName } : {}),
        ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
        ...(body.phone !== undefined ? { phone: body.phone } : {}),
        ...(body.userType !== undefined ? { userType: body.userType } : {}),
        ...(bank ? { bank } : {}),
      };
      const { position } = await runUserCommand(deps, command, { actor: actor!, correlationId });
      const user = await userViewAfter(deps, actor!.id, position);
      if (bank) await mailBankAccountChanged(deps, { uid: user.uid, email: user.email }, bank);
      return { data: user, position };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/users/phone/send-code',
    summary: 'Send a 6-digit code to a Thai mobile number (once per 60 s, valid 5 minutes)',
    access: 'member',
    body: sendPhoneCodeBody,
    async handle({ body, actor, correlationId }) {
      const code = newOtpCode();
      const { position } = await runUserCommand(
        deps,
        {
          type: 'SendPhoneCode',
          uid: actor!.id,
          phone: body.phone,
          codeHash: hashOtpCode(actor!.id, code),
          expiresAt: secondsFromNow(OTP_EXPIRY_SECONDS),
          now: nowIso(),
        },
        { actor: actor!, correlationId },
      );
      await deps.sms.send({ uid: actor!.id, to: body.phone, text: mailTexts.otpText(code), code });
      return {
        data: {
          phone: body.phone,
          expiresInSeconds: OTP_EXPIRY_SECONDS,
          resendInSeconds: OTP_RESEND_SECONDS,
        },
        position,
      };
    },
  });

  defineRoute(router, registry, {
    method: 'post',
    path: '/users/phone/verify',
    summary: 'Confirm the phone with the code (local) or a fresh Firebase ID token carrying the number',
    access: 'member',
    body: verifyPhoneBody,
    async handle({ body, actor, correlationId }) {
      const context = { actor: actor!, correlationId };
      if ('idToken' in body) {
        if (!deps.firebase) throw new ApiError(404, 'NOT_FOUND', authTexts.firebaseOnly);
        const identity = await verifiedIdentity(deps.firebase, body.idToken);
        if (identity.firebaseUid !== actor!.id || !identity.phoneNumber)
          throw new ApiError(400, 'OTP_NOT_SENT', authTexts.otpNotSent);
        const { position } = await runUserCommand(
          deps,
          { type: 'ConfirmPhoneByProvider', uid: actor!.id, phone: identity.phoneNumber, now: nowIso() },
          context,
        );
        return { data: await userViewAfter(deps, actor!.id, position), position };
      }
      const { events, position } = await runUserCommand(
        deps,
        {
          type: 'ConfirmPhoneCode',
          uid: actor!.id,
          codeHash: hashOtpCode(actor!.id, body.code),
          now: nowIso(),
        },
        context,
      );
      // A wrong code was recorded (it counts towards the limit) and is answered as wrong.
      if (events.some((event) => event.type === 'PhoneCodeRejected'))
        throw new ApiError(400, 'OTP_INVALID', authTexts.otpInvalid);
      return { data: await userViewAfter(deps, actor!.id, position), position };
    },
  });

  for (const [path, type, summary] of [
    ['/users/deactivate', 'DeactivateAccount', 'Hide the account until reactivated'],
    ['/users/reactivate', 'ReactivateAccount', 'Undo a deactivation'],
  ] as const) {
    defineRoute(router, registry, {
      method: 'post',
      path,
      summary,
      access: 'signedIn',
      async handle({ actor, correlationId }) {
        const { position } = await runUserCommand(
          deps,
          { type, uid: actor!.id, now: nowIso() },
          { actor: actor!, correlationId },
        );
        return { data: await userViewAfter(deps, actor!.id, position), position };
      },
    });
  }

  defineRoute(router, registry, {
    method: 'delete',
    path: '/users/delete',
    summary:
      'Delete the account for good (PDPA erasure): password (or a fresh Firebase sign-in) and the word DELETE',
    access: 'signedIn',
    body: deleteAccountBody,
    async handle({ body, actor, correlationId, req }) {
      if (body.confirmation !== DELETE_CONFIRMATION_WORD)
        throw new ApiError(400, 'CONFIRMATION_REQUIRED', authTexts.confirmationRequired);
      const state = await loadUser(deps, actor!.id);
      if (state.status !== 'registered') throw new DomainError('USER_NOT_FOUND');
      await requireFreshCredentials(
        deps,
        state,
        req,
        { password: body.password, idToken: body.idToken },
        () => new DomainError('WRONG_PASSWORD'),
      );
      return eraseAccount(deps, actor!.id, { actor: actor!, correlationId });
    },
  });
}
