import { describe, expect, it } from 'vitest';
import type { UserEvent } from '../../../events/user/userEvents.ts';
import { DomainError } from '../decider.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import type { RegisterUser } from './commands.ts';
import { userDecider } from './decide.ts';

const spec = deciderSpecification(userDecider);
const uid = 'u1';
const t0 = '2026-11-21T06:00:00.000Z';
const after = (seconds: number) => new Date(Date.parse(t0) + seconds * 1000).toISOString();

const register: RegisterUser = {
  type: 'RegisterUser',
  uid,
  now: t0,
  provider: 'password',
  email: 'somchai@example.com',
  firstName: 'สมชาย',
  lastName: 'ใจดี',
  displayName: 'สมชาย ใจดี',
  phone: '',
  userType: 'seller',
  passwordHash: 'scrypt$hash',
  emailVerified: false,
  termsVersion: '2026-11',
  verificationId: 'v1',
  grantAdmin: false,
};
const registered: UserEvent = {
  type: 'UserRegistered',
  data: {
    uid,
    provider: 'password',
    email: 'somchai@example.com',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    displayName: 'สมชาย ใจดี',
    phone: '',
    userType: 'seller',
    passwordHash: 'scrypt$hash',
    emailVerified: false,
    termsVersion: '2026-11',
    registeredAt: t0,
  },
};
const mailed = (verificationId: string, sentAt = t0): UserEvent => ({
  type: 'VerificationEmailSent',
  data: { uid, verificationId, sentAt },
});
const verified: UserEvent = { type: 'EmailVerified', data: { uid, verificationId: 'v1', verifiedAt: t0 } };
const member = [registered, mailed('v1'), verified];
const logIn = {
  type: 'LogIn' as const,
  uid,
  now: after(10),
  sessionId: 's1',
  provider: 'password' as const,
  rememberMe: false,
  expiresAt: after(86_400),
  passwordVersion: 0,
  requireVerifiedEmail: true,
};
const codeSent = (sentAt = t0): UserEvent => ({
  type: 'PhoneCodeSent',
  data: { uid, phone: '+66812345678', codeHash: 'h-123456', expiresAt: after(300), sentAt },
});
const rejected: UserEvent = { type: 'PhoneCodeRejected', data: { uid, rejectedAt: t0 } };

describe('registering', () => {
  it('registers once and mails a verification link', () => {
    spec
      .given([])
      .when(register)
      .then([registered, mailed('v1')]);
    spec.given([registered]).when(register).thenThrows('USER_ALREADY_EXISTS');
  });
  it('mails nothing when the provider vouches for the address, and grants admin to listed addresses', () => {
    spec
      .given([])
      .when({ ...register, emailVerified: true, verificationId: null, grantAdmin: true })
      .then([
        { type: 'UserRegistered', data: { ...registered.data, emailVerified: true } } as UserEvent,
        { type: 'AdminGranted', data: { uid, grantedAt: t0 } },
      ]);
  });
  it('an erased account cannot be registered again under its uid', () => {
    spec
      .given([registered, { type: 'UserErased', data: { uid, erasedAt: t0 } }])
      .when(register)
      .thenThrows('USER_ALREADY_EXISTS');
  });
});

describe('verifying the e-mail address', () => {
  it('accepts the latest link once; opened again, it says the address is verified already', () => {
    spec
      .given([registered, mailed('v1')])
      .when({ type: 'VerifyEmail', uid, now: t0, verificationId: 'v1' })
      .then([verified]);
    spec
      .given(member)
      .when({ type: 'VerifyEmail', uid, now: t0, verificationId: 'v1' })
      .thenThrows('EMAIL_ALREADY_VERIFIED');
  });
  it('a link older than the one that verified is spent', () => {
    spec
      .given([registered, mailed('v0'), mailed('v1', after(400)), { ...verified }])
      .when({ type: 'VerifyEmail', uid, now: after(500), verificationId: 'v0' })
      .thenThrows('VERIFICATION_LINK_INVALID');
  });
  it('a link superseded by a newer mail is spent', () => {
    spec
      .given([registered, mailed('v1'), mailed('v2', after(400))])
      .when({ type: 'VerifyEmail', uid, now: after(500), verificationId: 'v1' })
      .thenThrows('VERIFICATION_LINK_INVALID');
  });
  it('an unknown account gets the same invalid-link answer', () => {
    spec
      .given([])
      .when({ type: 'VerifyEmail', uid, now: t0, verificationId: 'v1' })
      .thenThrows('VERIFICATION_LINK_INVALID');
  });
  it('resends at most once per 300 s, saying how long to wait', () => {
    const resend = (now: string) => ({
      type: 'SendVerificationEmail' as const,
      uid,
      now,
      verificationId: 'v2',
    });
    spec
      .given([registered, mailed('v1')])
      .when(resend(after(300)))
      .then([mailed('v2', after(300))]);
    let thrown: unknown;
    try {
      userDecider.decide(
        resend(after(120)),
        [registered, mailed('v1')].reduce(userDecider.evolve, userDecider.initialState()),
      );
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DomainError);
    expect((thrown as DomainError).details).toEqual({ retryAfterSeconds: 180 });
    spec
      .given(member)
      .when(resend(after(900)))
      .thenThrows('EMAIL_ALREADY_VERIFIED');
  });
});

