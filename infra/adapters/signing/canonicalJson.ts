/**
 * The one byte string a signature covers: JSON with every object's keys sorted (by UTF-16 code
 * units, as `Array.prototype.sort` compares), no whitespace, strings and numbers exactly as
 * `JSON.stringify` writes them. The same document parsed and written again on another machine
 * gives the same bytes, whatever order its keys arrived in.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') {
    const written = JSON.stringify(value);
    if (written === undefined) throw new TypeError(`canonicalJson: ${typeof value} has no JSON form`);
    return written;
  }
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, item]) => item !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
}
