import { ApiError } from '../../infra/http/apiError.ts';
import { th } from '../../infra/http/messages.ts';
import { DomainError, type DomainErrorCode, type DomainErrorFacts } from '../domain/decider.ts';
import { fieldProblemMessage } from './fieldProblemMessages.ts';
import { authTexts } from './messages/authTexts.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { complaintTexts } from './messages/complaintTexts.ts';
import { guestRequestTexts } from './messages/guestRequestTexts.ts';
import { ledgerTexts } from './messages/ledgerTexts.ts';
import { notificationTexts } from './messages/notificationTexts.ts';
import { payoutTexts } from './messages/payoutTexts.ts';
import { previewTexts } from './messages/previewTexts.ts';
import { purchaseTexts } from './messages/purchaseTexts.ts';
import { pushTexts } from './messages/pushTexts.ts';
import { requestTexts } from './messages/requestTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';
import { userTexts } from './messages/userTexts.ts';

const MB = 1024 * 1024;
const GB = 1024 * 1024 * 1024;
const HOUR_MS = 60 * 60 * 1000;

/** Status, Thai message, and the API's code where it is not the domain code. */
type Wording = readonly [status: number, message: string, apiCode?: string];

/**
 * How a refusal is answered: a code without facts by its wording; a code with facts by a function
 * that words them and picks what the caller sees of them (nothing leaks by default).
 */
type Answer<C extends DomainErrorCode> = C extends keyof DomainErrorFacts
  ? (error: DomainError<C>) => ApiError
  : Wording;

/** An answer whose facts the caller gets as they are: the wait (`retryAfterSeconds`), the open purchase. */
const withFacts =
  (status: number, message: string) =>
  (error: DomainError<'TOO_MANY_REQUESTS' | 'TOO_MANY_ATTEMPTS' | 'PURCHASE_OPEN' | 'ALREADY_PURCHASED'>) =>
    new ApiError(status, error.code, message, undefined, error.details);

/**
 * Every domain code's answer, one entry per code (the type makes a missing one a compile error).
 * Handed to the HTTP edge when the app is composed: the edge itself knows no domain code.
 */
