import { ApiError } from '../../infra/http/apiError.ts';
import { th } from '../../infra/http/messages.ts';
import { DomainError, type DomainErrorCode, type DomainErrorFacts } from '../domain/decider.ts';
import type { FieldProblem } from '../domain/fieldProblem.ts';

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

/** One field problem of the upload form in Thai: the form's own words, or the generic ones of the edge. */
function fieldMessage(problem: FieldProblem): string {
  switch (problem.problem) {
    case 'UNKNOWN_FIELD':
      return th.unknownField(problem.name);
    case 'TOO_LONG':
      return th.tooLong(problem.limit);
    case 'NUMBER_TOO_LARGE':
      return th.input.numberTooLarge(problem.limit);
    case 'NUMBER_TOO_SMALL':
      return th.input.numberTooSmall(problem.limit);
    default:
      return fieldProblemTexts[problem.problem];
  }
}

const fieldProblemTexts = {
  TITLE_REQUIRED: th.clip.titleRequired,
  TITLE_TOO_LONG: th.clip.titleTooLong,
  DESCRIPTION_REQUIRED: th.clip.descriptionRequired,
  DESCRIPTION_TOO_LONG: th.clip.descriptionTooLong,
  CATEGORY_REQUIRED: th.clip.categoryRequired,
  EVENT_DATE_REQUIRED: th.clip.eventDateRequired,
  EVENT_TIME_REQUIRED: th.clip.eventTimeRequired,
  PROVINCE_REQUIRED: th.clip.provinceRequired,
  PROVINCE_UNKNOWN: th.upload.provinceUnknown,
  VEHICLE_TYPE_REQUIRED: th.clip.vehicleTypeRequired,
  PIN_REQUIRED: th.clip.pinRequired,
  PIN_OUTSIDE_THAILAND: th.upload.pinOutsideThailand,
  PRICE_OUT_OF_RANGE: th.clip.priceRange,
  VIDEO_FILE_REQUIRED: th.upload.fileRequired,
  TOO_MANY_PREVIEWS: th.upload.tooManyPreviews,
  CONSENT_REQUIRED: th.upload.consentRequired,
  UNSAFE_TEXT: th.input.unsafeText,
  REQUIRED: th.required,
  WRONG_TYPE: th.wrongType,
  INVALID_OPTION: th.invalidOption,
  INVALID: th.validation,
} satisfies Record<
  Exclude<FieldProblem['problem'], 'UNKNOWN_FIELD' | 'TOO_LONG' | 'NUMBER_TOO_LARGE' | 'NUMBER_TOO_SMALL'>,
  string
>;

/**
 * Every domain code's answer, one entry per code (the type makes a missing one a compile error).
 * Handed to the HTTP edge when the app is composed: the edge itself knows no domain code.
 */
const answers: { [C in DomainErrorCode]: Answer<C> } = {
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
  TOO_MANY_REQUESTS: withFacts(429, th.auth.tooManyRequests),
  BANK_NOT_ALLOWED: [400, th.auth.bankNotAllowed],
  PHONE_ALREADY_VERIFIED: [409, th.auth.phoneAlreadyVerified],
  OTP_NOT_SENT: [400, th.auth.otpNotSent],
  OTP_EXPIRED: [400, th.auth.otpExpired],
  OTP_TOO_MANY_TRIES: [400, th.auth.otpTooManyTries],
  PASSWORD_NOT_SET: [409, th.auth.passwordNotSet],
  PURCHASE_NOT_FOUND: [404, th.purchase.notFound],
  PURCHASE_ALREADY_EXISTS: [409, th.purchase.alreadyExists],
  PURCHASE_OPEN: withFacts(409, th.purchase.open),
  ALREADY_PURCHASED: withFacts(409, th.purchase.alreadyPurchased),
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
  NOTIFICATION_NOT_FOUND: [404, th.notification.notFound, 'NOT_FOUND'],
  INVALID_ID_TOKEN: [401, th.auth.invalidIdToken],
  USER_NOT_REGISTERED: [404, th.auth.userNotRegistered],
  TOO_MANY_ATTEMPTS: withFacts(429, th.auth.tooManyAttempts),
  REQUIRES_RECENT_LOGIN: [400, th.auth.requiresRecentLogin],
  REFUND_AT_OTHER_PROVIDER: [409, th.transaction.otherProvider],
  REFUND_FAILED_AT_PROVIDER: [502, th.transaction.refundFailed, 'PAYMENT_PROVIDER_ERROR'],
  UPLOAD_NOT_MULTIPART: [415, th.upload.notMultipart, 'VALIDATION'],
  UPLOAD_FORM_MALFORMED: [400, th.upload.malformedForm, 'VALIDATION'],
  UPLOAD_FILE_UNEXPECTED: ({ details }) =>
    new ApiError(400, 'VALIDATION', th.upload.unexpectedFile(details.field)),
  UPLOAD_TOO_MANY_PREVIEWS: [400, th.upload.tooManyPreviews, 'VALIDATION'],
  VIDEO_FILE_TOO_LARGE: [413, th.upload.fileTooLarge, 'PAYLOAD_TOO_LARGE'],
  IMAGE_FILE_TOO_LARGE: [413, th.upload.imageTooLarge, 'PAYLOAD_TOO_LARGE'],
  UPLOAD_IMAGES_TOO_LARGE: ({ details }) =>
    new ApiError(413, 'PAYLOAD_TOO_LARGE', th.upload.imagesTooLarge(details.limitBytes / MB)),
  UPLOAD_FIELDS_INVALID: ({ details }) => {
    const fields = details.fields.map((problem) => ({
      field: problem.field,
      message: fieldMessage(problem),
    }));
    const first = fields[0]!;
    return new ApiError(400, 'VALIDATION', first.message, fields, { field: first.field });
  },
  UPLOAD_NOT_FOUND: [404, th.upload.uploadNotFound],
  UNSUPPORTED_FORMAT: [415, th.upload.unsupportedFormat],
  VIDEO_UNREADABLE: [422, th.upload.unreadable],
  VIDEO_TOO_LONG: ({ code, details }) =>
    new ApiError(422, code, th.upload.tooLong(details.durationSeconds), undefined, {
      durationSeconds: details.durationSeconds,
    }),
  UNSUPPORTED_IMAGE: [415, th.upload.imageUnsupported],
  UPLOAD_QUOTA: ({ code, details }) =>
    details.reason === 'pending'
      ? new ApiError(429, code, th.upload.quotaPending(details.pendingMax))
      : new ApiError(
          429,
          code,
          th.upload.quotaBytes(details.bytesMax / GB, details.windowMs / HOUR_MS),
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
