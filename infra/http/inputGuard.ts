import type { RequestHandler } from 'express';
import { ApiError } from './apiError.ts';
import { th } from './messages.ts';
import { findUnsafeText, isSafeText } from '../../events/safeText.ts';

const refuse = (message: string, field: string) =>
  new ApiError(400, 'VALIDATION', message, [{ field, message }]);

/**
 * Defence in depth before any route, those outside defineRoute included: a path whose
 * percent-encoding does not decode (Express would throw while matching a route), or any path
 * segment, query value or JSON body string holding NUL or a lone surrogate, is a Thai 400 and never
 * reaches a handler or PostgreSQL.
 */
export const inputGuard: RequestHandler = (req, _res, next) => {
  for (const segment of req.path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      next(refuse(th.input.malformedUrl, '(path)'));
      return;
    }
    if (!isSafeText(decoded)) {
      next(refuse(th.input.unsafeText, '(path)'));
      return;
    }
  }
  const field = findUnsafeText(req.query) ?? findUnsafeText(req.body);
  next(field === null ? undefined : refuse(th.input.unsafeText, field));
};
