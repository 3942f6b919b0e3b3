/**
 * A clip's watermarked preview (issue 21), on the clip page and in the admin review popup: when
 * ready, an inline player over the cover (muted, plays inline on phones, scrub and full screen from
 * the browser's controls, only the metadata loaded until played); while it is made, a calm notice
 * with the progress; when it failed, "no preview yet", and the reason for those allowed to read it
 * (the API sends failureReason to the seller and admins only). Without a ready preview the still
 * (the cover) stands as before.
 */
import { useState, type ReactNode } from 'react';
import type { VideoPreview as Preview } from '../lib/videoPreview.ts';
import { videoPreview as t } from './videoPreviewTexts.ts';
import './videoPreview.css';

interface VideoPreviewProps {
  preview: Preview;
  /**
   * Where the player streams from, when not preview.url: a clip not yet approved needs a media
   * token in the URL (null: still being asked for; the still stands meanwhile).
   */
  src?: string | null;
  /** The cover image's URL, the player's poster. */
  poster: string | null;
  title: string;
  /** What stands in the player's place until a preview is ready (the cover). */
  still?: ReactNode;
  /** Classes of the box around the player or the still (the page's media frame). */
  mediaClassName?: string;
}

export function VideoPreview({ preview, src, poster, title, still, mediaClassName }: VideoPreviewProps) {
  const [playFailed, setPlayFailed] = useState(false);
  const url = src === undefined ? preview.url : src;
  const ready = preview.status === 'ready' && url !== null;
  const media = ready ? (
    <video
      className="video-preview__player"
      src={url ?? undefined}
      poster={poster ?? undefined}
      muted
      playsInline
      controls
      preload="metadata"
      aria-label={t.playerLabel(title)}
      onError={() => setPlayFailed(true)}
    />
  ) : (
    still
  );
  return (
    <figure className="video-preview">
      {media && <div className={mediaClassName}>{media}</div>}
      {ready && <figcaption className="video-preview__caption">{t.caption}</figcaption>}
      {ready && playFailed && (
        <p className="error-text" role="alert">
          {t.playFailed}
        </p>
      )}
      {preview.status === 'making' && <MakingNotice progress={preview.progress} />}
      {preview.status === 'failed' && (
        <div className="video-preview__notice">
          <p>{t.none}</p>
          {preview.failureReason && (
            <p className="video-preview__reason" role="note">
              {t.failedReason(preview.failureReason)}
            </p>
          )}
        </div>
      )}
    </figure>
  );
}

function MakingNotice({ progress }: { progress: number | null }) {
  const percent = progress === null ? null : Math.round(Math.min(Math.max(progress, 0), 100));
  return (
    <div className="video-preview__notice" role="status">
      <p>{percent === null ? t.making : t.makingProgress(percent)}</p>
      {percent !== null && (
        <progress
          className="video-preview__progress"
          max={100}
          value={percent}
          aria-label={t.progressLabel}
        />
      )}
      <p className="muted small">{t.makingHint}</p>
    </div>
  );
}
