import { createHmac } from 'node:crypto';
import { Router } from 'express';
import type { Logger } from 'pino';
import { devToolsOnly } from '../../http/devToolsAccess.ts';
import type { OpenApiRegistry } from '../../http/openApi.ts';
import type { PaymentProvider } from '../../../command-api/ports/paymentProvider.ts';
import type { PlatformBankAccount } from '../../adapters/payments/platformBankAccount.ts';
import {
  sandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../../adapters/payments/sandbox/sandboxPaymentProvider.ts';
import { sandboxPaymentRoutes } from '../routes/sandboxPaymentRoutes.ts';
import { stripePaymentProvider } from '../../adapters/payments/stripe/stripePaymentProvider.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';

/** The sandbox's dev control (sandboxRoutes.ts): marks a PromptPay QR paid without a bank. */
const PROMPTPAY_PAID_PATH = '/sandbox-payments/intents/:id/promptpay-paid';

/** The card-payment provider a process uses, with the sandbox's browser routes when it is the sandbox. */
export interface PaymentSetup {
  provider: PaymentProvider;
  /** The same provider when it is the sandbox (tests and dev tools pay through it), else null. */
  sandbox: SandboxPaymentProvider | null;
  /** The sandbox's own pages (embedded checkout, 3-D Secure, PromptPay), mounted under /api. */
  sandboxRoutes: ((registry: OpenApiRegistry) => Router) | null;
  /** Dev-only controls (mark a PromptPay QR paid) are offered: DEV_TOOLS on, sandbox only. */
  devControls: boolean;
  /** No real money moves: the sandbox, or Stripe with a test key (anything but sk_/rk_live_). */
  testMode: boolean;
  /** The platform's account for bank transfers (platformBankAccount); null: not offered. */
  bankAccount: PlatformBankAccount | null;
  stop(): void;
}

/**
 * Stripe when given its keys (PAYMENT_PROVIDER=stripe: the caller passes them only then), else the
 * sandbox. The sandbox signs its webhooks with a secret derived from the token secret and hands
 * them to `deliver` (an HTTP POST to this marketplace's webhook endpoint). Its dev control exists
 * only with DEV_TOOLS on, for requests made on this machine or by an admin (devToolsOnly).
 */
export function paymentSetup(options: {
  stripe?: { secretKey: string; webhookSecret: string; publishableKey: string } | null;
  db: SqlClient;
  tokenSecret: string;
  /** DEV_TOOLS resolved (config.devTools). */
  devTools: boolean;
  bankAccount: PlatformBankAccount | null;
  deliver: (rawBody: string, signatureHeader: string) => Promise<void>;
  logger: Logger;
}): PaymentSetup {
  if (options.stripe)
    return {
      provider: stripePaymentProvider(options.stripe),
      sandbox: null,
      sandboxRoutes: null,
      devControls: false,
      testMode: !/^(sk|rk)_live_/.test(options.stripe.secretKey),
      bankAccount: options.bankAccount,
      stop() {},
    };
  const sandbox: SandboxPaymentProvider = sandboxPaymentProvider({
    db: options.db,
    webhookSecret: createHmac('sha256', options.tokenSecret).update('sandbox-payment-webhooks').digest('hex'),
    deliver: options.deliver,
    logger: options.logger,
  });
  return {
    provider: sandbox,
    sandbox,
    sandboxRoutes: (registry) => {
      const router = Router();
      if (options.devTools) router.post(PROMPTPAY_PAID_PATH, devToolsOnly);
      router.use(sandboxPaymentRoutes(sandbox, { devControls: options.devTools, registry }));
      return router;
    },
    devControls: options.devTools,
    testMode: true,
    bankAccount: options.bankAccount,
    stop: () => sandbox.stop(),
  };
}
