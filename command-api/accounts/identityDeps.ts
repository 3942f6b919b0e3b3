import type { Logger } from 'pino';
import type { EventStore } from '../../events/eventStore.ts';
import type { IdentityTokens } from '../../infra/adapters/identity/identityTokens.ts';
import type { LoginRateLimiter } from '../../infra/adapters/identity/loginRateLimiter.ts';
import type { PasswordHasher } from '../../infra/adapters/identity/passwords.ts';
import type { Mailer, SmsSender } from '../../infra/adapters/mail/mailer.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';

/** An identity vouched for by an external provider (Firebase), read from its ID token. */
export interface ExternalIdentity {
  firebaseUid: string;
  email: string;
  emailVerified: boolean;
  provider: 'password' | 'google.com' | 'facebook.com';
  phoneNumber: string | null;
  authTimeSeconds: number;
}

/** The identity port's Firebase side (infra/adapters/identity/firebase). */
export interface ExternalIdentityVerifier {
  verify(idToken: string): Promise<ExternalIdentity>;
  /** Deletes the identity at the provider (PDPA erasure); an identity already gone is fine. */
  forgetIdentity(firebaseUid: string): Promise<void>;
}

/** What the account workflows need; built once by the composition root. */
export interface IdentityDeps {
  store: EventStore;
  /** The database, for the media route's check of a media token's session (infra/http). */
  db: SqlExecutor;
  /**
   * What the write side asks the read models: commands that change who may do what answer once
   * `users` has caught up; also views, notifications and payout nominations (see the port).
   */
  readModels: ReadModelLookups;
  tokens: IdentityTokens;
  limiter: LoginRateLimiter;
  /** scrypt at OWASP's cost (a lower one only where the test fixture passes it). */
  passwords: PasswordHasher;
  mailer: Mailer;
  sms: SmsSender;
  /** Set in Firebase mode; local accounts otherwise. */
  firebase: ExternalIdentityVerifier | null;
  /** Normalised addresses that become admins on registration (ADMIN_EMAILS). */
  adminEmails: ReadonlySet<string>;
  /** The site origin mailed links point to. */
  publicUrl: string;
  /** Structured warnings about work that failed after the command was recorded (no personal data). */
  logger: Pick<Logger, 'warn'>;
}
