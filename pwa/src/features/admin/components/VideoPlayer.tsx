import { useEffect, useRef, useState } from 'react';
import { isApiError } from '../../../lib/apiClient.ts';
import { adminVideos as t } from '../../../lib/texts.ts';
import { fetchVideoBlobUrl } from '../api/fetchVideoBlob.ts';

type PlayerState =
  | { kind: 'idle' }
  | { kind: 'loading' }
  | { kind: 'ready'; url: string }
  | { kind: 'failed'; message: string };

/** The original clip, fetched with the admin's token only when they ask to play it. */
export function VideoPlayer({ videoId, title }: { videoId: string; title: string }) {
  const [state, setState] = useState<PlayerState>({ kind: 'idle' });
  const abort = useRef<AbortController | null>(null);
  const url = state.kind === 'ready' ? state.url : null;

  // A Blob URL holds the whole file in memory until revoked.
  useEffect(() => (url ? () => URL.revokeObjectURL(url) : undefined), [url]);
  useEffect(() => () => abort.current?.abort(), []);

  const play = async () => {
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setState({ kind: 'loading' });
    try {
      const blobUrl = await fetchVideoBlobUrl(videoId, controller.signal);
      if (controller.signal.aborted) URL.revokeObjectURL(blobUrl);
      else setState({ kind: 'ready', url: blobUrl });
    } catch (error) {
      if (controller.signal.aborted) return;
      setState({ kind: 'failed', message: isApiError(error) ? error.message : t.videoFailed });
    }
  };

  if (state.kind === 'ready') {
    return (
      // Evidence footage has no spoken track to caption.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <video className="review__player" controls autoPlay src={state.url} aria-label={t.playerLabel(title)} />
    );
  }
  return (
    <div className="review__player review__player--idle">
      <button
        type="button"
        className="button"
        onClick={() => void play()}
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
