import { DOWNLOAD_WINDOW_DAYS, MS_PER_DAY, PURCHASE_PAY_WINDOW_MINUTES } from '../../../events/constants.ts';
import { BANK_TRANSFER_PAY_WINDOW_DAYS } from '../../constants.ts';
import type {
  ClipDownloaded,
  PaymentFailed,
  PaymentMethodChosen,
  PaymentStarted,
  PaymentSucceeded,
  PurchaseCreated,
  PurchaseEvent,
  PurchaseExpired,
  PurchaseRefunded,
  RefundRequested,
  TaxInvoiceRequested,
} from '../../../events/purchase/purchaseEvents.ts';
import { DomainError, type Decider } from '../decider.ts';
import type {
  ChoosePaymentMethod,
  CreatePurchase,
  ExpirePurchase,
  PurchaseCommand,
  RecordDownload,
  RecordPayment,
  RecordPaymentFailure,
  RefundPurchase,
  RequestRefund,
  RequestTaxInvoice,
  StartPayment,
} from './commands.ts';
import {
  buyersPurchase,
  evolvePurchase,
  initialPurchaseState,
  payablePurchase,
  type PurchaseState,
} from './state.ts';

const addMs = (iso: string, ms: number) => new Date(Date.parse(iso) + ms).toISOString();

/** How long a purchase may stay unpaid: a bank transfer takes days, a card or PromptPay minutes. */
export function payBy(method: CreatePurchase['paymentMethod'], now: string): string {
  return method === 'bank_transfer'
    ? addMs(now, BANK_TRANSFER_PAY_WINDOW_DAYS * MS_PER_DAY)
    : addMs(now, PURCHASE_PAY_WINDOW_MINUTES * 60_000);
}

/** Only an approved clip is for sale, never to its own seller, and always at its own price. */
export function createPurchase(command: CreatePurchase, state: PurchaseState): [PurchaseCreated] {
  if (state.status !== 'none') throw new DomainError('PURCHASE_ALREADY_EXISTS');
  const { clip } = command;
  if (clip.status !== 'approved') throw new DomainError('CLIP_NOT_FOR_SALE');
  if (clip.sellerId === command.buyerId) throw new DomainError('OWN_CLIP');
  return [
    {
      type: 'PurchaseCreated',
      data: {
        purchaseId: command.purchaseId,
        buyerId: command.buyerId,
        clipId: clip.clipId,
        sellerId: clip.sellerId,
        amountSatang: clip.priceSatang,
        paymentMethod: command.paymentMethod,
        createdAt: command.now,
        payBy: payBy(command.paymentMethod, command.now),
      },
    },
  ];
}

export function startPayment(command: StartPayment, state: PurchaseState): [PaymentStarted] {
  payablePurchase(state, command.buyerId, command.now);
  const { type: _type, buyerId: _buyer, now, ...data } = command;
  return [{ type: 'PaymentStarted', data: { ...data, startedAt: now } }];
}

/**
 * The buyer switches method on the payment page: a bank transfer gets its days to arrive; the
 * window never shrinks (a switch back to card keeps what was granted).
 */
export function choosePaymentMethod(
  command: ChoosePaymentMethod,
  state: PurchaseState,
): [PaymentMethodChosen] {
  const purchase = payablePurchase(state, command.buyerId, command.now);
  const wanted = payBy(command.paymentMethod, command.now);
  return [
    {
      type: 'PaymentMethodChosen',
      data: {
        purchaseId: command.purchaseId,
        paymentMethod: command.paymentMethod,
        payBy: Date.parse(wanted) > Date.parse(purchase.payBy) ? wanted : purchase.payBy,
        chosenAt: command.now,
      },
    },
  ];
}

/**
 * The money arrived. A payment is honoured even after the purchase expired or failed (the buyer
 * paid); the same payment reported twice (webhook and retrieve racing) is refused as already
 * recorded, which callers treat as done. An admin confirms only transfers of purchases made by bank
 * transfer.
 */