const answers: { [C in DomainErrorCode]: Answer<C> } = {
  CLIP_ALREADY_EXISTS: [409, clipTexts.alreadyExists],
  CLIP_NOT_FOUND: [404, clipTexts.notFound],
  CLIP_NOT_PENDING: [409, clipTexts.notPending],
  CLIP_NOT_EDITABLE: [409, clipTexts.notEditable],
  CLIP_NOT_REJECTED: [409, clipTexts.notRejected],
  CLIP_FIELD_LOCKED: [409, clipTexts.fieldLocked],
  CLIP_NO_CHANGES: [400, clipTexts.noChanges],
  CLIP_NOT_APPROVED: [409, clipTexts.notApproved],
  CLIP_NOT_DUE_TO_EXPIRE: [409, clipTexts.notDueToExpire],
  PREVIEW_MOMENT_OUT_OF_RANGE: [400, previewTexts.momentOutOfRange],
  PREVIEW_OUTDATED: [409, previewTexts.outdated],
  TITLE_INVALID: [400, clipTexts.titleTooLong],
  DESCRIPTION_TOO_LONG: [400, clipTexts.descriptionTooLongOnEdit],
  // Answered like the edge's own price check (the edge lets prices up to REQUEST_PRICE_MAX_BAHT
  // through: only the clip knows whether it answers a request).
  PRICE_OUT_OF_RANGE: ({ details }) => {
    const message = details.forRequest
      ? clipTexts.priceRangeForRequest(details.maxBaht)
      : clipTexts.priceRange;
    return new ApiError(400, 'VALIDATION', message, [{ field: 'price', message }], {
      field: 'price',
      maxPrice: details.maxBaht,
    });
  },
  DUPLICATE_CLIP: [409, uploadTexts.duplicate],
  USER_ALREADY_EXISTS: [409, userTexts.alreadyExists],
  USER_NOT_FOUND: [404, userTexts.notFound],
  ALREADY_ADMIN: [409, userTexts.alreadyAdmin],
  NOT_ADMIN: [409, userTexts.notAdmin],
  EMAIL_ALREADY_IN_USE: [409, authTexts.emailAlreadyInUse],
  EMAIL_NOT_VERIFIED: [403, th.emailNotVerified],
  EMAIL_ALREADY_VERIFIED: [409, authTexts.emailAlreadyVerified],
  VERIFICATION_LINK_INVALID: [400, authTexts.verificationLinkInvalid],
  RESET_LINK_INVALID: [400, authTexts.resetLinkInvalid],
  INVALID_CREDENTIAL: [401, authTexts.invalidCredential],
  WRONG_PASSWORD: [400, authTexts.wrongPassword],
  ACCOUNT_SUSPENDED: [403, authTexts.accountSuspended],
  ACCOUNT_DEACTIVATED: [409, th.accountDeactivated],
  ACCOUNT_NOT_DEACTIVATED: [409, authTexts.accountNotDeactivated],
  ALREADY_SUSPENDED: [409, userTexts.alreadySuspended],
  NOT_SUSPENDED: [409, userTexts.notSuspended],
  TOO_MANY_REQUESTS: withFacts(429, authTexts.tooManyRequests),
  BANK_NOT_ALLOWED: [400, authTexts.bankNotAllowed],
  PHONE_ALREADY_VERIFIED: [409, authTexts.phoneAlreadyVerified],
  OTP_NOT_SENT: [400, authTexts.otpNotSent],
  OTP_EXPIRED: [400, authTexts.otpExpired],
  OTP_TOO_MANY_TRIES: [400, authTexts.otpTooManyTries],
  PASSWORD_NOT_SET: [409, authTexts.passwordNotSet],
  PURCHASE_NOT_FOUND: [404, purchaseTexts.notFound],
  PURCHASE_ALREADY_EXISTS: [409, purchaseTexts.alreadyExists],
  PURCHASE_OPEN: withFacts(409, purchaseTexts.open),
  ALREADY_PURCHASED: withFacts(409, purchaseTexts.alreadyPurchased),
  CLIP_NOT_FOR_SALE: [409, purchaseTexts.clipNotForSale],
  OWN_CLIP: [403, purchaseTexts.ownClip],
  PURCHASE_ALREADY_PAID: [409, purchaseTexts.alreadyPaid],
  PURCHASE_EXPIRED: [409, purchaseTexts.expired],
  PURCHASE_NOT_OPEN: [409, purchaseTexts.notOpen],
  PURCHASE_NOT_DUE: [409, purchaseTexts.notDue],
  PURCHASE_NOT_PAID: [403, purchaseTexts.notPaid],
  PURCHASE_ALREADY_REFUNDED: [409, purchaseTexts.alreadyRefunded],
  TAX_INVOICE_NOT_PAID: [409, purchaseTexts.taxInvoiceNotPaid],
  PAYMENT_ALREADY_RECORDED: [409, purchaseTexts.paymentAlreadyRecorded],
  PAYMENT_AMOUNT_MISMATCH: [409, purchaseTexts.amountMismatch],
  DOWNLOAD_WINDOW_OVER: [403, purchaseTexts.downloadWindowOver],
  SALE_ALREADY_CREDITED: [409, ledgerTexts.alreadyCredited],
  SALE_NOT_CREDITED: [409, ledgerTexts.notCredited],
  SALE_ALREADY_REVERSED: [409, ledgerTexts.alreadyReversed],
  TRANSACTION_NOT_COMPLETED: [409, transactionTexts.refundOnlyCompleted],
  NOT_BANK_TRANSFER: [409, transactionTexts.notBankTransfer],
  PAYOUT_BELOW_MINIMUM: [409, payoutTexts.belowMinimum],
  PAYOUT_ALREADY_DEBITED: [409, payoutTexts.alreadyDebited],
  PAYOUT_NOT_DEBITED: [409, payoutTexts.notDebited],
  PAYOUT_ALREADY_RETURNED: [409, payoutTexts.alreadyReturned],
  PAYOUT_NOT_FOUND: [404, payoutTexts.notFound],
  PAYOUT_ALREADY_EXISTS: [409, payoutTexts.alreadyExists],
  PAYOUT_NOT_PENDING: [409, payoutTexts.notPending],
  COMPLAINT_NOT_FOUND: [404, complaintTexts.notFound],
  COMPLAINT_ALREADY_EXISTS: [409, complaintTexts.alreadyExists],
  COMPLAINT_NOT_OPEN: [409, complaintTexts.notOpen],
  COMPLAINT_CLOSED: [409, complaintTexts.closed],
  COMPLAINT_PRIORITY_UNCHANGED: [409, complaintTexts.priorityUnchanged],
  COMPLAINT_RESPONSE_REQUIRED: [400, complaintTexts.responseRequired],
  TAKEDOWN_CLIP_REQUIRED: [400, guestRequestTexts.clipReferenceInvalid, 'VALIDATION'],
  NOTIFICATIONS_ALREADY_READ: [409, notificationTexts.alreadyRead],
  NOTIFICATION_NOT_FOUND: [404, notificationTexts.notFound, 'NOT_FOUND'],
  REQUEST_NOT_FOUND: [404, requestTexts.notFound],
  REQUEST_ALREADY_EXISTS: [409, requestTexts.alreadyExists],
  REQUEST_NOT_OWNER: [403, requestTexts.notOwner, 'FORBIDDEN'],
  REQUEST_NOT_OPEN: ({ code, details }) =>
    new ApiError(409, code, requestTexts.notOpen[details.status], undefined, { status: details.status }),
  REQUEST_NO_CHANGES: [400, requestTexts.noChanges],
  REQUEST_WHEN_INVALID: ({ details }) => {
    const [field, message] = (
      {
        DATE_IN_FUTURE: ['incidentDate', requestTexts.incidentDateInFuture],
        DATE_TOO_OLD: ['incidentDate', requestTexts.incidentDateTooOld],
        WINDOW_REVERSED: ['timeTo', requestTexts.windowReversed],
      } as const
    )[details.problem];
    return new ApiError(400, 'VALIDATION', message, [{ field, message }], { field });
  },
  REQUEST_LIMIT: ({ code, details }) =>
    new ApiError(409, code, requestTexts.limit, undefined, { openMax: details.openMax }),
  REQUEST_RATE_LIMITED: ({ details }) =>
    new ApiError(
      429,
      'TOO_MANY_REQUESTS',
      details.action === 'open' ? requestTexts.opensTooFrequent : requestTexts.reportsTooFrequent,
      undefined,
      { retryAfterSeconds: details.retryAfterSeconds },
    ),
  REQUEST_OWN_REPORT: [403, requestTexts.ownReport],
  REQUEST_ALREADY_REPORTED: [409, requestTexts.alreadyReported],
  REQUEST_REASON_REQUIRED: [400, requestTexts.reasonRequired, 'VALIDATION'],
  REQUEST_ALREADY_MATCHED: [409, requestTexts.alreadyMatched],
  REQUEST_ALREADY_FULFILLED: [409, requestTexts.alreadyFulfilled],
  REQUEST_NOT_DUE: [409, requestTexts.notDue],
  ALERT_AREAS_TOO_MANY: [400, requestTexts.alertAreasMax, 'VALIDATION'],
  PUSH_ALREADY_SUBSCRIBED: [409, pushTexts.alreadySubscribed],
  PUSH_SUBSCRIPTION_NOT_FOUND: [404, pushTexts.notFound],
  INVALID_ID_TOKEN: [401, authTexts.invalidIdToken],
  USER_NOT_REGISTERED: [404, authTexts.userNotRegistered],
  TOO_MANY_ATTEMPTS: withFacts(429, authTexts.tooManyAttempts),
  REQUIRES_RECENT_LOGIN: [400, authTexts.requiresRecentLogin],
  ACCESS_NOT_UPDATED_YET: [503, authTexts.accessNotUpdatedYet, 'SERVICE_BUSY'],
  REFUND_AT_OTHER_PROVIDER: [409, transactionTexts.otherProvider],
  REFUND_FAILED_AT_PROVIDER: [502, transactionTexts.refundFailed, 'PAYMENT_PROVIDER_ERROR'],
  UPLOAD_NOT_MULTIPART: [415, uploadTexts.notMultipart, 'VALIDATION'],
  UPLOAD_FORM_MALFORMED: [400, uploadTexts.malformedForm, 'VALIDATION'],
  UPLOAD_FILE_UNEXPECTED: ({ details }) =>
    new ApiError(400, 'VALIDATION', uploadTexts.unexpectedFile(details.field)),
  UPLOAD_TOO_MANY_PREVIEWS: [400, uploadTexts.tooManyPreviews, 'VALIDATION'],
  VIDEO_FILE_TOO_LARGE: [413, uploadTexts.fileTooLarge, 'PAYLOAD_TOO_LARGE'],
  IMAGE_FILE_TOO_LARGE: [413, uploadTexts.imageTooLarge, 'PAYLOAD_TOO_LARGE'],
  UPLOAD_IMAGES_TOO_LARGE: ({ details }) =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', uploadTexts.imagesTooLarge(details.limitBytes / MB)),
  UPLOAD_FIELDS_INVALID: ({ details }) => {
    const fields = details.fields.map((problem) => ({
      field: problem.field,
      message: fieldProblemMessage(problem),
    }));
    const first = fields[0]!;
    return new ApiError(400, 'VALIDATION', first.message, fields, { field: first.field });
  },
  UPLOAD_NOT_FOUND: [404, uploadTexts.uploadNotFound],
  UPLOAD_REQUEST_NOT_OPEN: () =>
    new ApiError(
      409,
      'REQUEST_NOT_OPEN',
      uploadTexts.requestNotOpen,
      [{ field: 'requestId', message: uploadTexts.requestNotOpen }],
      { field: 'requestId' },
    ),
  UNSUPPORTED_FORMAT: [415, uploadTexts.unsupportedFormat],
  VIDEO_UNREADABLE: [422, uploadTexts.unreadable],
  VIDEO_TOO_LONG: ({ code, details }) =>
    new ApiError(422, code, uploadTexts.tooLong(details.durationSeconds), undefined, {
      durationSeconds: details.durationSeconds,
    }),
  UNSUPPORTED_IMAGE: [415, uploadTexts.imageUnsupported],
  UPLOAD_QUOTA: ({ code, details }) =>
    details.reason === 'pending'
      ? new ApiError(429, code, uploadTexts.quotaPending(details.pendingMax))
      : new ApiError(
          429,
          code,
          uploadTexts.quotaBytes(details.bytesMax / GB, details.windowMs / HOUR_MS),
          undefined,
          {
            retryAfterSeconds: details.retryAfterSeconds,
          },
        ),
};

/** The answer to a domain refusal; null for anything else (the edge answers those itself). */
export function answerDomainError(error: unknown): ApiError | null {
  if (!(error instanceof DomainError)) return null;
  const refusal: DomainError = error;
  // Each function takes its own code's error, and this one has that code: the type cannot follow.
  const answer = answers[refusal.code] as Wording | ((refusal: DomainError) => ApiError);
  if (typeof answer === 'function') return answer(refusal);
  const [status, message, apiCode = refusal.code] = answer;
  return new ApiError(status, apiCode, message);
}
