import type { z } from 'zod';
import type { RecordedEvent } from './envelope.ts';
import {
  clipApprovedSchema,
  clipDeletedSchema,
  clipEditedSchema,
  clipExpiredSchema,
  clipPreviewFailedSchema,
  clipPreviewMadeSchema,
  clipRejectedSchema,
  clipResubmittedSchema,
  clipUploadedSchema,
  clipPersonalDataOwners,
  clipPersonalFields,
  clipViewedSchema,
  upcastClipUploadedV1,
  type ClipEvent,
  type ClipViewed,
} from './clip/clipEvents.ts';
import * as complaint from './complaint/complaintEvents.ts';
import {
  fingerprintRecordedSchema,
  fingerprintReleasedSchema,
  type FingerprintEvent,
} from './fingerprint/fingerprintEvents.ts';
import * as ledger from './ledger/ledgerEvents.ts';
import * as notification from './notification/notificationEvents.ts';
import * as payout from './payout/payoutEvents.ts';
import * as purchase from './purchase/purchaseEvents.ts';
import * as alert from './request/alertAreaEvents.ts';
import * as request from './request/requestEvents.ts';
import * as user from './user/userEvents.ts';

/** Every domain event, typed by its name. */
export type DomainEvent =
  | ClipEvent
  | ClipViewed
  | FingerprintEvent
  | user.UserEvent
  | user.EmailEvent
  | purchase.PurchaseEvent
  | purchase.PurchaseOpened
  | ledger.LedgerEvent
  | payout.PayoutEvent
  | complaint.ComplaintEvent
  | notification.NotificationEvent
  | request.RequestEvent
  | alert.AlertEvent;
export type DomainEventType = DomainEvent['type'];

interface CatalogueEntry {
  /** The schema of the current version. */
  schema: z.ZodType;
  version: number;
  /** upcasters[n] turns data of version n into version n + 1. */
  upcasters: Record<number, (data: unknown) => unknown>;
}

