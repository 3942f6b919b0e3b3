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
  PRICE_OUT_OF_RANGE: [400, th.clip.priceRange],
  USER_ALREADY_EXISTS: [409, th.user.alreadyExists],
  USER_NOT_FOUND: [404, th.user.notFound],
  ALREADY_ADMIN: [409, th.user.alreadyAdmin],
};

function toApiError(error: unknown): ApiError | null {
  if (error instanceof ApiError) return error;
  if (error instanceof DomainError) {
    const [status, message] = domainErrors[error.code];
    return new ApiError(status, error.code, message);
  }
  if (error instanceof ConcurrencyError) return new ApiError(409, 'CONFLICT', th.conflict);
  const type = (error as { type?: string } | null)?.type;
  if (type === 'entity.parse.failed') return new ApiError(400, 'VALIDATION', th.malformedJson);
  if (type === 'entity.too.large') return new ApiError(413, 'PAYLOAD_TOO_LARGE', th.bodyTooLarge);
  if (type === 'encoding.unsupported' || type === 'charset.unsupported')
    return new ApiError(415, 'VALIDATION', th.notJson);
  return null;
}

/** Every failure leaves as `{ success:false, error:{ code, message } }` in Thai; never a stack trace. */
export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toApiError(error);
    if (!known) logger.error({ err: error, method: req.method, path: req.path }, 'unhandled error');
    const answer = known ?? new ApiError(500, 'INTERNAL', th.internal);
    res.status(answer.status).json({
      success: false,
      error: {
        code: answer.code,
        message: answer.message,
        ...(answer.fields ? { fields: answer.fields } : {}),
      },
    });
  };
}

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, error: { code: 'NOT_FOUND', message: th.apiNotFound } });
};
