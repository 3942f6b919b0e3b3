import type { FieldProblem } from './fieldProblem.ts';
import type { RequestStatus } from '../../events/request/requestEvents.ts';
import type { IncidentWindowProblem } from './request/incidentWindow.ts';

/** A pure decider (STYLE.md): state from events, events from a command and the state. */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
  /**
   * Many events folded at once, as `evolve` one by one would, but in time linear in the events
   * (the given state is left as it is): a stream that grows without bound, folded event by event,
   * copies its maps for every event (issue 20: a busy seller's ledger).
   */
  fold?: (state: State, events: readonly Event[]) => State;
  /**
   * The state holds no personal data, so the command side may keep it between commands and read
   * only the newer events (a snapshot in memory, handleCommand.ts): for streams that grow without
   * bound.
   */
  keepsState?: true;
  /**
   * How a kept state is written beside its stream and read back (EventStore.writeSnapshot), so a
   * new process folds a long stream from its latest snapshot, not from its first event. Only for
   * deciders that keep their state (no personal data). `schema` changes with the format: a
   * snapshot of another schema is not read.
   */
  snapshot?: SnapshotCodec<State>;
}

export interface SnapshotCodec<State> {
  kind: string;
  schema: number;
  encode: (state: State) => unknown;
  decode: (json: unknown) => State;
}

/**
 * The codes a decider or a use case refuses with. They say what went wrong, never how to answer:
 * the status and the Thai text are chosen from one table on the command side's route layer
 * (`command-api/routes/domainErrorAnswers.ts`), which the compiler checks is complete.
 */
export type DomainErrorCode =
  | 'CLIP_ALREADY_EXISTS'
  | 'CLIP_NOT_FOUND'
  | 'CLIP_NOT_PENDING'
  | 'CLIP_NOT_EDITABLE'
  | 'CLIP_NOT_REJECTED'
  | 'CLIP_FIELD_LOCKED'
  | 'CLIP_NO_CHANGES'
  | 'CLIP_NOT_APPROVED'
  | 'CLIP_NOT_DUE_TO_EXPIRE'
  | 'PREVIEW_MOMENT_OUT_OF_RANGE'
  | 'PREVIEW_OUTDATED'
  | 'TITLE_INVALID'
  | 'DESCRIPTION_TOO_LONG'
  | 'PRICE_OUT_OF_RANGE'
  | 'DUPLICATE_CLIP'
  | 'USER_ALREADY_EXISTS'
  | 'USER_NOT_FOUND'
  | 'ALREADY_ADMIN'
  | 'NOT_ADMIN'
  | 'EMAIL_ALREADY_IN_USE'
  | 'EMAIL_NOT_VERIFIED'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'VERIFICATION_LINK_INVALID'
  | 'RESET_LINK_INVALID'
  | 'INVALID_CREDENTIAL'
  | 'WRONG_PASSWORD'
  | 'ACCOUNT_SUSPENDED'
  | 'ACCOUNT_DEACTIVATED'
  | 'ACCOUNT_NOT_DEACTIVATED'
  | 'ALREADY_SUSPENDED'
  | 'NOT_SUSPENDED'
  | 'TOO_MANY_REQUESTS'
  | 'BANK_NOT_ALLOWED'
  | 'PHONE_ALREADY_VERIFIED'
  | 'OTP_NOT_SENT'
  | 'OTP_EXPIRED'
  | 'OTP_TOO_MANY_TRIES'
  | 'PASSWORD_NOT_SET'
  | 'PURCHASE_NOT_FOUND'
  | 'PURCHASE_ALREADY_EXISTS'
  | 'PURCHASE_OPEN'
  | 'ALREADY_PURCHASED'
  | 'CLIP_NOT_FOR_SALE'
  | 'OWN_CLIP'
  | 'PURCHASE_ALREADY_PAID'
  | 'PURCHASE_EXPIRED'
  | 'PURCHASE_NOT_OPEN'
  | 'PURCHASE_NOT_DUE'
  | 'PURCHASE_NOT_PAID'
  | 'PURCHASE_ALREADY_REFUNDED'
  | 'TAX_INVOICE_NOT_PAID'
  | 'PAYMENT_ALREADY_RECORDED'
  | 'PAYMENT_AMOUNT_MISMATCH'
  | 'DOWNLOAD_WINDOW_OVER'
  | 'SALE_ALREADY_CREDITED'
  | 'SALE_NOT_CREDITED'
  | 'SALE_ALREADY_REVERSED'
  | 'TRANSACTION_NOT_COMPLETED'
  | 'NOT_BANK_TRANSFER'
  | 'PAYOUT_BELOW_MINIMUM'
  | 'PAYOUT_ALREADY_DEBITED'
  | 'PAYOUT_NOT_DEBITED'
  | 'PAYOUT_ALREADY_RETURNED'
  | 'PAYOUT_NOT_FOUND'
  | 'PAYOUT_ALREADY_EXISTS'
  | 'PAYOUT_NOT_PENDING'
  | 'COMPLAINT_NOT_FOUND'
  | 'COMPLAINT_ALREADY_EXISTS'
  | 'COMPLAINT_NOT_OPEN'
  | 'COMPLAINT_CLOSED'
  | 'COMPLAINT_PRIORITY_UNCHANGED'
  | 'COMPLAINT_RESPONSE_REQUIRED'
  | 'TAKEDOWN_CLIP_REQUIRED'
  | 'NOTIFICATIONS_ALREADY_READ'
  | 'NOTIFICATION_NOT_FOUND'
  // Footage requests and alert areas (issue 22; domain/request/, domain/requesting/, domain/alerts/).
  | 'REQUEST_NOT_FOUND'
  | 'REQUEST_ALREADY_EXISTS'
  | 'REQUEST_NOT_OWNER'
  | 'REQUEST_NOT_OPEN'
  | 'REQUEST_NO_CHANGES'
  | 'REQUEST_WHEN_INVALID'
  | 'REQUEST_LIMIT'
  | 'REQUEST_RATE_LIMITED'
  | 'REQUEST_OWN_REPORT'
  | 'REQUEST_ALREADY_REPORTED'
  | 'REQUEST_REASON_REQUIRED'
  | 'REQUEST_ALREADY_MATCHED'
  | 'REQUEST_ALREADY_FULFILLED'
  | 'REQUEST_NOT_DUE'
  | 'ALERT_AREAS_TOO_MANY'
  | 'PUSH_ALREADY_SUBSCRIBED'
  | 'PUSH_SUBSCRIPTION_NOT_FOUND'
  // Identity checks outside the user decider (accounts/).
  | 'INVALID_ID_TOKEN'
  | 'USER_NOT_REGISTERED'
  | 'TOO_MANY_ATTEMPTS'
  | 'REQUIRES_RECENT_LOGIN'
  // Written, but the read model that authenticates requests is not there yet (accounts/userCommands.ts).
  | 'ACCESS_NOT_UPDATED_YET'
  // Refunds at the payment provider (purchases/adminTransactions.ts).
  | 'REFUND_AT_OTHER_PROVIDER'
  | 'REFUND_FAILED_AT_PROVIDER'
  // The upload form as it streams in (uploads/receiveUploadForm.ts).
  | 'UPLOAD_NOT_MULTIPART'
  | 'UPLOAD_FORM_MALFORMED'
  | 'UPLOAD_FILE_UNEXPECTED'
  | 'UPLOAD_TOO_MANY_PREVIEWS'
  | 'VIDEO_FILE_TOO_LARGE'
  | 'IMAGE_FILE_TOO_LARGE'
  | 'UPLOAD_IMAGES_TOO_LARGE'
  // The upload itself: its fields, its files, the member's quota (uploads/).
  | 'UPLOAD_FIELDS_INVALID'
  | 'UPLOAD_NOT_FOUND'
  | 'UNSUPPORTED_FORMAT'
  | 'VIDEO_UNREADABLE'
  | 'VIDEO_TOO_LONG'
  | 'UNSUPPORTED_IMAGE'
  | 'UPLOAD_QUOTA'
  // The footage request an upload is sent for no longer takes clips (issue 22).
  | 'UPLOAD_REQUEST_NOT_OPEN';

