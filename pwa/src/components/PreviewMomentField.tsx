/**
 * The incident moment a clip's watermarked preview is cut around (issue 21): a 0.1 s slider over the
 * whole clip, the moment as mm:ss.s, nudges of one step for thumbs that cannot hit 0.1 s on a
 * slider, and a way back to the default, the middle. Used by the upload form (with the frame at the
 * moment) and the seller's edit popup. Every value handed out is clamped to the clip.
 */
import { useId, type ReactNode } from 'react';
import { PREVIEW_MOMENT_STEP_SECONDS } from '../lib/constants.ts';
import { clampMoment, formatMoment, lastMoment, middleMoment } from '../lib/videoPreview.ts';
import { videoPreview as t } from './videoPreviewTexts.ts';
import './videoPreview.css';

interface PreviewMomentFieldProps {
  /** The clip's length in seconds. */
  duration: number | null;
  /** Seconds from the start; null: not chosen, the middle. */
  value: number | null;
  onChange: (seconds: number) => void;
  /** The frame at the moment, when the page can draw one. */
  frame?: ReactNode;
  /** A line under the control, e.g. that saving makes the preview again. */
  hint?: ReactNode;
  disabled?: boolean;
}

export function PreviewMomentField({
  duration,
  value,
  onChange,
  frame,
  hint,
  disabled,
}: PreviewMomentFieldProps) {
  const sliderId = useId();
  const moment = value === null ? middleMoment(duration) : clampMoment(value, duration);
  const end = lastMoment(duration);
  const set = (seconds: number) => onChange(clampMoment(seconds, duration));
  return (
    <fieldset className="preview-moment">
      <legend>{t.moment.heading}</legend>
      <p className="muted">{t.moment.explain}</p>
      <label htmlFor={sliderId}>{t.moment.slider}</label>
      <div className="preview-moment__row">
        <output className="preview-moment__time" htmlFor={sliderId}>
          {formatMoment(moment)}
        </output>
        <span className="muted small">
          00:00.0 – {formatMoment(end)}
          {value === null && ` · ${t.moment.defaultHint}`}
        </span>
      </div>
      <input
        id={sliderId}
        type="range"
        min={0}
        max={end}
        step={PREVIEW_MOMENT_STEP_SECONDS}
        value={moment}
        disabled={disabled}
        aria-valuetext={t.moment.at(formatMoment(moment))}
        onChange={(event) => set(Number(event.target.value))}
      />
      <div className="preview-moment__row">
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || moment <= 0}
          onClick={() => set(moment - PREVIEW_MOMENT_STEP_SECONDS)}
          aria-label={t.moment.earlier}
        >
          −{PREVIEW_MOMENT_STEP_SECONDS}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled || moment >= end}
          onClick={() => set(moment + PREVIEW_MOMENT_STEP_SECONDS)}
          aria-label={t.moment.later}
        >
          +{PREVIEW_MOMENT_STEP_SECONDS}
        </button>
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled}
          onClick={() => set(middleMoment(duration))}
        >
          {t.moment.middle}
        </button>
      </div>
      {frame}
      {hint && <p className="muted small">{hint}</p>}
    </fieldset>
  );
}
