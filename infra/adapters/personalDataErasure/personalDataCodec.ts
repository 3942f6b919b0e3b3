import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * How personal fields sit inside a stored event (DESIGN.md §3): moved out of the data into one
 * AES-256-GCM box under the owner's key. `fields` stays readable so that, once the key is gone,
 * the reader still knows which fields to blank. A field is a top-level name (`email`) or a dotted
 * path into nested objects (`location.lat`, `changes.title`).
 */
export interface SealedPersonalData {
  v: 1;
  /** Which key sealed it: a key made after an erasure must not be mistaken for the erased one. */
  kid: string;
  fields: string[];
  /**
   * What a field that is not text reads as once the key is gone (`tags` → [], `location.lat` → 0),
   * so that the event keeps its shape; text fields read as ''. Absent in boxes of text only.
   */
  blank?: Record<string, unknown>;
  iv: string;
  tag: string;
  ct: string;
}

type EventData = Record<string, unknown>;

const ALGORITHM = 'aes-256-gcm';
export const PERSONAL_DATA_KEY_BYTES = 32;
/** The field that names the owner of an event's personal data, unless the event type says otherwise. */
export const DEFAULT_OWNER_FIELD = 'uid';

/** A short, non-secret fingerprint of a key. */
export function keyId(key: Uint8Array): string {
  return createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');
}

/** The owner's id in `data`, '' when it has none. */
export function ownerIn(data: EventData, ownerField: string = DEFAULT_OWNER_FIELD): string {
  const owner = data[ownerField];
  return typeof owner === 'string' ? owner : '';
}

/** Binds the box to its owner and field list, so it cannot be moved into another person's event. */
function associatedData(owner: string, fields: readonly string[]): Buffer {
  return Buffer.from(JSON.stringify([owner, fields]));
}

export function isSealed(value: unknown): value is SealedPersonalData {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return (
    box.v === 1 &&
    typeof box.kid === 'string' &&
    Array.isArray(box.fields) &&
    box.fields.every((field) => typeof field === 'string') &&
    (box.blank === undefined || (typeof box.blank === 'object' && box.blank !== null)) &&
    typeof box.iv === 'string' &&
    typeof box.tag === 'string' &&
    typeof box.ct === 'string'
  );
}

/** Whether `data` holds a sealed box to open. */
export function hasSealedPersonalData(data: unknown): data is EventData & { personal: SealedPersonalData } {
  return typeof data === 'object' && data !== null && isSealed((data as EventData).personal);
}

const isRecord = (value: unknown): value is EventData =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function valueAt(data: EventData, path: string): unknown {
  let current: unknown = data;
  for (const part of path.split('.')) {
    if (!isRecord(current) || !Object.hasOwn(current, part)) return undefined;
    current = current[part];
  }
  return current;
}

/** A copy of `data` with `path` set to `value` (or removed when `value` is undefined). */
function withValueAt(data: EventData, path: string, value: unknown): EventData {
  const [head, ...tail] = path.split('.') as [string, ...string[]];
  const copy = { ...data };
  if (tail.length === 0) {
    if (value === undefined) delete copy[head];
    else copy[head] = value;
    return copy;
  }
  const inner = isRecord(copy[head]) ? copy[head] : {};
  copy[head] = withValueAt(inner, tail.join('.'), value);
  return copy;
}

/** What a value reads as once its key is gone: the empty value of its kind. */
function blankOf(value: unknown): unknown {
  if (typeof value === 'number') return 0;
  if (typeof value === 'boolean') return false;
  if (Array.isArray(value)) return [];
  if (isRecord(value)) return {};
  return '';
}

/** The fields of `fields` that `data` actually carries (optional ones may be absent). */
export function presentFields(data: EventData, fields: readonly string[]): string[] {
  return fields.filter((field) => valueAt(data, field) !== undefined);
}

export const personalDataCodec = {
  /**
   * Moves the present personal fields of `data` into `data.personal`, sealed under the key of the
   * owner named by `ownerField`; data without any is returned as is.
   */
  seal(
    data: EventData,
    fields: readonly string[],
    key: Uint8Array,
    ownerField = DEFAULT_OWNER_FIELD,
  ): EventData {
    const present = presentFields(data, fields);
    if (present.length === 0) return data;
    let rest = data;
    const secret: EventData = {};
    const blank: Record<string, unknown> = {};
    for (const field of present) {
      const value = valueAt(data, field);
      secret[field] = value;
      if (typeof value !== 'string') blank[field] = blankOf(value);
      rest = withValueAt(rest, field, undefined);
    }
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    cipher.setAAD(associatedData(ownerIn(data, ownerField), present));
    const ct = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
    const personal: SealedPersonalData = {
      v: 1,
      kid: keyId(key),
      fields: present,
      ...(Object.keys(blank).length > 0 ? { blank } : {}),
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ct: ct.toString('base64'),
    };
    return { ...rest, personal };
  },

  /**
   * Puts the sealed fields back. Without the key that sealed them (the owner was erased) each
   * field reads as its blank ('' for text). A box that does not open under its own key is corrupt
   * and throws.
   */
  open(data: EventData, key: Uint8Array | null, ownerField = DEFAULT_OWNER_FIELD): EventData {
    const { personal, ...rest } = data;
    if (!isSealed(personal)) return data;
    if (key === null || keyId(key) !== personal.kid) {
      return personal.fields.reduce(
        (opened, field) => withValueAt(opened, field, personal.blank?.[field] ?? ''),
        rest,
      );
    }
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(personal.iv, 'base64'));
    decipher.setAAD(associatedData(ownerIn(rest, ownerField), personal.fields));
    decipher.setAuthTag(Buffer.from(personal.tag, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(personal.ct, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    const secret = JSON.parse(plain) as EventData;
    return Object.entries(secret).reduce((opened, [field, value]) => withValueAt(opened, field, value), rest);
  },

  /**
   * An event written before its fields were sealed, read after its owner's erasure: the plain
   * personal fields read as blank, as if they had been sealed (the stored row is never rewritten).
   */
  blankPlain(data: EventData, fields: readonly string[]): EventData {
    return presentFields(data, fields).reduce(
      (blanked, field) => withValueAt(blanked, field, blankOf(valueAt(data, field))),
      data,
    );
  },
};
