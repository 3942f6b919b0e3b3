import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { isApiError } from '../../../../lib/apiClient.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { getStreamUrl } from '../api/getStreamUrl.ts';
import './reviewQueue.css';

type PlayerState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string; expiresAt: number; resumeAt: number | null; renewed: boolean }
  | { kind: 'failed'; message: string };

const failure = (error: unknown) => (isApiError(error, 'NETWORK') ? error.message : t.videoAccessFailed);

/**
 * The original clip, streamed by the browser (native Range requests) from a short-lived URL asked
 * for only when the admin presses play. The URL's token may run out while the player sits paused:
 * the browser's next range request then fails, and the player asks for a new URL once and resumes
 * where it was. Any other media error is shown as such.
 */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const [state, setState] = useState<PlayerState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  useEffect(() => () => abort.current?.abort(), []);

  const load = async (resumeAt: number | null, renewed: boolean) => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    if (!renewed) setState({ kind: 'loading' });
    try {
      const { url, expiresInSeconds } = await getStreamUrl(videoId, controller.signal);
      if (controller.signal.aborted) return;
      setState({ kind: 'ready', url, expiresAt: Date.now() + expiresInSeconds * 1000, resumeAt, renewed });
    } catch (error) {
      if (!controller.signal.aborted) setState({ kind: 'failed', message: failure(error) });
    }
  };

  const onError = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (state.kind !== 'ready') return;
    if (Date.now() >= state.expiresAt && !state.renewed) void load(event.currentTarget.currentTime, true);
    else setState({ kind: 'failed', message: t.videoFailed });
  };

  const onLoadedMetadata = (event: SyntheticEvent<HTMLVideoElement>) => {
    if (state.kind !== 'ready') return;
    if (state.resumeAt !== null) event.currentTarget.currentTime = state.resumeAt;
    // This URL works: when it too runs out, the player may renew it again.
    setState({ ...state, resumeAt: null, renewed: false });
  };

  if (state.kind === 'ready') {
    return (
      // Evidence footage has no spoken track to caption.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video
        className="review__player"
        src={state.url}
        controls
        autoPlay
        preload="metadata"
        onError={onError}
        onLoadedMetadata={onLoadedMetadata}
        aria-label={t.playerLabel(title)}
      />
    );
  }
  return (
    <div className="review__player review__player--idle">
      <button
        type="button"
        className="button"
        onClick={() => void load(null, false)}
        disabled={state.kind === 'loading'}
      >
        {state.kind === 'loading' ? t.loadingVideo : t.play}
      </button>
      {state.kind === 'failed' && (
        <p className="error-text" role="alert">
          {state.message}
        </p>
      )}
    </div>
  );
}
