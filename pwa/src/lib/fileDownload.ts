/**
 * A file from an API route that needs the session (an admin's CSV export, a buyer's certificate
 * PDF): fetched with the bearer token and handed to the browser's download. A refusal carries the
 * server's Thai text; no connection is the usual network message.
 */
import { z } from 'zod';
import { ApiError, apiUrl, type QueryValue } from './apiClient.ts';
import { getToken } from './session.ts';
import { errors } from './texts.ts';

const failureSchema = z.object({ error: z.object({ code: z.string(), message: z.string() }) });

export async function fetchSignedInFile(
  path: string,
  options: { accept: string; fallbackName: string; query?: Record<string, QueryValue> },
): Promise<{ blob: Blob; fileName: string }> {
  const headers = new Headers({ Accept: options.accept });
  const token = getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let response: Response;
  try {
    response = await fetch(apiUrl(path, options.query), { headers, cache: 'no-store' });
  } catch {
    throw new ApiError('NETWORK', 0, errors.connection);
  }
  if (!response.ok) {
    let json: unknown;
    try {
      json = JSON.parse(await response.text());
    } catch {
      json = undefined;
    }
    const failure = failureSchema.safeParse(json);
    if (failure.success)
      throw new ApiError(failure.data.error.code, response.status, failure.data.error.message);
    throw new ApiError('HTTP_ERROR', response.status, errors.connection);
  }
  const named = /filename="?([^";]+)"?/.exec(response.headers.get('Content-Disposition') ?? '');
  return { blob: await response.blob(), fileName: named?.[1] ?? options.fallbackName };
}

/** Hands a file to the browser's download, then lets the object URL go. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL only after the click's task; give them a moment.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The signed file-origin certificate (PDF) of a purchase (issue 21), saved as a download. */
export async function downloadCertificate(purchaseId: string): Promise<void> {
  const { blob, fileName } = await fetchSignedInFile(
    `/users/purchases/${encodeURIComponent(purchaseId)}/certificate`,
    { accept: 'application/pdf', fallbackName: 'dashclip-certificate.pdf' },
  );
  saveFile(blob, fileName);
}
