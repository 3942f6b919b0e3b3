import type { PaymentMethod } from '../../events/purchase/purchaseEvents.ts';
import type { PaymentProvider } from '../../infra/payments/paymentProvider.ts';

/**
 * The methods a buyer is offered. Card (embedded checkout or direct) and PromptPay go through the
 * provider; e-wallet only where the provider has one (DESIGN.md §7). Bank transfer needs the
 * admin's confirmation screen and is offered once that exists.
 */
export function offeredMethods(provider: Pick<PaymentProvider, 'supportsEWallet'>): PaymentMethod[] {
  return ['card', 'card_direct', 'promptpay', ...(provider.supportsEWallet ? (['e_wallet'] as const) : [])];
}
