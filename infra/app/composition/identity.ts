import type { Logger } from 'pino';
import type { IdentityDeps, ExternalIdentityVerifier } from '../../../command-api/accounts/identityDeps.ts';
import { readModelLookups } from '../../../projector/readModelLookups.ts';
import type { Config } from '../config.ts';
import type { IdentityConfig } from '../routes/identityConfigRoutes.ts';
import type { IdentityTokens } from '../../adapters/identity/identityTokens.ts';
import { loginRateLimiter } from '../../adapters/identity/loginRateLimiter.ts';
import { passwordHasher, type PasswordHasher } from '../../adapters/identity/passwords.ts';
import { devMailer, devSmsSender, smtpMailer } from '../../adapters/mail/mailer.ts';
import { devOutbox } from '../../adapters/outbox/devOutbox.ts';
import type { Storage } from './openStorage.ts';

export interface IdentitySetup {
  deps: IdentityDeps;
  config: IdentityConfig;
}

export interface IdentityOptions {
  tokens: IdentityTokens;
  config: Pick<Config, 'devTools' | 'publicUrl' | 'adminEmails' | 'SMTP_URL' | 'MAIL_FROM'>;
  /** Firebase mode: the ID token verifier and the web SDK settings the PWA needs. */
  firebase?: { verifier: ExternalIdentityVerifier; web: NonNullable<IdentityConfig['firebase']> };
  /**
   * Test seam only: the fixture hashes at a lower cost to keep hundreds of test accounts fast.
   * Deliberately no setting: production always hashes at OWASP's cost.
   */
  passwords?: PasswordHasher;
}

/**
 * Local accounts or Firebase. Mail goes out by SMTP when SMTP_URL is set, else into the dev
 * mailbox table; local identity's phone codes always go into the dev SMS table (there is no SMS
 * provider: real SMS is Firebase's). Those tables are readable over HTTP only with DEV_TOOLS on.
 */
export function identitySetup(
  storage: Storage,
  options: IdentityOptions,
  logger: Pick<Logger, 'warn'>,
): IdentitySetup {
  const outbox = devOutbox(storage.db);
  const { config } = options;
  if (!config.devTools && !config.SMTP_URL)
    logger.warn(
      'SMTP_URL is not set and dev tools are off: mail is kept in dev_mail_outbox, nobody receives it',
    );
  if (!config.devTools && !options.firebase)
    logger.warn(
      'no SMS provider: local accounts’ phone codes are kept in dev_sms_outbox, nobody receives them',
    );
  return {
    deps: {
      store: storage.store,
      db: storage.db,
      readModels: readModelLookups(storage.db),
      tokens: options.tokens,
      limiter: loginRateLimiter(storage.db, options.tokens.pseudonym),
      passwords: options.passwords ?? passwordHasher(),
      mailer: config.SMTP_URL ? smtpMailer(config.SMTP_URL, config.MAIL_FROM) : devMailer(outbox),
      sms: devSmsSender(outbox),
      firebase: options.firebase?.verifier ?? null,
      adminEmails: config.adminEmails,
      publicUrl: config.publicUrl,
      logger,
    },
    config: {
      provider: options.firebase ? 'firebase' : 'local',
      ...(options.firebase ? { firebase: options.firebase.web } : {}),
      devOutbox: config.devTools ? outbox : null,
    },
  };
}
