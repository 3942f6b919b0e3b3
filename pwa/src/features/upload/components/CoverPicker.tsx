/**
 * Cover candidates (spec §5 cover times): six times, clamped, with a warning past the clip's end;
 * generate, auto-generate, reset; pick one (the first by default); a manual 0.1 s slider; and the
 * number of preview frames.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { COVER, PREVIEW_COUNT_OPTIONS, VIDEO_MAX_SECONDS } from '../../../lib/constants.ts';
import { upload as t } from '../uploadTexts.ts';
import type { DraftCovers, DraftVideo } from '../drafts/draft.ts';
import { captureFrames } from '../video/captureFrames.ts';
import { BlobImage } from './BlobImage.tsx';
import {
  autoCoverTimes,
  clampCoverTime,
  coverTimeMax,
  frameTime,
  isPastEnd,
  resetCoverTimes,
  sliderMax,
} from '../video/coverTimes.ts';

export const DEFAULT_PREVIEW_COUNT = 5;

interface CoverPickerProps {
  video: DraftVideo;
  covers: DraftCovers | null;
  onCovers: (covers: DraftCovers) => void;
  capture?: typeof captureFrames;
}

export function CoverPicker({ video, covers, onCovers, capture = captureFrames }: CoverPickerProps) {
  const length = video.durationSeconds;
  const [times, setTimes] = useState<number[]>(() => covers?.times ?? resetCoverTimes(length));
  const [manual, setManual] = useState<number>(COVER.defaultCoverTimeSeconds);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const images = covers?.images ?? [];
  const previewCountId = useId();
  const sliderId = useId();
  const pastEnd = isPastEnd(times, length);
  const started = useRef(false);

  const base = (): DraftCovers =>
    covers ?? { images: [], times: [], chosen: 0, previewCount: DEFAULT_PREVIEW_COUNT, previews: [] };

  const generate = async (at: number[]) => {
    setBusy(true);
    setFailure(null);
    try {
      const frames = await capture(
        video.blob,
        at.map((time) => frameTime(time, length)),
      );
      onCovers({ ...base(), images: frames, times: at, chosen: 0 });
    } catch {
      setFailure(t.covers.galleryFailed);
    } finally {
      setBusy(false);
    }
  };

  // A new video gets its six candidates at once (spec: generated from the video, first selected).
  useEffect(() => {
    if (covers || started.current) return;
    started.current = true;
    const auto = autoCoverTimes(length);
    setTimes(auto);
    void generate(auto);
    // Only on a fresh video; generate is recreated every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [covers, length]);

  const captureManual = async () => {
    setBusy(true);
    setFailure(null);
    try {
      const [frame] = await capture(video.blob, [frameTime(manual, length)]);
      if (!frame) throw new Error('no frame');
      const current = base();
      const slot = current.images.length > 0 ? current.chosen : 0;
      const nextImages = [...current.images];
      const nextTimes = [...current.times];
      nextImages[slot] = frame;
      nextTimes[slot] = manual;
      onCovers({ ...current, images: nextImages, times: nextTimes, chosen: slot });
    } catch {
      setFailure(t.covers.coverFailed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="upload-covers">
      <legend>{t.covers.heading}</legend>
      <p className="muted">{t.covers.optional}</p>
      <div className="upload-covers__times">
        {times.map((time, i) => (
          <label key={i} className="upload-covers__time">
            {t.covers.time(i + 1)}
            <input
              type="number"
              min={COVER.minTimeSeconds}
              max={coverTimeMax(length)}
              step={COVER.sliderStepSeconds}
              value={time}
              onChange={(event) => {
                const next = [...times];
                next[i] = Number(event.target.value);
                setTimes(next);
              }}
              onBlur={() => {
                const next = [...times];
                next[i] = clampCoverTime(time, length);
                if (!isPastEnd([time], length)) setTimes(next);
              }}
            />
          </label>
        ))}
      </div>
      {pastEnd && (
        <p className="warn-text" role="alert">
          {t.covers.overLength}
        </p>
      )}
      <div className="upload-covers__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={busy || pastEnd}
          onClick={() => void generate(times.map((time) => clampCoverTime(time, length)))}
        >
          {t.covers.generate}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => {
            const auto = autoCoverTimes(length);
            setTimes(auto);
            void generate(auto);
          }}
        >
          {t.covers.autoGenerate}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => setTimes(resetCoverTimes(length))}
        >
          {t.covers.reset}
        </button>
      </div>
      {busy && (
        <p className="muted" role="status">
          {t.covers.generating}
        </p>
      )}
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      {images.length > 0 && (
        <div className="upload-covers__grid" role="radiogroup" aria-label={t.covers.heading}>
          {images.map((image, i) => (
            <label key={i} className={`upload-covers__candidate${covers?.chosen === i ? ' is-chosen' : ''}`}>
              <input
                type="radio"
                name="cover"
                checked={covers?.chosen === i}
                onChange={() => onCovers({ ...base(), chosen: i })}
              />
              <BlobImage blob={image} alt={t.covers.candidate(i + 1, String(covers?.times[i] ?? ''))} />
              {covers?.chosen === i && <span className="badge">{t.covers.chosen}</span>}
            </label>
          ))}
        </div>
      )}
      <div className="field">
        <label htmlFor={sliderId}>
          {t.covers.slider}: {manual.toFixed(1)}
        </label>
        <input
          id={sliderId}
          type="range"
          min={0}
          max={sliderMax(length, VIDEO_MAX_SECONDS)}
          step={COVER.sliderStepSeconds}
          value={manual}
          onChange={(event) => setManual(Number(event.target.value))}
        />
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          onClick={() => void captureManual()}
        >
          {t.covers.captureAt}
        </button>
      </div>
      <div className="field">
        <label htmlFor={previewCountId}>{t.covers.previewCount}</label>
        <select
          id={previewCountId}
          value={covers?.previewCount ?? DEFAULT_PREVIEW_COUNT}
          onChange={(event) =>
            onCovers({ ...base(), previewCount: Number(event.target.value), previews: [] })
          }
        >
          {PREVIEW_COUNT_OPTIONS.map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </select>
      </div>
    </fieldset>
  );
}
