import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { ConcurrencyError } from '../../events/eventStore.ts';
import { ApiError } from './apiError.ts';
import { th } from './messages.ts';

/**
 * The answer to a refusal the services raise in their own terms (a domain error code): a status,
 * a stable code and a Thai message, or null when `error` is not one. The service side owns the
 * table and hands it in when the app is composed; the edge knows no domain code.
 */
export type AnswerDomainError = (error: unknown) => ApiError | null;

/** How long a caller is told to wait when the database is away: a restart takes seconds. */
export const DATABASE_RETRY_AFTER_SECONDS = 2;

/** The error's `code`, or its causes' (an adapter may wrap what it caught), outermost first. */
function codesOf(error: unknown): string[] {
  const codes: string[] = [];
  for (let at = error, depth = 0; at && typeof at === 'object' && depth < 4; depth++) {
    const { code, cause } = at as { code?: unknown; cause?: unknown };
    if (typeof code === 'string') codes.push(code);
    at = cause;
  }
  return codes;
}

/**
 * The database is away, not the request wrong (issue 20): SQLSTATE class 08, connection exception
 * (the SQL adapter gives a refused or broken connection that class), 57P, operator intervention (a
 * terminated session, a server shutting down or starting up), 53, insufficient resources (too many
 * connections, its disk full). Trying again shortly is the answer, so a 503, never a 500.
 */
const databaseUnavailable = (error: unknown) =>
  codesOf(error).find((code) => /^(08[0-9A-Z]{3}|57P[0-9A-Z]{2}|53[0-9A-Z]{3})$/.test(code));

/** This server's disk (or the uploader's share of it) has no room for a file being written. */
const diskFull = (error: unknown) => codesOf(error).find((code) => code === 'ENOSPC' || code === 'EDQUOT');

function toApiError(error: unknown, answerDomainError: AnswerDomainError): ApiError | null {
  if (error instanceof ApiError) return error;
  const domain = answerDomainError(error);
  if (domain) return domain;
  if (error instanceof ConcurrencyError) return new ApiError(409, 'CONFLICT', th.conflict);
  if (databaseUnavailable(error))
    return new ApiError(503, 'DATABASE_UNAVAILABLE', th.databaseUnavailable, undefined, {
      retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
    });
  if (diskFull(error)) return new ApiError(507, 'STORAGE_FULL', th.storageFull);
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
export function errorHandler(
  logger: Logger,
  answerDomainError: AnswerDomainError = () => null,
): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toApiError(error, answerDomainError);
    if (!known) logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    // Operators need to know; the caller was told to try again. Codes only, as below.
    else if (known.code === 'DATABASE_UNAVAILABLE')
      logger.warn(
        { pgCode: databaseUnavailable(error), method: req.method, path: req.path },
        'database unavailable',
      );
    else if (known.code === 'STORAGE_FULL')
      logger.error({ code: diskFull(error), method: req.method, path: req.path }, 'disk full');
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
