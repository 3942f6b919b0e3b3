import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ConcurrencyError } from '../../events/eventStore.ts';
import { DomainError, type DomainErrorCode } from '../../command-api/domain/decider.ts';
import { ApiError } from './apiError.ts';
import { th } from './messages.ts';

const domainErrors: Record<DomainErrorCode, [status: number, message: string]> = {
  CLIP_ALREADY_EXISTS: [409, th.clip.alreadyExists],
  CLIP_NOT_FOUND: [404, th.clip.notFound],
  CLIP_NOT_PENDING: [409, th.clip.notPending],
  CLIP_NOT_EDITABLE: [409, th.clip.notEditable],
  CLIP_FIELD_LOCKED: [409, th.clip.fieldLocked],
  CLIP_NO_CHANGES: [400, th.clip.noChanges],
  CLIP_NOT_APPROVED: [409, th.clip.notApproved],
  CLIP_NOT_DUE_TO_EXPIRE: [409, th.clip.notDueToExpire],
  TITLE_INVALID: [400, th.clip.titleTooLong],
  DESCRIPTION_TOO_LONG: [400, th.clip.descriptionTooLongOnEdit],
  PRICE_OUT_OF_RANGE: [400, th.clip.priceRange],
  DUPLICATE_CLIP: [409, th.upload.duplicate],
  USER_ALREADY_EXISTS: [409, th.user.alreadyExists],
  USER_NOT_FOUND: [404, th.user.notFound],
  ALREADY_ADMIN: [409, th.user.alreadyAdmin],
  NOT_ADMIN: [409, th.user.notAdmin],
  EMAIL_ALREADY_IN_USE: [409, th.auth.emailAlreadyInUse],
  EMAIL_NOT_VERIFIED: [403, th.auth.emailNotVerified],
  EMAIL_ALREADY_VERIFIED: [409, th.auth.emailAlreadyVerified],
  VERIFICATION_LINK_INVALID: [400, th.auth.verificationLinkInvalid],
  RESET_LINK_INVALID: [400, th.auth.resetLinkInvalid],
  INVALID_CREDENTIAL: [401, th.auth.invalidCredential],
  WRONG_PASSWORD: [400, th.auth.wrongPassword],
  ACCOUNT_SUSPENDED: [403, th.auth.accountSuspended],
  ACCOUNT_DEACTIVATED: [409, th.auth.accountDeactivated],
  ACCOUNT_NOT_DEACTIVATED: [409, th.auth.accountNotDeactivated],
  ALREADY_SUSPENDED: [409, th.user.alreadySuspended],
  NOT_SUSPENDED: [409, th.user.notSuspended],
  TOO_MANY_REQUESTS: [429, th.auth.tooManyRequests],
  BANK_NOT_ALLOWED: [400, th.auth.bankNotAllowed],
  PHONE_ALREADY_VERIFIED: [409, th.auth.phoneAlreadyVerified],
  OTP_NOT_SENT: [400, th.auth.otpNotSent],
  OTP_EXPIRED: [400, th.auth.otpExpired],
  OTP_TOO_MANY_TRIES: [400, th.auth.otpTooManyTries],
  PASSWORD_NOT_SET: [409, th.auth.passwordNotSet],
  PURCHASE_NOT_FOUND: [404, th.purchase.notFound],
  PURCHASE_ALREADY_EXISTS: [409, th.purchase.alreadyExists],
  PURCHASE_OPEN: [409, th.purchase.open],
  ALREADY_PURCHASED: [409, th.purchase.alreadyPurchased],
  CLIP_NOT_FOR_SALE: [409, th.purchase.clipNotForSale],
  OWN_CLIP: [403, th.purchase.ownClip],
  PURCHASE_ALREADY_PAID: [409, th.purchase.alreadyPaid],
  PURCHASE_EXPIRED: [409, th.purchase.expired],
  PURCHASE_NOT_OPEN: [409, th.purchase.notOpen],
  PURCHASE_NOT_DUE: [409, th.purchase.notDue],
  PURCHASE_NOT_PAID: [403, th.purchase.notPaid],
  PURCHASE_ALREADY_REFUNDED: [409, th.purchase.alreadyRefunded],
  PAYMENT_ALREADY_RECORDED: [409, th.purchase.paymentAlreadyRecorded],
  PAYMENT_AMOUNT_MISMATCH: [409, th.purchase.amountMismatch],
  DOWNLOAD_WINDOW_OVER: [403, th.purchase.downloadWindowOver],
  SALE_ALREADY_CREDITED: [409, th.ledger.alreadyCredited],
  SALE_NOT_CREDITED: [409, th.ledger.notCredited],
  SALE_ALREADY_REVERSED: [409, th.ledger.alreadyReversed],
  TRANSACTION_NOT_COMPLETED: [409, th.transaction.refundOnlyCompleted],
  NOT_BANK_TRANSFER: [409, th.transaction.notBankTransfer],
  PAYOUT_BELOW_MINIMUM: [409, th.payout.belowMinimum],
  PAYOUT_ALREADY_DEBITED: [409, th.payout.alreadyDebited],
  PAYOUT_NOT_DEBITED: [409, th.payout.notDebited],
  PAYOUT_ALREADY_RETURNED: [409, th.payout.alreadyReturned],
  PAYOUT_NOT_FOUND: [404, th.payout.notFound],
  PAYOUT_ALREADY_EXISTS: [409, th.payout.alreadyExists],
  PAYOUT_NOT_PENDING: [409, th.payout.notPending],
  COMPLAINT_NOT_FOUND: [404, th.complaint.notFound],
  COMPLAINT_ALREADY_EXISTS: [409, th.complaint.alreadyExists],
  COMPLAINT_NOT_OPEN: [409, th.complaint.notOpen],
  COMPLAINT_CLOSED: [409, th.complaint.closed],
  COMPLAINT_PRIORITY_UNCHANGED: [409, th.complaint.priorityUnchanged],
  COMPLAINT_RESPONSE_REQUIRED: [400, th.complaint.responseRequired],
  NOTIFICATIONS_ALREADY_READ: [409, th.notification.alreadyRead],
};

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const [status, message] = domainErrors[error.code];
    return new ApiError(status, error.code, message, undefined, error.details);
  }
  if (error instanceof ConcurrencyError) return new ApiError(409, 'CONFLICT', th.conflict);
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new ApiError(400, 'VALIDATION', th.malformedJson);
  if (type === 'entity.too.large') return new ApiError(413, 'PAYLOAD_TOO_LARGE', th.bodyTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new ApiError(415, 'VALIDATION', th.notJson);
  if (isDataException(error)) return new ApiError(400, 'VALIDATION', th.input.outOfRange);
  const status = clientErrorStatus(error);
  if (status !== null) return clientError(status, error);
  return null;
}

