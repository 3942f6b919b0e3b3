/**
 * The original video for the admin's player. GET /videos/{id}/stream needs the Bearer token, which
 * a <video src> cannot send, so the whole file (≤ 100 MB) is fetched on demand into a Blob URL.
 */
import { ApiError, apiUrl } from '../../../lib/apiClient.ts';
import { getToken } from '../../../lib/session.ts';
import { adminVideos as t, errors } from '../../../lib/texts.ts';

export async function fetchVideoBlobUrl(id: string, signal?: AbortSignal): Promise<string> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(apiUrl(`/videos/${encodeURIComponent(id)}/stream`), {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError('NETWORK', 0, errors.connection);
  }
  if (!response.ok) {
    const message = await response
      .json()
      .then((body: { error?: { message?: unknown } }) =>
        typeof body.error?.message === 'string' ? body.error.message : t.videoFailed,
      )
      .catch(() => t.videoFailed);
    throw new ApiError('VIDEO_FAILED', response.status, message);
  }
  return URL.createObjectURL(await response.blob());
}