describe('signing in', () => {
  it('starts a session for a verified account', () => {
    spec
      .given(member)
      .when(logIn)
      .then([
        {
          type: 'UserLoggedIn',
          data: {
            uid,
            sessionId: 's1',
            provider: 'password',
            rememberMe: false,
            expiresAt: after(86_400),
            loggedInAt: after(10),
          },
        },
      ]);
  });
  it('refuses unverified, suspended and unknown accounts', () => {
    spec
      .given([registered, mailed('v1')])
      .when(logIn)
      .thenThrows('EMAIL_NOT_VERIFIED');
    spec
      .given([...member, { type: 'UserSuspended', data: { uid, suspendedAt: t0 } }])
      .when(logIn)
      .thenThrows('ACCOUNT_SUSPENDED');
    spec.given([]).when(logIn).thenThrows('INVALID_CREDENTIAL');
  });
  it('a hash below today’s cost is replaced by the one made at sign-in, and the password (version) stays the same', () => {
    spec
      .given(member)
      .when({ ...logIn, rehashedPasswordHash: 'scrypt$131072$new' })
      .then([
        { type: 'PasswordRehashed', data: { uid, passwordHash: 'scrypt$131072$new', rehashedAt: after(10) } },
        {
          type: 'UserLoggedIn',
          data: {
            uid,
            sessionId: 's1',
            provider: 'password',
            rememberMe: false,
            expiresAt: after(86_400),
            loggedInAt: after(10),
          },
        },
      ]);
    spec
      .given([
        ...member,
        { type: 'PasswordRehashed', data: { uid, passwordHash: 'scrypt$131072$new', rehashedAt: t0 } },
      ])
      .when({ ...logIn, passwordVersion: 0 })
      .then([
        {
          type: 'UserLoggedIn',
          data: {
            uid,
            sessionId: 's1',
            provider: 'password',
            rememberMe: false,
            expiresAt: after(86_400),
            loggedInAt: after(10),
          },
        },
      ]);
  });
  it('a password checked before a change loses', () => {
    const changed: UserEvent = {
      type: 'PasswordChanged',
      data: { uid, passwordHash: 'new', resetId: null, changedAt: t0 },
    };
    spec
      .given([...member, changed])
      .when(logIn)
      .thenThrows('INVALID_CREDENTIAL');
    spec
      .given([...member, changed])
      .when({ ...logIn, passwordVersion: 1 })
      .then([
        {
          type: 'UserLoggedIn',
          data: {
            uid,
            sessionId: 's1',
            provider: 'password',
            rememberMe: false,
            expiresAt: after(86_400),
            loggedInAt: after(10),
          },
        },
      ]);
  });
});

describe('passwords', () => {
  const requested: UserEvent = {
    type: 'PasswordResetRequested',
    data: { uid, resetId: 'r1', requestedAt: t0 },
  };
  it('a reset link works once, and proves the address', () => {
    spec
      .given([registered, mailed('v1'), requested])
      .when({ type: 'ResetPassword', uid, now: t0, resetId: 'r1', passwordHash: 'new' })
      .then([
        { type: 'PasswordChanged', data: { uid, passwordHash: 'new', resetId: 'r1', changedAt: t0 } },
        { type: 'EmailVerified', data: { uid, verificationId: null, verifiedAt: t0 } },
      ]);
    spec
      .given([
        ...member,
        requested,
        { type: 'PasswordChanged', data: { uid, passwordHash: 'new', resetId: 'r1', changedAt: t0 } },
      ])
      .when({ type: 'ResetPassword', uid, now: t0, resetId: 'r1', passwordHash: 'newer' })
      .thenThrows('RESET_LINK_INVALID');
  });
  it('reset mails at most once a minute', () => {
    spec
      .given([...member, requested])
      .when({ type: 'RequestPasswordReset', uid, now: after(30), resetId: 'r2' })
      .thenThrows('TOO_MANY_REQUESTS');
    spec
      .given([...member, requested])
      .when({ type: 'RequestPasswordReset', uid, now: after(60), resetId: 'r2' })
      .then([{ type: 'PasswordResetRequested', data: { uid, resetId: 'r2', requestedAt: after(60) } }]);
  });
  it('a change needs the current password version', () => {
    spec
      .given(member)
      .when({ type: 'ChangePassword', uid, now: t0, passwordHash: 'x', passwordVersion: 3 })
      .thenThrows('WRONG_PASSWORD');
  });
});

describe('profile', () => {
  const bank = { bankName: 'kbank' as const, accountName: 'สมชาย ใจดี', accountNumber: '1234567890' };
  it('updates the fields given', () => {
    spec
      .given(member)
      .when({ type: 'UpdateProfile', uid, now: t0, firstName: 'สมหญิง' })
      .then([{ type: 'ProfileUpdated', data: { uid, firstName: 'สมหญิง', updatedAt: t0 } }]);
  });
  it('takes a bank account only for individual or business accounts', () => {
    spec.given(member).when({ type: 'UpdateProfile', uid, now: t0, bank }).thenThrows('BANK_NOT_ALLOWED');
    spec
      .given(member)
      .when({ type: 'UpdateProfile', uid, now: t0, userType: 'individual', bank })
      .then([
        { type: 'ProfileUpdated', data: { uid, userType: 'individual', updatedAt: t0 } },
        { type: 'BankAccountSet', data: { uid, ...bank, setAt: t0 } },
      ]);
  });
});