/**
 * PostgreSQL's class 22, data exception (22021 a NUL byte, 22003 numeric out of range, 22P02 invalid
 * text representation, 22007/22008 dates, 22P05 a jsonb escape): a value a schema let through that
 * the column cannot hold. The caller's input, so a 400, never a 500.
 */
function isDataException(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code);
}

/** The 4xx a library attached to its error (`status` or `statusCode`), as Express's router and body-parser do. */
function clientErrorStatus(error: unknown): number | null {
  const { status, statusCode } = (error ?? {}) as { status?: unknown; statusCode?: unknown };
  const found = typeof status === 'number' ? status : statusCode;
  return typeof found === 'number' && Number.isInteger(found) && found >= 400 && found < 500 ? found : null;
}

function clientError(status: number, error: unknown): ApiError {
  // Express 5's router throws a URIError (status 400) for a path whose percent-encoding does not decode.
  if (error instanceof URIError) return new ApiError(400, 'VALIDATION', th.input.malformedUrl);
  if (status === 400) return new ApiError(400, 'VALIDATION', th.input.badRequest);
  if (status === 404) return new ApiError(404, 'NOT_FOUND', th.apiNotFound);
  if (status === 413) return new ApiError(413, 'PAYLOAD_TOO_LARGE', th.bodyTooLarge);
  return new ApiError(status, 'BAD_REQUEST', th.input.badRequest);
}

/** Every failure leaves as `{ success:false, error:{ code, message } }` in Thai; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toApiError(error);
    if (!known) logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    // Only the code: the statement's parameters are the caller's data (and may be personal).
    else if (isDataException(error))
      logger.warn(
        { pgCode: (error as { code: string }).code, method: req.method, path: req.path },
        'data exception',
      );
    const answer = known ?? new ApiError(500, 'INTERNAL', th.internal);
    const retryAfter = answer.details?.retryAfterSeconds;
    if (retryAfter !== undefined) res.setHeader('Retry-After', String(retryAfter));
    res.status(answer.status).json({
      success: false,
      error: {
        code: answer.code,
        message: answer.message,
        ...(answer.fields ? { fields: answer.fields } : {}),
        ...answer.details,
      },
    });
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: { code: 'NOT_FOUND', message: th.apiNotFound } });
};
