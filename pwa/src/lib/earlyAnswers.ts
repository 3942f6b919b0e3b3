/**
 * API answers asked before the app's script arrived (by src/firstPaint, which paints the first
 * page from them), handed to the app's API client so a phone on a slow network does not ask
 * twice. An answer is taken once, and only by a call with the same address and the same headers
 * that change the answer (the session's token, the position read after).
 */
declare global {
  interface Window {
    __dashclipEarlyAnswers?: Map<string, Promise<Response>>;
  }
}

const answers = () => (window.__dashclipEarlyAnswers ??= new Map());

const keyOf = (url: string, headers: Headers) =>
  [url, headers.get('Authorization') ?? '', headers.get('X-Consistent-After') ?? ''].join('\n');

/** Asks `url` now and keeps the answer for the app; resolves with a copy of it to read. */
export function askEarly(url: string, headers: Headers): Promise<Response> {
  const answer = fetch(url, { headers });
  answers().set(keyOf(url, headers), answer);
  return answer.then((response) => response.clone());
}

/** The answer asked early for this call, once; undefined when none was. */
export function takeEarlyAnswer(url: string, headers: Headers): Promise<Response> | undefined {
  const key = keyOf(url, headers);
  const answer = answers().get(key);
  answers().delete(key);
  return answer;
}
