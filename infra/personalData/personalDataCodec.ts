import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * How personal fields sit inside a stored event (DESIGN.md §3): moved out of the data into one
 * AES-256-GCM box under the owner's key. `fields` stays readable so that, once the key is gone,
 * the reader still knows which fields to blank.
 */
export interface SealedPersonalData {
  v: 1;
  /** Which key sealed it: a key made after an erasure must not be mistaken for the erased one. */
  kid: string;
  fields: string[];
  iv: string;
  tag: string;
  ct: string;
}

type EventData = Record<string, unknown>;

const ALGORITHM = 'aes-256-gcm';
export const PERSONAL_DATA_KEY_BYTES = 32;

/** A short, non-secret fingerprint of a key. */
export function keyId(key: Uint8Array): string {
  return createHash('sha256').update(key).digest().subarray(0, 8).toString('base64url');
}

/** Binds the box to its owner and field list, so it cannot be moved into another person's event. */
function associatedData(data: EventData, fields: readonly string[]): Buffer {
  return Buffer.from(JSON.stringify([typeof data.uid === 'string' ? data.uid : '', fields]));
}

export function isSealed(value: unknown): value is SealedPersonalData {
  if (typeof value !== 'object' || value === null) return false;
  const box = value as Record<string, unknown>;
  return (
    box.v === 1 &&
    typeof box.kid === 'string' &&
    Array.isArray(box.fields) &&
    box.fields.every((field) => typeof field === 'string') &&
    typeof box.iv === 'string' &&
    typeof box.tag === 'string' &&
    typeof box.ct === 'string'
  );
}

/** Whether `data` holds a sealed box to open. */
export function hasSealedPersonalData(data: unknown): data is EventData & { personal: SealedPersonalData } {
  return typeof data === 'object' && data !== null && isSealed((data as EventData).personal);
}

/** The fields of `fields` that `data` actually carries (optional ones may be absent). */
export function presentFields(data: EventData, fields: readonly string[]): string[] {
  return fields.filter((field) => Object.hasOwn(data, field) && data[field] !== undefined);
}

export const personalDataCodec = {
  /** Moves the present personal fields of `data` into `data.personal`; data without any is returned as is. */
  seal(data: EventData, fields: readonly string[], key: Uint8Array): EventData {
    const present = presentFields(data, fields);
    if (present.length === 0) return data;
    const rest: EventData = {};
    const secret: EventData = {};
    for (const [name, value] of Object.entries(data)) {
      if (present.includes(name)) secret[name] = value;
      else rest[name] = value;
    }
    const iv = randomBytes(12);
    const cipher = createCipheriv(ALGORITHM, key, iv);
    cipher.setAAD(associatedData(data, present));
    const ct = Buffer.concat([cipher.update(JSON.stringify(secret), 'utf8'), cipher.final()]);
    const personal: SealedPersonalData = {
      v: 1,
      kid: keyId(key),
      fields: present,
      iv: iv.toString('base64'),
      tag: cipher.getAuthTag().toString('base64'),
      ct: ct.toString('base64'),
    };
    return { ...rest, personal };
  },

  /**
   * Puts the sealed fields back. Without the key that sealed them (the person was erased) each
   * field reads as ''. A box that does not open under its own key is corrupt and throws.
   */
  open(data: EventData, key: Uint8Array | null): EventData {
    const { personal, ...rest } = data;
    if (!isSealed(personal)) return data;
    if (key === null || keyId(key) !== personal.kid) {
      return { ...rest, ...Object.fromEntries(personal.fields.map((field) => [field, ''])) };
    }
    const decipher = createDecipheriv(ALGORITHM, key, Buffer.from(personal.iv, 'base64'));
    decipher.setAAD(associatedData(rest, personal.fields));
    decipher.setAuthTag(Buffer.from(personal.tag, 'base64'));
    const plain = Buffer.concat([
      decipher.update(Buffer.from(personal.ct, 'base64')),
      decipher.final(),
    ]).toString('utf8');
    return { ...rest, ...(JSON.parse(plain) as EventData) };
  },
};
