import { describe, expect, it } from 'vitest';
import { ApiError } from '../../infra/http/apiError.ts';
import { th } from '../../infra/http/messages.ts';
import { authTexts } from './messages/authTexts.ts';
import { clipTexts } from './messages/clipTexts.ts';
import { notificationTexts } from './messages/notificationTexts.ts';
import { requestTexts } from './messages/requestTexts.ts';
import { transactionTexts } from './messages/transactionTexts.ts';
import { uploadTexts } from './messages/uploadTexts.ts';
import { DomainError } from '../domain/decider.ts';
import { answerDomainError } from './domainErrorAnswers.ts';

const answer = (error: DomainError) => {
  const found = answerDomainError(error);
  expect(found).toBeInstanceOf(ApiError);
  const { status, code, message, fields, details } = found!;
  return { status, code, message, fields, details };
};

describe('the domain error table: each code as status, API code and Thai message', () => {
  it('answers only domain errors', () => {
    expect(answerDomainError(new Error('x'))).toBeNull();
    expect(answerDomainError(new ApiError(404, 'NOT_FOUND', th.apiNotFound))).toBeNull();
  });

  it('a code without facts: its status and text, the domain code as the API code, no details', () => {
    expect(answer(new DomainError('CLIP_NOT_FOUND'))).toEqual({
      status: 404,
      code: 'CLIP_NOT_FOUND',
      message: clipTexts.notFound,
      fields: undefined,
      details: undefined,
    });
    expect(answer(new DomainError('NOTIFICATION_NOT_FOUND'))).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      message: notificationTexts.notFound,
    });
    expect(answer(new DomainError('REFUND_FAILED_AT_PROVIDER'))).toMatchObject({
      status: 502,
      code: 'PAYMENT_PROVIDER_ERROR',
      message: transactionTexts.refundFailed,
    });
  });

  it('facts the caller acts on reach the answer: the wait, the open purchase', () => {
    expect(answer(new DomainError('TOO_MANY_ATTEMPTS', { retryAfterSeconds: 30 }))).toMatchObject({
      status: 429,
      code: 'TOO_MANY_ATTEMPTS',
      message: authTexts.tooManyAttempts,
      details: { retryAfterSeconds: 30 },
    });
    expect(answer(new DomainError('PURCHASE_OPEN', { purchaseId: 'p-1' }))).toMatchObject({
      status: 409,
      details: { purchaseId: 'p-1' },
    });
  });

  it('the upload quota is worded from the limit it reached; only the wait is a detail', () => {
    expect(answer(new DomainError('UPLOAD_QUOTA', { reason: 'pending', pendingMax: 20 }))).toEqual({
      status: 429,
      code: 'UPLOAD_QUOTA',
      message: uploadTexts.quotaPending(20),
      fields: undefined,
      details: undefined,
    });
    const bytes = {
      reason: 'bytes' as const,
      bytesMax: 2 * 1024 ** 3,
      windowMs: 24 * 3_600_000,
      retryAfterSeconds: 60,
    };
    expect(answer(new DomainError('UPLOAD_QUOTA', bytes))).toMatchObject({
      message: uploadTexts.quotaBytes(2, 24),
      details: { retryAfterSeconds: 60 },
    });
  });

  it('the upload form and files: the API says VALIDATION or PAYLOAD_TOO_LARGE, each with its text', () => {
    expect(answer(new DomainError('UPLOAD_NOT_MULTIPART'))).toMatchObject({
      status: 415,
      code: 'VALIDATION',
      message: uploadTexts.notMultipart,
    });
    expect(answer(new DomainError('UPLOAD_FILE_UNEXPECTED', { field: 'extra' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: uploadTexts.unexpectedFile('extra'),
      fields: undefined,
      details: undefined,
    });
    expect(
      answer(new DomainError('UPLOAD_IMAGES_TOO_LARGE', { limitBytes: 20 * 1024 * 1024 })),
    ).toMatchObject({
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
      message: uploadTexts.imagesTooLarge(20),
    });
    expect(answer(new DomainError('VIDEO_TOO_LONG', { durationSeconds: 121.5 }))).toEqual({
      status: 422,
      code: 'VIDEO_TOO_LONG',
      message: uploadTexts.tooLong(121.5),
      fields: undefined,
      details: { durationSeconds: 121.5 },
    });
  });

  it('refused upload fields: every field in Thai, the first one as the message and `field`', () => {
    const refusal = new DomainError('UPLOAD_FIELDS_INVALID', {
      fields: [
        { field: 'title', problem: 'TITLE_REQUIRED' },
        { field: 'district', problem: 'TOO_LONG', limit: 100 },
        { field: 'a.b', problem: 'UNKNOWN_FIELD', name: 'a.b' },
        { field: 'price', problem: 'PRICE_OUT_OF_RANGE' },
        { field: 'address', problem: 'UNSAFE_TEXT' },
      ],
    });
    expect(answer(refusal)).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: clipTexts.titleRequired,
      fields: [
        { field: 'title', message: clipTexts.titleRequired },
        { field: 'district', message: th.tooLong(100) },
        { field: 'a.b', message: th.unknownField('a.b') },
        { field: 'price', message: clipTexts.priceRange },
        { field: 'address', message: th.input.unsafeText },
      ],
      details: { field: 'title' },
    });
  });

  it('footage requests: how one stands, the field of its window, the limit and the wait (issue 22)', () => {
    expect(answer(new DomainError('REQUEST_NOT_OPEN', { status: 'removed' }))).toEqual({
      status: 409,
      code: 'REQUEST_NOT_OPEN',
      message: requestTexts.notOpen.removed,
      fields: undefined,
      details: { status: 'removed' },
    });
    expect(answer(new DomainError('REQUEST_WHEN_INVALID', { problem: 'WINDOW_REVERSED' }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: requestTexts.windowReversed,
      fields: [{ field: 'timeTo', message: requestTexts.windowReversed }],
      details: { field: 'timeTo' },
    });
    expect(answer(new DomainError('REQUEST_LIMIT', { openMax: 3 }))).toMatchObject({
      status: 409,
      code: 'REQUEST_LIMIT',
      message: requestTexts.limit,
    });
    expect(
      answer(new DomainError('REQUEST_RATE_LIMITED', { action: 'report', retryAfterSeconds: 90 })),
    ).toEqual({
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      message: requestTexts.reportsTooFrequent,
      fields: undefined,
      details: { retryAfterSeconds: 90 },
    });
    expect(answer(new DomainError('REQUEST_NOT_OWNER'))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('a clip sent for a footage request: its ceiling quoted, the request field named, how it ended kept quiet', () => {
    expect(answer(new DomainError('PRICE_OUT_OF_RANGE', { maxBaht: 3000, forRequest: true }))).toEqual({
      status: 400,
      code: 'VALIDATION',
      message: clipTexts.priceRangeForRequest(3000),
      fields: [{ field: 'price', message: clipTexts.priceRangeForRequest(3000) }],
      details: { field: 'price', maxPrice: 3000 },
    });
    expect(answer(new DomainError('PRICE_OUT_OF_RANGE', { maxBaht: 1500, forRequest: false }))).toMatchObject(
      {
        message: clipTexts.priceRange,
      },
    );
    expect(answer(new DomainError('UPLOAD_REQUEST_NOT_OPEN', { status: 'removed' }))).toEqual({
      status: 409,
      code: 'REQUEST_NOT_OPEN',
      message: uploadTexts.requestNotOpen,
      fields: [{ field: 'requestId', message: uploadTexts.requestNotOpen }],
      details: { field: 'requestId' },
    });
    const refusal = new DomainError('UPLOAD_FIELDS_INVALID', {
      fields: [
        { field: 'requestId', problem: 'REQUEST_OWN' },
        { field: 'price', problem: 'PRICE_ABOVE_REQUEST', limit: 2000 },
      ],
    });
    expect(answer(refusal).fields).toEqual([
      { field: 'requestId', message: uploadTexts.requestOwn },
      { field: 'price', message: clipTexts.priceRangeForRequest(2000) },
    ]);
  });
});
