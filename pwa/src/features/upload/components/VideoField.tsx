/**
 * The video file input: checked in the browser (type, 100 MB, readable, ≤ 120 s), then hashed and
 * asked about (issue 17), before it is kept — a file the seller already uploaded is not kept.
 */
import { Link } from '@tanstack/react-router';
import { useId, useRef, useState, type Ref } from 'react';
import { upload as t } from '../uploadTexts.ts';
import type { DraftVideo } from '../drafts/draft.ts';
import { checkVideoFile } from '../video/checkVideoFile.ts';
import { findDuplicate as askServer, type DuplicateVerdict, type FindDuplicate } from '../video/duplicateCheck.ts';

interface VideoFieldProps {
  video: DraftVideo | null;
  /** `checked`: the duplicate check answered for this file (it need not be asked again). */
  onVideo: (video: DraftVideo | null, checked: boolean) => void;
  /** The form's "choose a file" message, shown until one is chosen. */
  error: string | undefined;
  /** A verdict found at submit time (a file chosen offline is checked then). */
  duplicate: DuplicateVerdict | null;
  onDuplicate: (verdict: DuplicateVerdict | null) => void;
  disabled?: boolean;
  readDuration?: (file: Blob) => Promise<number>;
  findDuplicate?: FindDuplicate;
  isOnline: () => boolean;
  inputRef?: Ref<HTMLInputElement>;
}

export function VideoField({
  video,
  onVideo,
  error,
  duplicate,
  onDuplicate,
  disabled,
  readDuration,
  findDuplicate = askServer,
  isOnline,
  inputRef,
}: VideoFieldProps) {
  const id = useId();
  const [problem, setProblem] = useState<string | null>(null);
  const [reading, setReading] = useState(false);
  const [hashing, setHashing] = useState<number | null>(null);
  const current = useRef<AbortController | null>(null);
  const message = problem ?? (duplicate?.kind === 'own' ? undefined : error);
  const describedBy = message || duplicate?.kind === 'own' ? `${id}-error` : undefined;

  return (
    <div className="field">
      <label htmlFor={id}>{t.fields.video}</label>
      <input
        id={id}
        ref={inputRef}
        type="file"
        accept="video/*,.mp4,.mov,.avi,.wmv,.flv"
        disabled={disabled || reading || hashing !== null}
        aria-invalid={describedBy ? true : undefined}
        aria-describedby={describedBy}
        onChange={async (event) => {
          const input = event.currentTarget;
          const file = input.files?.[0];
          if (!file) return;
          current.current?.abort();
          const controller = new AbortController();
          current.current = controller;
          onDuplicate(null);
          setReading(true);
          const check = await checkVideoFile(file, readDuration);
          setReading(false);
          if (!check.ok) {
            // Spec §4: an invalid or unreadable file clears file, duration, covers and selection.
            input.value = '';
            setProblem(check.message);
            onVideo(null, false);
            return;
          }
          setProblem(null);
          let verdict: DuplicateVerdict | null = null;
          if (isOnline()) {
            setHashing(0);
            verdict = await findDuplicate(file, setHashing, controller.signal);
            setHashing(null);
            if (controller.signal.aborted) return;
          }
          onDuplicate(verdict?.kind === 'new' ? null : verdict);
          if (verdict?.kind === 'own') {
            input.value = '';
            onVideo(null, true);
            return;
          }
          onVideo(
            {
              blob: file,
              name: file.name,
              type: file.type || 'application/octet-stream',
              size: file.size,
              durationSeconds: check.durationSeconds,
            },
            verdict !== null,
          );
        }}
      />
      {reading && <small className="muted">{t.video.reading}</small>}
      {hashing !== null && (
        <>
          <progress max={100} value={hashing} aria-label={t.video.hashingLabel} />
          <small className="muted" role="status">
            {t.video.hashing(hashing)}
          </small>
        </>
      )}
      {video && !reading && hashing === null && (
        <small className="muted">
          {video.name} · {t.video.length(Math.round(video.durationSeconds))}
        </small>
      )}
      {message && (
        <small id={`${id}-error`} className="error-text" role="alert">
          {message}
        </small>
      )}
      {!message && duplicate?.kind === 'own' && (
        <small id={`${id}-error`} className="error-text" role="alert">
          {duplicate.status === 'rejected' ? t.duplicate.ownRejected : t.duplicate.own}{' '}
          <Link to="/my-videos">{t.duplicate.link}</Link>
        </small>
      )}
      {duplicate?.kind === 'onSale' && (
        <small className="upload-form__note" role="status">
          {t.duplicate.onSale}
        </small>
      )}
    </div>
  );
}
