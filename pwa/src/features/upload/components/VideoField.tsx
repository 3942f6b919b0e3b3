/** The video file input: checked in the browser (type, 100 MB, readable, ≤ 120 s) before it is kept. */
import { useId, useState } from 'react';
import { upload as t } from '../uploadTexts.ts';
import type { DraftVideo } from '../drafts/draft.ts';
import { checkVideoFile } from '../video/checkVideoFile.ts';

interface VideoFieldProps {
  video: DraftVideo | null;
  onVideo: (video: DraftVideo | null) => void;
  /** The form's "choose a file" message, shown until one is chosen. */
  error: string | undefined;
  disabled?: boolean;
  readDuration?: (file: Blob) => Promise<number>;
}

export function VideoField({ video, onVideo, error, disabled, readDuration }: VideoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const message = problem ?? error;

  return (
    <div className="field">
      <label htmlFor={id}>{t.fields.video}</label>
      <input
        id={id}
        type="file"
        accept="video/*,.mp4,.mov,.avi,.wmv,.flv"
        disabled={disabled || reading}
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? `${id}-error` : undefined}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          setReading(true);
          const check = await checkVideoFile(file, readDuration);
          setReading(false);
          if (!check.ok) {
            // Spec §4: an invalid or unreadable file clears file, duration, covers and selection.
            input.value = '';
            setProblem(check.message);
            onVideo(null);
            return;
          }
          setProblem(null);
          onVideo({
            blob: file,
            name: file.name,
            type: file.type || 'application/octet-stream',
            size: file.size,
            durationSeconds: check.durationSeconds,
          });
        }}
      />
      {reading && <small className="muted">{t.video.reading}</small>}
      {video && !reading && (
        <small className="muted">
          {video.name} · {t.video.length(Math.round(video.durationSeconds))}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} className="error-text" role="alert">
          {message}
        </small>
      )}
    </div>
  );
}