describe('phone verification', () => {
  const send = (now: string) => ({
    type: 'SendPhoneCode' as const,
    uid,
    now,
    phone: '+66812345678',
    codeHash: 'h-123456',
    expiresAt: new Date(Date.parse(now) + 300_000).toISOString(),
  });
  const confirm = (codeHash: string, now = after(10)) => ({
    type: 'ConfirmPhoneCode' as const,
    uid,
    now,
    codeHash,
  });
  it('sends a code, then at most once per 60 s', () => {
    spec.given(member).when(send(t0)).then([codeSent()]);
    spec
      .given([...member, codeSent()])
      .when(send(after(59)))
      .thenThrows('TOO_MANY_REQUESTS');
  });
  it('the right code verifies the number', () => {
    spec
      .given([...member, codeSent()])
      .when(confirm('h-123456'))
      .then([{ type: 'PhoneVerified', data: { uid, phone: '+66812345678', verifiedAt: after(10) } }]);
  });
  it('a wrong code is recorded; after five a new code is needed', () => {
    spec
      .given([...member, codeSent()])
      .when(confirm('h-000000'))
      .then([{ type: 'PhoneCodeRejected', data: { uid, rejectedAt: after(10) } }]);
    const fiveWrong = [...member, codeSent(), rejected, rejected, rejected, rejected, rejected];
    spec.given(fiveWrong).when(confirm('h-123456')).thenThrows('OTP_TOO_MANY_TRIES');
    spec
      .given([...fiveWrong, codeSent(after(120))])
      .when(confirm('h-123456', after(130)))
      .then([{ type: 'PhoneVerified', data: { uid, phone: '+66812345678', verifiedAt: after(130) } }]);
  });
  it('expires after five minutes; no code sent means none to check', () => {
    spec
      .given([...member, codeSent()])
      .when(confirm('h-123456', after(300)))
      .thenThrows('OTP_EXPIRED');
    spec.given(member).when(confirm('h-123456')).thenThrows('OTP_NOT_SENT');
  });
  it('changing the number drops the pending code', () => {
    spec
      .given([
        ...member,
        codeSent(),
        { type: 'ProfileUpdated', data: { uid, phone: '+66899999999', updatedAt: t0 } },
      ])
      .when(confirm('h-123456'))
      .thenThrows('OTP_NOT_SENT');
  });
});

describe('account switches', () => {
  const suspended: UserEvent = { type: 'UserSuspended', data: { uid, suspendedAt: t0 } };
  it('suspend and activate only flip what is not already so', () => {
    spec.given(member).when({ type: 'SuspendUser', uid, now: t0 }).then([suspended]);
    spec
      .given([...member, suspended])
      .when({ type: 'SuspendUser', uid, now: t0 })
      .thenThrows('ALREADY_SUSPENDED');
    spec.given(member).when({ type: 'ActivateUser', uid, now: t0 }).thenThrows('NOT_SUSPENDED');
    spec
      .given([...member, suspended])
      .when({ type: 'ActivateUser', uid, now: t0 })
      .then([{ type: 'UserActivated', data: { uid, activatedAt: t0 } }]);
  });
  it('deactivate and reactivate', () => {
    const off: UserEvent = { type: 'AccountDeactivated', data: { uid, deactivatedAt: t0 } };
    spec.given(member).when({ type: 'DeactivateAccount', uid, now: t0 }).then([off]);
    spec
      .given([...member, off])
      .when({ type: 'DeactivateAccount', uid, now: t0 })
      .thenThrows('ACCOUNT_DEACTIVATED');
    spec
      .given([...member, off])
      .when({ type: 'ReactivateAccount', uid, now: t0 })
      .then([{ type: 'AccountReactivated', data: { uid, reactivatedAt: t0 } }]);
  });
  it('admin grant and revoke', () => {
    spec
      .given(member)
      .when({ type: 'GrantAdmin', uid, now: t0 })
      .then([{ type: 'AdminGranted', data: { uid, grantedAt: t0 } }]);
    spec.given(member).when({ type: 'RevokeAdmin', uid, now: t0 }).thenThrows('NOT_ADMIN');
  });
  it('erasure ends the account for good', () => {
    const erased: UserEvent = { type: 'UserErased', data: { uid, erasedAt: t0 } };
    spec.given(member).when({ type: 'EraseUser', uid, now: t0 }).then([erased]);
    spec
      .given([...member, erased])
      .when({ type: 'EraseUser', uid, now: t0 })
      .thenThrows('USER_NOT_FOUND');
    spec
      .given([...member, erased])
      .when(logIn)
      .thenThrows('INVALID_CREDENTIAL');
  });
});
