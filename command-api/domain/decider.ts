/** A pure decider (STYLE.md): state from events, events from a command and the state. */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** The business codes a decider refuses with; the HTTP edge turns them into status codes and Thai text. */
export type DomainErrorCode =
  | 'CLIP_ALREADY_EXISTS'
  | 'CLIP_NOT_FOUND'
  | 'CLIP_NOT_PENDING'
  | 'CLIP_NOT_EDITABLE'
  | 'CLIP_FIELD_LOCKED'
  | 'CLIP_NO_CHANGES'
  | 'CLIP_NOT_APPROVED'
  | 'CLIP_NOT_DUE_TO_EXPIRE'
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
  | 'NOTIFICATIONS_ALREADY_READ';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly code: DomainErrorCode,
    /** Facts the caller may act on, e.g. `retryAfterSeconds`; never personal data. */
    readonly details?: Record<string, number | string>,
  ) {
    super(code);
  }
}
