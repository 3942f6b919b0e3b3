import type { PaymentMethod } from '../../events/purchase/purchaseEvents.ts';
import type { PaymentProvider } from '../ports/paymentProvider.ts';
import type { PlatformBankAccount } from '../../infra/adapters/payments/platformBankAccount.ts';

/**
 * The methods a buyer is offered. Card (embedded checkout or direct) and PromptPay go through the
 * provider; bank transfer where the platform has an account to transfer to (an admin confirms
 * each); e-wallet only where the provider has one (DESIGN.md §7).
 */
export function offeredMethods(
  provider: Pick<PaymentProvider, 'supportsEWallet'>,
  bankAccount: PlatformBankAccount | null,
): PaymentMethod[] {
  return [
    'card',
    'card_direct',
    'promptpay',
    ...(bankAccount ? (['bank_transfer'] as const) : []),
    ...(provider.supportsEWallet ? (['e_wallet'] as const) : []),
  ];
}
