import type { Logger } from 'pino';
import type { EventStore } from '../../events/eventStore.ts';
import type { MediaStore } from '../../infra/adapters/files/mediaStore.ts';
import type { IdentityTokens } from '../../infra/adapters/identity/identityTokens.ts';
import type { PaymentProvider } from '../ports/paymentProvider.ts';
import type { ReadModelLookups } from '../ports/readModelLookups.ts';
import type { PlatformBankAccount } from '../../infra/adapters/payments/platformBankAccount.ts';
import type { Satang } from '../../events/money.ts';

/** What buying and paying need; built once by the composition root. */
export interface PaymentDeps {
  store: EventStore;
  provider: PaymentProvider;
  /** The site origin the provider sends buyers back to. */
  publicUrl: string;
  /** Signs the short-lived download links. */
  tokens: IdentityTokens;
  /** Where the originals are. */
  media: MediaStore;
  /** The platform's account for bank transfers; null: bank transfer is not offered. */
  bankAccount: PlatformBankAccount | null;
  /**
   * The buyer's e-mail for the provider (receipt, and Stripe needs one to show a PromptPay QR);
   * null when unknown. Read from the users read model, which sessions are checked against too.
   */
  buyerEmail: (uid: string) => Promise<string | null>;
  /** Whether a member's session still opens the door: a download link ends with its session. */
  sessionOpen: (uid: string, sessionId: string) => Promise<boolean>;
  /** The smallest balance paid out to a seller (PAYOUT_MINIMUM_BAHT). */
  payoutMinimumSatang: Satang;
  /** Whether the sandbox's dev-only controls exist (DEV_TOOLS); shown only to whom they answer. */
  devControls: boolean;
  /** Which of the buyer's footage requests a paid clip answers (fulfilled with the payment). */
  readModels: Pick<ReadModelLookups, 'requestsAnsweredBy'>;
  logger: Pick<Logger, 'warn' | 'error' | 'info'>;
}
