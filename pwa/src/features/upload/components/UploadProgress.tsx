/** A real percentage bar (the share of the video the server has confirmed over tus). */
import { upload as t } from '../uploadTexts.ts';

export function UploadProgress({ percent }: { percent: number }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="upload-progress">
      <div
        className="upload-progress__bar"
        role="progressbar"
        aria-label={t.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
      >
        <div className="upload-progress__fill" style={{ width: `${value}%` }} />
      </div>
      <span className="upload-progress__text">{value}%</span>
    </div>
  );
}
