/**
 * NUL, or one half of a UTF-16 surrogate pair: PostgreSQL refuses both in text and jsonb (22021,
 * 22P05), and neither has a place in anything a person types. With the `u` flag a well-formed pair
 * is one code point and never matches.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSAFE_TEXT = /[\u0000\p{Cs}]/u;

export const isSafeText = (value: string): boolean => !UNSAFE_TEXT.test(value);

/**
 * Values visited at most: more than a body within JSON_BODY_LIMIT (1 MB) can hold, so every value
 * is seen, while input from elsewhere still costs a bounded walk.
 */
const MAX_VISITED = 2_000_000;

/**
 * The path (`a.b.0`) of the first string, or object key, in `input` that is not safe text; null when
 * all are. Walks iteratively: a deeply nested JSON body cannot overflow the stack.
 */
export function findUnsafeText(input: unknown, root = ''): string | null {
  const stack: [unknown, string][] = [[input, root]];
  for (let visited = 0; stack.length > 0 && visited < MAX_VISITED; visited++) {
    const [value, at] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isSafeText(value)) return at || '(body)';
    } else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) {
        const path = at ? `${at}.${key}` : key;
        if (!isSafeText(key)) return at || '(body)';
        stack.push([inner, path]);
      }
    }
  }
  return null;
}
