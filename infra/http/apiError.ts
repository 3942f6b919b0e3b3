export type ApiErrorCode =
  | 'VALIDATION'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'NOT_READY'
  | 'DATABASE_UNAVAILABLE'
  | 'STORAGE_FULL'
  | 'INTERNAL';

export interface FieldError {
  field: string;
  message: string;
}

/** An answer the API gives on purpose: a status, a stable code and a Thai message. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly status: number,
    readonly code: ApiErrorCode | string,
    message: string,
    readonly fields?: FieldError[],
    /** Facts the client acts on, e.g. `retryAfterSeconds`. */
    readonly details?: Record<string, number | string>,
  ) {
    super(message);
  }
}
