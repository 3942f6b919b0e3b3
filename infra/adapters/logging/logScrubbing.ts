/**
 * What the logs may keep (PDPA; DESIGN.md §3): a walk over any logged value, at any depth, that
 * - drops what database drivers attach to their errors with the statement's values in it (pg's
 *   `detail` and `where`, PGlite's `query` and `params`, anything called `parameters`);
 * - censors the values of personal and secret keys (`email`, `firstName`, `accountNumber`,
 *   `token`, …) wherever they sit;
 * - blanks e-mail addresses and bearer tokens inside any text, and the values a database error
 *   quotes in its message (`invalid input syntax for type integer: "…"`).
 * pino's `redact` paths cannot say "at any depth"; this walk can.
 */

export const CENSORED = '[redacted]';
const MAX_DEPTH = 12;

/** Keys a database error or query object carries the statement, its values or its context in. */
const SQL_KEYS = new Set([
  'parameters',
  'params',
  'values',
  'query',
  'queryoptions',
  'sql',
  'text',
  'detail',
  'where',
  'hint',
  'internalquery',
  'internalposition',
]);

/** Personal and secret keys, compared lower-cased without `_` and `-`. */
const PERSONAL_KEYS = new Set([
  'name',
  'firstname',
  'lastname',
  'displayname',
  'fullname',
  'accountname',
  'accountnumber',
  'bankaccount',
  'address',
  'title',
  'description',
  'tags',
  'subject',
  'response',
  'lat',
  'lng',
  'latitude',
  'longitude',
  'location',
  'ip',
  'otp',
]);
/** Any key containing one of these is censored too (`resetToken`, `x-user-email`, `newPassword`). */
const SECRET_PARTS = ['email', 'phone', 'password', 'token', 'secret', 'authorization', 'cookie', 'apikey'];

const normalizeKey = (key: string) => key.toLowerCase().replace(/[-_]/g, '');

function isPersonalKey(key: string): boolean {
  const normalized = normalizeKey(key);
  return PERSONAL_KEYS.has(normalized) || SECRET_PARTS.some((part) => normalized.includes(part));
}

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)+/g;
const BEARER = /\bBearer\s+[\w.~+/=-]+/gi;
/** Three base64url parts: a JWT or any signed token of that shape. */
const SIGNED_TOKEN = /\b[\w-]{8,}\.[\w-]{8,}\.[\w-]{8,}\b/g;

/** A text without e-mail addresses or tokens. */
export function scrubText(text: string): string {
  return text.replace(EMAIL, CENSORED).replace(BEARER, `Bearer ${CENSORED}`).replace(SIGNED_TOKEN, CENSORED);
}

/**
 * Quoted values in a database error's message go; quoted names (`column "email"`) stay. PostgreSQL
 * quotes both the same way, so a name is told apart by the word before it.
 */
const QUOTED =
  /(\b(?:column|relation|table|constraint|index|type|function|schema|database|role|sequence)\s+)?"(?:[^"]|"")*"/gi;
function scrubDatabaseMessage(message: string): string {
  return message.replace(QUOTED, (quoted, name: string | undefined) => (name ? quoted : `"${CENSORED}"`));
}

/** pg's DatabaseError and PGlite's errors: a five-character SQLSTATE and the server's severity. */
function isDatabaseError(error: Error): boolean {
  const fields = error as Error & { code?: unknown; severity?: unknown; routine?: unknown };
  return (
    typeof fields.code === 'string' &&
    /^[0-9A-Z]{5}$/.test(fields.code) &&
    (fields.severity !== undefined || fields.routine !== undefined)
  );
}

function scrubError(error: Error, depth: number, seen: WeakSet<object>): Record<string, unknown> {
  const database = isDatabaseError(error);
  const message = scrubText(database ? scrubDatabaseMessage(error.message) : error.message);
  const out: Record<string, unknown> = {
    type: error.constructor?.name ?? 'Error',
    message,
  };
  if (typeof error.stack === 'string') out.stack = scrubText(error.stack.replace(error.message, message));
  for (const [key, value] of Object.entries(error)) {
    if (key === 'message' || key === 'stack' || key === 'name') continue;
    const kept = scrubEntry(key, value, depth, seen);
    if (kept !== undefined) out[key] = kept;
  }
  if (error.cause !== undefined) out.cause = walk(error.cause, depth + 1, seen);
  return out;
}

/** The value to log for `key`, or undefined to leave the key out. */
function scrubEntry(key: string, value: unknown, depth: number, seen: WeakSet<object>): unknown {
  const normalized = normalizeKey(key);
  if (SQL_KEYS.has(normalized)) return undefined;
  if (isPersonalKey(key)) return value === undefined || value === null ? value : CENSORED;
  return walk(value, depth + 1, seen);
}

function walk(value: unknown, depth: number, seen: WeakSet<object>): unknown {
  if (typeof value === 'string') return scrubText(value);
  if (typeof value !== 'object' || value === null) return value;
  if (depth > MAX_DEPTH) return '[too deep]';
  if (seen.has(value)) return '[circular]';
  seen.add(value);
  try {
    if (value instanceof Error) return scrubError(value, depth, seen);
    if (value instanceof Date) return value;
    if (ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
    if (Array.isArray(value)) return value.map((item) => walk(item, depth + 1, seen));
    if (value instanceof Map) return walk(Object.fromEntries(value), depth, seen);
    if (value instanceof Set) return walk([...value], depth, seen);
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) {
      const kept = scrubEntry(key, item, depth, seen);
      if (kept !== undefined) out[key] = kept;
    }
    return out;
  } finally {
    seen.delete(value);
  }
}

/** `value` as it may be logged: a copy, never the original (errors keep being thrown elsewhere). */
export function scrubLogValue(value: unknown): unknown {
  return walk(value, 0, new WeakSet());
}

/**
 * The arguments of a log call with its message texts scrubbed too. pino takes the message of a
 * logged error (`logger.error(err)`, `logger.error({ err })`) from the error itself, before any
 * formatter runs: here it gets the scrubbed one instead.
 */
export function scrubLogArguments(args: unknown[]): unknown[] {
  const [first, ...rest] = args;
  const texts = rest.map((arg) => (typeof arg === 'string' ? scrubText(arg) : arg));
  const error =
    first instanceof Error
      ? first
      : typeof first === 'object' && first !== null && (first as { err?: unknown }).err instanceof Error
        ? (first as { err: Error }).err
        : null;
  if (error && typeof rest[0] !== 'string') {
    const message = (scrubLogValue(error) as { message: string }).message;
    return [first instanceof Error ? { err: first } : first, message, ...texts];
  }
  return [typeof first === 'string' ? scrubText(first) : first, ...texts];
}
