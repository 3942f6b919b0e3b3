import { createHmac } from 'node:crypto';
import type { Router } from 'express';
import type { Logger } from 'pino';
import type { OpenApiRegistry } from '../http/openApi.ts';
import type { PaymentProvider } from '../payments/paymentProvider.ts';
import type { PlatformBankAccount } from '../payments/platformBankAccount.ts';
import {
  sandboxPaymentProvider,
  type SandboxPaymentProvider,
} from '../payments/sandbox/sandboxPaymentProvider.ts';
import { sandboxPaymentRoutes } from '../payments/sandbox/sandboxRoutes.ts';
import { stripePaymentProvider } from '../payments/stripe/stripePaymentProvider.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';

/** The card-payment provider a process uses, with the sandbox's browser routes when it is the sandbox. */
export interface PaymentSetup {
  provider: PaymentProvider;
  /** The same provider when it is the sandbox (tests and dev tools pay through it), else null. */
  sandbox: SandboxPaymentProvider | null;
  /** The sandbox's own pages (embedded checkout, 3-D Secure, PromptPay), mounted under /api. */
  sandboxRoutes: ((registry: OpenApiRegistry) => Router) | null;
  /** Dev-only controls (mark a PromptPay QR paid) are offered: embedded mode, sandbox only. */
  devControls: boolean;
  /** The platform's account for bank transfers (platformBankAccount); null: not offered. */
  bankAccount: PlatformBankAccount | null;
  stop(): void;
}

/**
 * Stripe when STRIPE_SECRET_KEY is set (with its webhook secret and publishable key), else the
 * sandbox. The sandbox signs its webhooks with a secret derived from the token secret and hands
 * them to `deliver` (an HTTP POST to this marketplace's webhook endpoint).
 */
export function paymentSetup(options: {
  stripe?: { secretKey: string; webhookSecret: string; publishableKey: string } | null;
  db: SqlClient;
  tokenSecret: string;
  embedded: boolean;
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
    sandboxRoutes: (registry) => sandboxPaymentRoutes(sandbox, { devControls: options.embedded, registry }),
    devControls: options.embedded,
    bankAccount: options.bankAccount,
    stop: () => sandbox.stop(),
  };
}