export const catalogue: Record<DomainEventType, CatalogueEntry> = {
  ClipUploaded: { schema: clipUploadedSchema, version: 2, upcasters: { 1: upcastClipUploadedV1 } },
  ClipApproved: { schema: clipApprovedSchema, version: 1, upcasters: {} },
  ClipRejected: { schema: clipRejectedSchema, version: 1, upcasters: {} },
  ClipResubmitted: { schema: clipResubmittedSchema, version: 1, upcasters: {} },
  ClipEdited: { schema: clipEditedSchema, version: 1, upcasters: {} },
  ClipDeleted: { schema: clipDeletedSchema, version: 1, upcasters: {} },
  ClipExpired: { schema: clipExpiredSchema, version: 1, upcasters: {} },
  ClipPreviewMade: { schema: clipPreviewMadeSchema, version: 1, upcasters: {} },
  ClipPreviewFailed: { schema: clipPreviewFailedSchema, version: 1, upcasters: {} },
  ClipViewed: { schema: clipViewedSchema, version: 1, upcasters: {} },
  FingerprintRecorded: { schema: fingerprintRecordedSchema, version: 1, upcasters: {} },
  FingerprintReleased: { schema: fingerprintReleasedSchema, version: 1, upcasters: {} },
  UserRegistered: { schema: user.userRegisteredSchema, version: 1, upcasters: {} },
  VerificationEmailSent: { schema: user.verificationEmailSentSchema, version: 1, upcasters: {} },
  EmailVerified: { schema: user.emailVerifiedSchema, version: 1, upcasters: {} },
  UserLoggedIn: { schema: user.userLoggedInSchema, version: 1, upcasters: {} },
  UserLoggedOut: { schema: user.userLoggedOutSchema, version: 1, upcasters: {} },
  PasswordResetRequested: { schema: user.passwordResetRequestedSchema, version: 1, upcasters: {} },
  PasswordChanged: { schema: user.passwordChangedSchema, version: 1, upcasters: {} },
  PasswordRehashed: { schema: user.passwordRehashedSchema, version: 1, upcasters: {} },
  ProfileUpdated: { schema: user.profileUpdatedSchema, version: 1, upcasters: {} },
  BankAccountSet: { schema: user.bankAccountSetSchema, version: 1, upcasters: {} },
  PhoneCodeSent: { schema: user.phoneCodeSentSchema, version: 1, upcasters: {} },
  PhoneCodeRejected: { schema: user.phoneCodeRejectedSchema, version: 1, upcasters: {} },
  PhoneVerified: { schema: user.phoneVerifiedSchema, version: 1, upcasters: {} },
  UserSuspended: { schema: user.userSuspendedSchema, version: 1, upcasters: {} },
  UserActivated: { schema: user.userActivatedSchema, version: 1, upcasters: {} },
  AccountDeactivated: { schema: user.accountDeactivatedSchema, version: 1, upcasters: {} },
  AccountReactivated: { schema: user.accountReactivatedSchema, version: 1, upcasters: {} },
  AdminGranted: { schema: user.adminGrantedSchema, version: 1, upcasters: {} },
  AdminRevoked: { schema: user.adminRevokedSchema, version: 1, upcasters: {} },
  UserErased: { schema: user.userErasedSchema, version: 1, upcasters: {} },
  EmailReserved: { schema: user.emailReservedSchema, version: 1, upcasters: {} },
  EmailReleased: { schema: user.emailReleasedSchema, version: 1, upcasters: {} },
  PurchaseOpened: { schema: purchase.purchaseOpenedSchema, version: 1, upcasters: {} },
  PurchaseCreated: { schema: purchase.purchaseCreatedSchema, version: 1, upcasters: {} },
  PaymentStarted: { schema: purchase.paymentStartedSchema, version: 1, upcasters: {} },
  PaymentMethodChosen: { schema: purchase.paymentMethodChosenSchema, version: 1, upcasters: {} },
  PaymentSucceeded: { schema: purchase.paymentSucceededSchema, version: 1, upcasters: {} },
  PaymentFailed: { schema: purchase.paymentFailedSchema, version: 1, upcasters: {} },
  PurchaseExpired: { schema: purchase.purchaseExpiredSchema, version: 1, upcasters: {} },
  RefundRequested: { schema: purchase.refundRequestedSchema, version: 1, upcasters: {} },
  PurchaseRefunded: { schema: purchase.purchaseRefundedSchema, version: 1, upcasters: {} },
  ClipDownloaded: { schema: purchase.clipDownloadedSchema, version: 1, upcasters: {} },
  TaxInvoiceRequested: { schema: purchase.taxInvoiceRequestedSchema, version: 1, upcasters: {} },
  SaleCredited: { schema: ledger.saleCreditedSchema, version: 1, upcasters: {} },
  SaleReversed: { schema: ledger.saleReversedSchema, version: 1, upcasters: {} },
  PayoutDebited: { schema: ledger.payoutDebitedSchema, version: 1, upcasters: {} },
  PayoutReturned: { schema: ledger.payoutReturnedSchema, version: 1, upcasters: {} },
  PayoutCreated: { schema: payout.payoutCreatedSchema, version: 1, upcasters: {} },
  PayoutMarkedPaid: { schema: payout.payoutMarkedPaidSchema, version: 1, upcasters: {} },
  PayoutFailed: { schema: payout.payoutFailedSchema, version: 1, upcasters: {} },
  ComplaintFiled: { schema: complaint.complaintFiledSchema, version: 1, upcasters: {} },
  ComplaintInProgress: { schema: complaint.complaintInProgressSchema, version: 1, upcasters: {} },
  ComplaintPriorityChanged: { schema: complaint.complaintPriorityChangedSchema, version: 1, upcasters: {} },
  ComplaintResolved: { schema: complaint.complaintResolvedSchema, version: 1, upcasters: {} },
  ComplaintRejected: { schema: complaint.complaintRejectedSchema, version: 1, upcasters: {} },
  NotificationsRead: { schema: notification.notificationsReadSchema, version: 1, upcasters: {} },
  RequestOpened: { schema: request.requestOpenedSchema, version: 1, upcasters: {} },
  RequestEdited: { schema: request.requestEditedSchema, version: 1, upcasters: {} },
  RequestRenewed: { schema: request.requestRenewedSchema, version: 1, upcasters: {} },
  RequestMatched: { schema: request.requestMatchedSchema, version: 1, upcasters: {} },
  RequestFulfilled: { schema: request.requestFulfilledSchema, version: 1, upcasters: {} },
  RequestClosed: { schema: request.requestClosedSchema, version: 1, upcasters: {} },
  RequestExpired: { schema: request.requestExpiredSchema, version: 1, upcasters: {} },
  RequestReported: { schema: request.requestReportedSchema, version: 1, upcasters: {} },
  RequestRemoved: { schema: request.requestRemovedSchema, version: 1, upcasters: {} },
  RequestSlotTaken: { schema: request.requestSlotTakenSchema, version: 1, upcasters: {} },
  AlertAreasSet: { schema: alert.alertAreasSetSchema, version: 1, upcasters: {} },
  AlertChannelsSet: { schema: alert.alertChannelsSetSchema, version: 1, upcasters: {} },
  PushSubscribed: { schema: alert.pushSubscribedSchema, version: 1, upcasters: {} },
  PushUnsubscribed: { schema: alert.pushUnsubscribedSchema, version: 1, upcasters: {} },
};

