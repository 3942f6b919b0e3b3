/**
 * The one way the PWA talks to the API (base /api). Answers are
 * `{ success: true, data, position? }` or `{ success: false, error: { code, message } }` with a Thai
 * message; every failure becomes an ApiError carrying code, HTTP status and a Thai message.
 */
import type { $ZodType } from 'zod/v4/core';
import * as z from 'zod/mini';
import { API_BASE, SIGN_IN_PATHS } from './constants.ts';
import { apiHeaders } from './apiHeaders.ts';
import { rememberPosition } from './consistency.ts';
import { takeEarlyAnswer } from './earlyAnswers.ts';
import { showNotice } from './notice.ts';
import { clearSession } from './session.ts';
import { errors } from './texts.ts';

export interface ApiErrorFacts {
  /** How long to wait before asking again (429 answers). */
  retryAfterSeconds?: number;
  /** The error's `details` as sent (e.g. the open purchase of a PURCHASE_OPEN answer). */
  details?: Record<string, unknown>;
}

export class ApiError extends Error {
  constructor(
    readonly code: string,
    readonly status: number,
    message: string,
    readonly facts: ApiErrorFacts = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

const seconds = z.catch(z.optional(z.coerce.number().check(z.int(), z.nonnegative())), undefined);

const failureSchema = z.object({
  success: z.literal(false),
  error: z.object({
    code: z.string(),
    message: z.string(),
    // The wait may come in the error itself or in its details.
    retryAfterSeconds: seconds,
    details: z.catch(z.optional(z.looseObject({ retryAfterSeconds: seconds })), undefined),
  }),
});
const successSchema = z.object({
  success: z.literal(true),
  data: z.unknown(),
  position: z.optional(z.string()),
});

type Navigate = () => void;
let goHome: Navigate = () => {};

/** The app hands in how to go to / through the router (set once in main.tsx). */
export function setGoHome(navigate: Navigate): void {
  goHome = navigate;
}

export type QueryValue = string | number | boolean | null | undefined;

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** JSON-encoded unless it is FormData. */
  body?: unknown;
  /** Validates `data` of a successful answer: any zod schema, classic or zod/mini. */
  schema: $ZodType<T>;
  signal?: AbortSignal;
  /**
   * A call made without a session (sign-in, register, reset…): no token is sent, and a 401 is an
   * answer about this attempt (wrong password), not an ended session.
   */
  anonymous?: boolean;
  /** A 401 is only reported to the caller, the session is left alone (the caller is ending it). */
  quietUnauthorized?: boolean;
  /** Bypass every HTTP cache (re-fetching the user on request must really ask the server). */
  fresh?: boolean;
}

export function apiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    // Empty filter values are dropped before a request (spec: dashboard).
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return `${API_BASE}${path}${search ? `?${search}` : ''}`;
}

export async function apiRequest<T>(path: string, request: ApiRequest<T>): Promise<T> {
  const headers = apiHeaders({ anonymous: request.anonymous });
  const sentToken = headers.has('Authorization');

  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(request.body);
  }

  let response: Response;
  try {
    const url = apiUrl(path, request.query);
    const method = request.method ?? 'GET';
    // The first page's data, when the first-paint script already asked it with the same headers.
    const early = method === 'GET' && !request.fresh ? takeEarlyAnswer(url, headers) : undefined;
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body,
        signal: request.signal,
        ...(request.fresh ? { cache: 'no-store' as const } : {}),
      }));
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError('NETWORK', 0, errors.connection);
  }

  const json = await readJson(response);

  if (response.status === 401 && sentToken && !request.quietUnauthorized) {
    signedOutByServer();
    const failure = failureSchema.safeParse(json);
    throw new ApiError(failure.success ? failure.data.error.code : 'UNAUTHORIZED', 401, errors.tokenMissing);
  }

  const failure = failureSchema.safeParse(json);
  if (failure.success) {
    const { code, message, retryAfterSeconds, details } = failure.data.error;
    const wait = retryAfterSeconds ?? details?.retryAfterSeconds ?? retryAfterHeader(response);
    throw new ApiError(code, response.status, message, {
      ...(wait === undefined ? {} : { retryAfterSeconds: wait }),
      ...(details ? { details } : {}),
    });
  }
  if (response.status === 401) throw new ApiError('UNAUTHORIZED', 401, errors.tokenMissing);

  const success = successSchema.safeParse(json);
  if (!response.ok || !success.success) {
    // Not one of our answers (a proxy page, an empty body…): the generic connection message.
    const code = response.status === 404 ? 'NOT_FOUND' : response.ok ? 'INVALID_RESPONSE' : 'HTTP_ERROR';
    throw new ApiError(code, response.status, errors.connection);
  }

  if (success.data.position) rememberPosition(success.data.position);

  const data = z.safeParse(request.schema, success.data.data);
  if (!data.success) throw new ApiError('INVALID_RESPONSE', response.status, errors.fetchFailed);
  return data.data;
}

function retryAfterHeader(response: Response): number | undefined {
  const value = Number(response.headers.get('Retry-After'));
  return response.headers.has('Retry-After') && Number.isFinite(value) && value >= 0 ? value : undefined;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text());
  } catch {
    return undefined;
  }
}

function signedOutByServer(): void {
  clearSession();
  showNotice(errors.tokenMissing, 'error');
  const onSignInPage = (SIGN_IN_PATHS as readonly string[]).includes(window.location.pathname);
  if (!onSignInPage) goHome();
}
