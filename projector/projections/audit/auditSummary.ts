import { personalFieldsOf } from '../../../events/catalogue.ts';
import { streamType } from '../../../events/streams.ts';

export type Summary = Record<string, unknown>;
type Data = Record<string, unknown>;

/** A field whose value the audit never keeps (personal data): only that it changed. */
export const CHANGED = { changed: true } as const;

/**
 * Event types that are not audit actions: a view is counted, not done to anything, and arrives in
 * far greater numbers than everything else together; a person reading their own notifications
 * changes nothing anyone else sees. Sign-ins and sign-outs stay (security).
 */
export const NOT_AUDITED: ReadonlySet<string> = new Set(['ClipViewed', 'NotificationsRead']);

/** Credentials and one-time secrets' handles: not personal data, but nothing an audit shows. */
const SECRET_KEYS = new Set([
  'passwordHash',
  'codeHash',
  'sessionId',
  'resetId',
  'verificationId',
  'personal',
]);
const MAX_TEXT = 500;
const MAX_JSON = 1000;

/** What an entity's stream says it is: the stream type, with guard streams folded into their entity. */
export function entityOf(streamId: string, data: Data): { type: string; id: string } {
  const type = streamType(streamId);
  const id = streamId.slice(type.length + 1);
  const text = (key: string) => (typeof data[key] === 'string' ? (data[key] as string) : null);
  switch (type) {
    case 'purchasing':
      return { type: 'purchase', id: text('purchaseId') ?? id };
    case 'email':
      return { type: 'user', id: text('uid') ?? id };
    case 'fingerprint':
    case 'views':
      return { type: 'clip', id: text('clipId') ?? id };
    case 'requesting':
      return { type: 'request', id: text('requestId') ?? id };
    // A member's alert areas and channels are their own settings.
    case 'alerts':
      return { type: 'user', id: text('uid') ?? id };
    default:
      return { type, id };
  }
}

/**
 * The event's own fields as plain values: personal fields as `changes[field] = { changed: true }`,
 * secrets left out, long texts cut. Works for event types it knows nothing about.
 */
export function plainSummary(type: string, data: Data): Summary {
  const personal = personalFieldsOf(type);
  const summary: Summary = {};
  const changes: Summary = {};
  for (const [key, value] of Object.entries(data)) {
    // A secret is left out whole, even when it is also personal (a password hash): not even "changed".
    if (value === undefined || SECRET_KEYS.has(key)) continue;
    if (personal.includes(key)) {
      changes[key] = CHANGED;
      continue;
    }
    if (value === null || typeof value === 'number' || typeof value === 'boolean') summary[key] = value;
    else if (typeof value === 'string')
      summary[key] = value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}…` : value;
    else if (typeof value === 'object' && JSON.stringify(value).length <= MAX_JSON) summary[key] = value;
  }
  if (Object.keys(changes).length > 0) summary.changes = changes;
  return summary;
}

/** Before → after of each edited field, from the last known values; a field that kept its value is no change. */
export function beforeAfter(previous: Data, edits: Data): Summary {
  const changes: Summary = {};
  for (const [field, after] of Object.entries(edits)) {
    if (after === undefined) continue;
    if (field in previous && JSON.stringify(previous[field]) === JSON.stringify(after)) continue;
    changes[field] = { before: previous[field] ?? null, after };
  }
  return changes;
}

/** Enum-like texts that say nothing about a person. */
const KEEP_TEXT = new Set([
  'category',
  'vehicleType',
  'userType',
  'provider',
  'method',
  'paymentMethod',
  'by',
  'kind',
  'status',
  'type',
  'priority',
  'termsVersion',
]);

/**
 * An entry about an erased person's own things: ids, amounts, dates and enum values stay; free
 * texts, places and before/after values go (the fields are still listed as changed).
 */
export function redact(summary: Summary): Summary {
  const out: Summary = {};
  for (const [key, value] of Object.entries(summary)) {
    if (key === 'changes' && typeof value === 'object' && value !== null) {
      out.changes = Object.fromEntries(Object.keys(value).map((field) => [field, CHANGED]));
    } else if (typeof value === 'string') {
      out[key] = KEEP_TEXT.has(key) || /(Id|At)$/.test(key) ? value : '';
    } else if (value === null || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
    else out[key] = null;
  }
  return out;
}
