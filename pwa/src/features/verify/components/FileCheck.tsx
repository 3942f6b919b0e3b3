import { useEffect, useRef, useState, type DragEvent } from 'react';
import { VIDEO_MAX_BYTES } from '../../../lib/constants.ts';
import { verify as t } from '../verifyTexts.ts';
import { canHashFiles, sha256File } from '../hash/sha256File.ts';

type Hashing =
  | { kind: 'idle' }
  | { kind: 'reading'; name: string; percent: number }
  | { kind: 'digesting'; name: string }
  | { kind: 'done'; name: string; hash: string }
  | { kind: 'failed'; message: string };

/**
 * Drop or choose a file; its SHA-256 is computed here, with progress, and handed to `onHash`.
 * The file itself is never sent anywhere. A file larger than any clip can be is refused at once.
 */
export function FileCheck({ onHash }: { onHash: (sha256: string) => void }) {
  const [hashing, setHashing] = useState<Hashing>({ kind: 'idle' });
  const [dragging, setDragging] = useState(false);
  const current = useRef<AbortController | null>(null);
  const supported = canHashFiles();

  useEffect(() => () => current.current?.abort(), []);

  async function check(file: File) {
    current.current?.abort();
    if (file.size > VIDEO_MAX_BYTES) {
      setHashing({ kind: 'failed', message: t.tooLarge });
      return;
    }
    const controller = new AbortController();
    current.current = controller;
    setHashing({ kind: 'reading', name: file.name, percent: 0 });
    try {
      const hash = await sha256File(
        file,
        (fraction) => {
          if (controller.signal.aborted) return;
          setHashing(
            fraction >= 1
              ? { kind: 'digesting', name: file.name }
              : { kind: 'reading', name: file.name, percent: Math.floor(fraction * 100) },
          );
        },
        controller.signal,
      );
      if (controller.signal.aborted) return;
      setHashing({ kind: 'done', name: file.name, hash });
      onHash(hash);
    } catch {
      if (!controller.signal.aborted) setHashing({ kind: 'failed', message: t.readFailed });
    }
  }

  const pick = (files: FileList | null) => {
    const file = files?.[0];
    if (file) void check(file);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (supported) pick(event.dataTransfer.files);
  };

  if (!supported) return <p className="muted">{t.unsupported}</p>;

  const busy = hashing.kind === 'reading' || hashing.kind === 'digesting';
  return (
    <div
      className={`verify-drop${dragging ? ' verify-drop--over' : ''}`}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <p className="verify-drop__hint">{t.drop}</p>
      <label className={`button${busy ? ' verify-drop__choose--busy' : ''}`}>
        {t.choose}
        <input
          type="file"
          accept="video/*"
          className="verify-drop__input"
          aria-label={t.fileLabel}
          disabled={busy}
          onChange={(event) => {
            pick(event.currentTarget.files);
            event.currentTarget.value = '';
          }}
        />
      </label>
      <div role="status" className="verify-drop__status">
        {hashing.kind === 'reading' && (
          <>
            <p className="small">{t.reading(hashing.name)}</p>
            <progress max={100} value={hashing.percent} aria-label={t.progressLabel} />{' '}
            <span className="small">{t.progress(hashing.percent)}</span>
          </>
        )}
        {hashing.kind === 'digesting' && <p className="small">{t.digesting}</p>}
        {hashing.kind === 'done' && <p className="small">{t.computed(hashing.name)}</p>}
      </div>
      {hashing.kind === 'failed' && (
        <p className="error-text" role="alert">
          {hashing.message}
        </p>
      )}
    </div>
  );
}