const personalFields: Record<string, readonly string[]> = {
  ...user.userPersonalFields,
  ...purchase.purchasePersonalFields,
  ...payout.payoutPersonalFields,
  ...complaint.complaintPersonalFields,
  ...clipPersonalFields,
  ...request.requestPersonalFields,
  ...alert.alertPersonalFields,
};

/** Event types whose personal data belongs to someone other than their `uid` field. */
const personalDataOwners: Record<string, string> = {
  ...clipPersonalDataOwners,
  ...complaint.complaintPersonalDataOwners,
  ...request.requestPersonalDataOwners,
};

/**
 * Personal data inside events (DESIGN.md §3): which fields (top-level names or dotted paths such as
 * `location.lat`), and whose they are (personalDataOwnerOf). The event store encrypts them with
 * that person's key.
 */
export function personalFieldsOf(type: string): readonly string[] {
  return personalFields[type] ?? [];
}

/** The field of an event's data that names the owner of its personal fields: `uid` unless stated. */
export function personalDataOwnerOf(type: string): string {
  return personalDataOwners[type] ?? 'uid';
}

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(catalogue, type);
}

/** Brings an event written by an older version up to the current schema; stored events never change. */
export function upcast(event: RecordedEvent): RecordedEvent {
  return isDomainEventType(event.type) ? upcastWith(catalogue[event.type], event) : event;
}

export function upcastWith(
  entry: Pick<CatalogueEntry, 'version' | 'upcasters'>,
  event: RecordedEvent,
): RecordedEvent {
  let { data } = event;
  for (let version = event.schemaVersion; version < entry.version; version++) {
    const step = entry.upcasters[version];
    if (!step) throw new Error(`no upcaster for ${event.type} v${version}`);
    data = step(data);
  }
  return { ...event, schemaVersion: entry.version, data };
}

/** Validates a freshly decided event against its schema before it is appended. */
export function assertValidEvent(event: DomainEvent): void {
  catalogue[event.type].schema.parse(event.data);
}

/** A recorded event narrowed to a domain event, after upcasting. */
export function asDomainEvent(event: RecordedEvent): DomainEvent | null {
  const upcasted = upcast(event);
  return isDomainEventType(upcasted.type)
    ? ({ type: upcasted.type, data: upcasted.data } as DomainEvent)
    : null;
}
