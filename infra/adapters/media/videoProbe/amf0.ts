/** Just enough AMF0 to find a number in an FLV script tag (AMF0 specification, Adobe 2007). */

const MAX_DEPTH = 16;
const MAX_ENTRIES = 100_000;

const Marker = {
  Number: 0x00,
  Boolean: 0x01,
  String: 0x02,
  Object: 0x03,
  Null: 0x05,
  Undefined: 0x06,
  Reference: 0x07,
  EcmaArray: 0x08,
  ObjectEnd: 0x09,
  StrictArray: 0x0a,
  Date: 0x0b,
  LongString: 0x0c,
  Unsupported: 0x0d,
  XmlDocument: 0x0f,
  TypedObject: 0x10,
} as const;
/** Bytes after the marker of the fixed-size values: a double, a double and a time zone, a flag, an index. */
const NUMBER_BYTES = 8;
const DATE_BYTES = 10;
const BOOLEAN_BYTES = 1;
const REFERENCE_BYTES = 2;

/** A UTF-8 string with a 16-bit length at `offset`, and the position after it. */
function shortString(data: Buffer, offset: number): { value: string; end: number } | null {
  if (offset + 2 > data.length) return null;
  const end = offset + 2 + data.readUInt16BE(offset);
  return end > data.length ? null : { value: data.toString('utf8', offset + 2, end), end };
}

function longLength(data: Buffer, offset: number): number | null {
  if (offset + 4 > data.length) return null;
  const end = offset + 4 + data.readUInt32BE(offset);
  return end > data.length ? null : end;
}

/** Position after the key/value pairs of an object, ending with an empty key and ObjectEnd. */
function skipProperties(data: Buffer, offset: number, depth: number): number | null {
  let position = offset;
  for (let entry = 0; entry < MAX_ENTRIES; entry += 1) {
    const key = shortString(data, position);
    if (key === null) return null;
    if (key.value === '' && data[key.end] === Marker.ObjectEnd) return key.end + 1;
    const next = skipValue(data, key.end, depth + 1);
    if (next === null) return null;
    position = next;
  }
  return null;
}

/** Position after the value at `offset`, or null when it is cut off, unknown or nested too deep. */
function skipValue(data: Buffer, offset: number, depth: number): number | null {
  if (depth > MAX_DEPTH || offset >= data.length) return null;
  const body = offset + 1;
  const within = (end: number) => (end <= data.length ? end : null);
  switch (data[offset]) {
    case Marker.Number:
      return within(body + NUMBER_BYTES);
    case Marker.Date:
      return within(body + DATE_BYTES);
    case Marker.Boolean:
      return within(body + BOOLEAN_BYTES);
    case Marker.Reference:
      return within(body + REFERENCE_BYTES);
    case Marker.Null:
    case Marker.Undefined:
    case Marker.Unsupported:
      return body;
    case Marker.String:
      return shortString(data, body)?.end ?? null;
    case Marker.LongString:
    case Marker.XmlDocument:
      return longLength(data, body);
    case Marker.Object:
      return skipProperties(data, body, depth);
    case Marker.EcmaArray:
      // The count in front is advisory; the pairs still end with ObjectEnd.
      return within(body + 4) === null ? null : skipProperties(data, body + 4, depth);
    case Marker.TypedObject: {
      const className = shortString(data, body);
      return className && skipProperties(data, className.end, depth);
    }
    case Marker.StrictArray: {
      if (body + 4 > data.length) return null;
      const count = data.readUInt32BE(body);
      if (count > MAX_ENTRIES) return null;
      let position: number | null = body + 4;
      for (let index = 0; index < count && position !== null; index += 1) {
        position = skipValue(data, position, depth + 1);
      }
      return position;
    }
    default:
      return null;
  }
}

/**
 * The number under `key` in a script tag `name` followed by an object or ECMA array
 * (`onMetaData` { duration: 3, … }), or null when it is not there.
 */
export function amf0MetadataNumber(data: Buffer, name: string, key: string): number | null {
  if (data[0] !== Marker.String) return null;
  const tagName = shortString(data, 1);
  if (tagName?.value !== name) return null;
  let position = tagName.end + 1;
  if (data[tagName.end] === Marker.EcmaArray) position += 4;
  else if (data[tagName.end] !== Marker.Object) return null;
  for (let entry = 0; entry < MAX_ENTRIES; entry += 1) {
    const property = shortString(data, position);
    if (property === null || property.value === '') return null;
    if (property.value === key) {
      const valueEnd = property.end + 1 + NUMBER_BYTES;
      if (data[property.end] !== Marker.Number || valueEnd > data.length) return null;
      return data.readDoubleBE(property.end + 1);
    }
    const next = skipValue(data, property.end, 1);
    if (next === null) return null;
    position = next;
  }
  return null;
}
