import { TERMS_VERSION } from '../../events/constants.ts';
import type { RegisterUser } from '../domain/user/commands.ts';
import type { CommandContext } from '../handleCommand.ts';
import { normalizeEmail } from '../../infra/adapters/identity/contactDetails.ts';
import { mailVerificationLink, newLinkId } from './accountMails.ts';
import { releaseEmail, reserveEmail } from './emailReservation.ts';
import type { IdentityDeps } from './identityDeps.ts';
import { nowIso, runUserCommand } from './userCommands.ts';

export type NewAccount = Omit<
  RegisterUser,
  'type' | 'now' | 'termsVersion' | 'verificationId' | 'grantAdmin'
>;

/**
 * Registration spans two streams: the address is reserved first (exactly one of two simultaneous
 * registrations wins it), then the account is registered; if that fails the address is released.
 */
export async function registerAccount(deps: IdentityDeps, account: NewAccount, context: CommandContext) {
  const email = normalizeEmail(account.email);
  await reserveEmail(deps, email, account.uid, context);
  // Firebase mails its own verification link; the next token exchange reports the result.
  const verificationId = account.emailVerified || deps.firebase ? null : newLinkId();
  try {
    const result = await runUserCommand(
      deps,
      {
        ...account,
        type: 'RegisterUser',
        email,
        termsVersion: TERMS_VERSION,
        verificationId,
        grantAdmin: deps.adminEmails.has(email),
        now: nowIso(),
      },
      context,
    );
    if (verificationId) await mailVerificationLink(deps, { ...account, email }, verificationId);
    return result;
  } catch (error) {
    await releaseEmail(deps, email, account.uid, context);
    throw error;
  }
}
