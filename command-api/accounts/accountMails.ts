import { randomUUID } from 'node:crypto';
import { RESET_LINK_SECONDS, VERIFICATION_LINK_SECONDS } from '../constants.ts';
import { bankNames } from '../../events/user/bankNames.ts';
import { mailTexts } from './mailTexts.ts';
import type { IdentityDeps } from './identityDeps.ts';

const secondsFromNow = (seconds: number) => new Date(Date.now() + seconds * 1000);

export const newLinkId = () => randomUUID();

/** Mails the single-use verification link for `verificationId` (recorded by the decider). */
export async function mailVerificationLink(
  deps: IdentityDeps,
  to: { uid: string; email: string; firstName: string },
  verificationId: string,
): Promise<void> {
  const token = await deps.tokens.issueLink(
    'verify-email',
    to.uid,
    verificationId,
    secondsFromNow(VERIFICATION_LINK_SECONDS),
  );
  const link = `${deps.publicUrl}/email-verification?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    uid: to.uid,
    to: to.email,
    subject: mailTexts.verifySubject,
    text: mailTexts.verifyText(to.firstName, link),
    link,
  });
}

export async function mailResetLink(
  deps: IdentityDeps,
  to: { uid: string; email: string },
  resetId: string,
): Promise<void> {
  const token = await deps.tokens.issueLink(
    'reset-password',
    to.uid,
    resetId,
    secondsFromNow(RESET_LINK_SECONDS),
  );
  const link = `${deps.publicUrl}/forgot-password?token=${encodeURIComponent(token)}`;
  await deps.mailer.send({
    uid: to.uid,
    to: to.email,
    subject: mailTexts.resetSubject,
    text: mailTexts.resetText(link),
    link,
  });
}

/** Registration with an address that has an account: its owner hears of it, the caller learns nothing. */
export async function mailRegistrationAttempt(
  deps: IdentityDeps,
  to: { uid: string; email: string },
): Promise<void> {
  const resetLink = `${deps.publicUrl}/forgot-password`;
  await deps.mailer.send({
    uid: to.uid,
    to: to.email,
    subject: mailTexts.registrationAttemptSubject,
    text: mailTexts.registrationAttemptText(`${deps.publicUrl}/`, resetLink),
    link: resetLink,
  });
}

/** The payout bank account changed: the owner hears of it at once (only the last digits are mailed). */
export async function mailBankAccountChanged(
  deps: IdentityDeps,
  to: { uid: string; email: string },
  bank: { bankName: string; accountNumber: string },
): Promise<void> {
  await deps.mailer.send({
    uid: to.uid,
    to: to.email,
    subject: mailTexts.bankAccountChangedSubject,
    text: mailTexts.bankAccountChangedText(
      bankNames[bank.bankName as keyof typeof bankNames] ?? bank.bankName.toUpperCase(),
      bank.accountNumber.slice(-4),
    ),
  });
}
