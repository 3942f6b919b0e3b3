import type { Response } from 'supertest';

const thai = /[\u0E00-\u0E7F]/;
/** A stack frame, a source path or an error's name and colon: what a leaked stack trace looks like. */
const stackTrace =
  /\n\s+at \S|\bat (?:async )?[\w.<>]+ \(|(?:\/[\w.-]+)+\.(?:ts|js|mjs|cjs)\b|node_modules|\b\w*Error: /;

/**
 * What no answer may do, whatever was sent: fail with 5xx, leak a stack trace, or (under /api)
 * refuse without the `{ success:false, error:{ code, message } }` shape and a Thai message.
 */
export function answerProblems(res: Response, method: string, url: string): string[] {
  const problems: string[] = [];
  if (res.status >= 500) problems.push(`status ${res.status}`);
  const text = res.text ?? '';
  if (stackTrace.test(text)) problems.push(`stack trace in ${JSON.stringify(text.slice(0, 300))}`);
  const underApi = url.startsWith('/api/') || url === '/api';
  // HEAD answers carry no body to check.
  if (res.status >= 400 && underApi && method !== 'head') {
    const body = res.body as { success?: unknown; error?: { code?: unknown; message?: unknown } } | undefined;
    if (body?.success !== false) problems.push(`no success:false in ${JSON.stringify(text.slice(0, 200))}`);
    if (typeof body?.error?.code !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(body.error.code))
      problems.push(`no error code in ${JSON.stringify(text.slice(0, 200))}`);
    if (typeof body?.error?.message !== 'string' || !thai.test(body.error.message))
      problems.push(`no Thai message in ${JSON.stringify(text.slice(0, 200))}`);
  }
  return problems;
}