export function recordPayment(command: RecordPayment, state: PurchaseState): [PaymentSucceeded] {
  if (state.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  if (state.paymentId === command.paymentId) throw new DomainError('PAYMENT_ALREADY_RECORDED');
  if (state.status === 'paid' || state.status === 'refunded') throw new DomainError('PURCHASE_ALREADY_PAID');
  if (command.amountSatang !== state.amountSatang) throw new DomainError('PAYMENT_AMOUNT_MISMATCH');
  if (command.provider === 'bank_transfer' && state.paymentMethod !== 'bank_transfer')
    throw new DomainError('NOT_BANK_TRANSFER');
  return [
    {
      type: 'PaymentSucceeded',
      data: {
        purchaseId: command.purchaseId,
        clipId: state.clipId,
        sellerId: state.sellerId,
        provider: command.provider,
        paymentId: command.paymentId,
        amountSatang: command.amountSatang,
        paidAt: command.now,
        downloadUntil: addMs(command.now, DOWNLOAD_WINDOW_DAYS * MS_PER_DAY),
        ...(command.testMode ? { testMode: true } : {}),
      },
    },
  ];
}

/** A declined or abandoned attempt; the purchase stays payable with another attempt. */
export function recordPaymentFailure(command: RecordPaymentFailure, state: PurchaseState): [PaymentFailed] {
  if (state.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  if (state.status === 'paid' || state.status === 'refunded') throw new DomainError('PURCHASE_ALREADY_PAID');
  const { type: _type, now, ...data } = command;
  return [{ type: 'PaymentFailed', data: { ...data, failedAt: now } }];
}

export function expirePurchase(command: ExpirePurchase, state: PurchaseState): [PurchaseExpired] {
  if (state.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  if (state.status !== 'pending' && state.status !== 'failed') throw new DomainError('PURCHASE_NOT_OPEN');
  if (Date.parse(command.now) <= Date.parse(state.payBy)) throw new DomainError('PURCHASE_NOT_DUE');
  return [{ type: 'PurchaseExpired', data: { purchaseId: command.purchaseId, expiredAt: command.now } }];
}

/**
 * Only a completed (paid, unrefunded) purchase; asking again (a retry after the provider failed)
 * is allowed.
 */
export function requestRefund(command: RequestRefund, state: PurchaseState): [RefundRequested] {
  if (state.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  if (state.status === 'refunded') throw new DomainError('PURCHASE_ALREADY_REFUNDED');
  if (state.status !== 'paid') throw new DomainError('TRANSACTION_NOT_COMPLETED');
  return [
    {
      type: 'RefundRequested',
      data: {
        purchaseId: command.purchaseId,
        reason: command.reason,
        requestedBy: command.by,
        requestedAt: command.now,
      },
    },
  ];
}

/** The refund happened; an admin's request gives its reason even when the provider's webhook records it. */
export function refundPurchase(command: RefundPurchase, state: PurchaseState): [PurchaseRefunded] {
  if (state.status === 'none') throw new DomainError('PURCHASE_NOT_FOUND');
  if (state.status === 'refunded') throw new DomainError('PURCHASE_ALREADY_REFUNDED');
  if (state.status !== 'paid') throw new DomainError('PURCHASE_NOT_PAID');
  return [
    {
      type: 'PurchaseRefunded',
      data: {
        purchaseId: command.purchaseId,
        clipId: state.clipId,
        sellerId: state.sellerId,
        amountSatang: state.amountSatang,
        refundId: command.refundId,
        reason: state.refundReason ?? command.reason,
        refundedAt: command.now,
      },
    },
  ];
}

/** Only the buyer, only while paid and unrefunded, only within the download window. */
export function mayDownload(state: PurchaseState, buyerId: string, now: string) {
  const purchase = buyersPurchase(state, buyerId);
  if (purchase.status !== 'paid' || purchase.downloadUntil === null)
    throw new DomainError('PURCHASE_NOT_PAID');
  if (Date.parse(now) > Date.parse(purchase.downloadUntil)) throw new DomainError('DOWNLOAD_WINDOW_OVER');
  return purchase;
}

export function recordDownload(command: RecordDownload, state: PurchaseState): [ClipDownloaded] {
  const purchase = mayDownload(state, command.buyerId, command.now);
  return [
    {
      type: 'ClipDownloaded',
      data: {
        purchaseId: command.purchaseId,
        uid: command.buyerId,
        clipId: purchase.clipId,
        ip: command.ip,
        downloadedAt: command.now,
      },
    },
  ];
}

/**
 * Only the buyer, only for a paid purchase that was not refunded. Asking again is allowed: it
 * corrects the details and re-issues the invoice (the latest request is the one printed).
 */
export function requestTaxInvoice(command: RequestTaxInvoice, state: PurchaseState): [TaxInvoiceRequested] {
  const purchase = buyersPurchase(state, command.buyerId);
  if (purchase.status === 'refunded') throw new DomainError('PURCHASE_ALREADY_REFUNDED');
  if (purchase.status !== 'paid') throw new DomainError('TAX_INVOICE_NOT_PAID');
  return [
    {
      type: 'TaxInvoiceRequested',
      data: {
        purchaseId: command.purchaseId,
        uid: command.buyerId,
        name: command.name,
        taxId: command.taxId,
        branch: command.branch,
        address: command.address,
        requestedAt: command.now,
      },
    },
  ];
}

export const purchaseDecider: Decider<PurchaseState, PurchaseCommand, PurchaseEvent> = {
  initialState: initialPurchaseState,
  evolve: evolvePurchase,
  decide(command, state) {
    switch (command.type) {
      case 'CreatePurchase':
        return createPurchase(command, state);
      case 'StartPayment':
        return startPayment(command, state);
      case 'ChoosePaymentMethod':
        return choosePaymentMethod(command, state);
      case 'RecordPayment':
        return recordPayment(command, state);
      case 'RecordPaymentFailure':
        return recordPaymentFailure(command, state);
      case 'ExpirePurchase':
        return expirePurchase(command, state);
      case 'RequestRefund':
        return requestRefund(command, state);
      case 'RefundPurchase':
        return refundPurchase(command, state);
      case 'RecordDownload':
        return recordDownload(command, state);
      case 'RequestTaxInvoice':
        return requestTaxInvoice(command, state);
      default: {
        const unknown: never = command;
        return unknown;
      }
    }
  },
};