/**
 * What a refusal carries besides its code, for the codes that carry something: facts the caller may
 * act on (`retryAfterSeconds`, the open `purchaseId`) and what the answer is worded from (a limit,
 * the refused fields). Never personal data.
 */
export interface DomainErrorFacts {
  TOO_MANY_REQUESTS: { retryAfterSeconds: number };
  TOO_MANY_ATTEMPTS: { retryAfterSeconds: number };
  PURCHASE_OPEN: { purchaseId: string };
  ALREADY_PURCHASED: { purchaseId: string };
  /** The highest price allowed: PRICE_MAX_BAHT, or the answered footage request's (issue 22). */
  PRICE_OUT_OF_RANGE: { maxBaht: number; forRequest: boolean };
  UPLOAD_FILE_UNEXPECTED: { field: string };
  UPLOAD_IMAGES_TOO_LARGE: { limitBytes: number };
  /** Every refused field, the first in the spec's order of checks first. */
  UPLOAD_FIELDS_INVALID: { fields: FieldProblem[] };
  VIDEO_TOO_LONG: { durationSeconds: number };
  UPLOAD_QUOTA:
    | { reason: 'pending'; pendingMax: number }
    | { reason: 'bytes'; bytesMax: number; windowMs: number; retryAfterSeconds: number };
  /** How the request stands, for the refusal to say why (fulfilled, closed, expired, removed). */
  REQUEST_NOT_OPEN: { status: RequestStatus };
  /** How the request stands; the seller is not told which (a removed request is nobody's business). */
  UPLOAD_REQUEST_NOT_OPEN: { status: RequestStatus };
  /** Which part of the incident's day and window is wrong. */
  REQUEST_WHEN_INVALID: { problem: IncidentWindowProblem };
  REQUEST_LIMIT: { openMax: number };
  /** Opening (the guard counts) or reporting (each process counts) too often. */
  REQUEST_RATE_LIMITED: { action: 'open' | 'report'; retryAfterSeconds: number };
}

/**
 * The facts of a refusal with code `C`: none for a code that carries none; loosely typed where the
 * code is not known exactly (any DomainError, narrowed by `code` at run time).
 */
export type DomainErrorDetails<C extends DomainErrorCode> = [C] extends [keyof DomainErrorFacts]
  ? DomainErrorFacts[C]
  : [C] extends [Exclude<DomainErrorCode, keyof DomainErrorFacts>]
    ? undefined
    : Readonly<Record<string, unknown>> | undefined;

export class DomainError<C extends DomainErrorCode = DomainErrorCode> extends Error {
  override readonly name = 'DomainError';
  readonly details: DomainErrorDetails<C>;
  constructor(
    readonly code: C,
    ...facts: C extends keyof DomainErrorFacts ? [details: DomainErrorFacts[C]] : []
  ) {
    super(code);
    this.details = facts[0] as DomainErrorDetails<C>;
  }
}
