/**
 * The upload form's incident moment (issue 21): the shared moment control over the chosen video,
 * with the frame at the moment drawn from the video itself (once the slider rests), so the seller
 * sees what the buyers' 15-second preview will be cut around.
 */
import { useEffect, useState } from 'react';
import { PreviewMomentField } from '../../../components/PreviewMomentField.tsx';
import { formatMoment, middleMoment } from '../../../lib/videoPreview.ts';
import { useDebounced } from '../../../lib/useDebounced.ts';
import type { DraftVideo } from '../drafts/draft.ts';
import { upload as t } from '../uploadTexts.ts';
import { captureFrames } from '../video/captureFrames.ts';
import { frameTime } from '../video/coverTimes.ts';
import { BlobImage } from './BlobImage.tsx';

/** The frame is drawn once the slider has rested this long (a drag would otherwise seek at every step). */
const FRAME_AFTER_MS = 300;

interface IncidentMomentPickerProps {
  video: DraftVideo;
  /** Seconds, or null: not chosen (the middle). */
  value: number | null;
  onChange: (seconds: number) => void;
  capture?: typeof captureFrames;
  disabled?: boolean;
}

export function IncidentMomentPicker({
  video,
  value,
  onChange,
  capture = captureFrames,
  disabled,
}: IncidentMomentPickerProps) {
  const moment = value ?? middleMoment(video.durationSeconds);
  const resting = useDebounced(moment, FRAME_AFTER_MS);
  const [frame, setFrame] = useState<{ at: number; blob: Blob } | null>(null);

  useEffect(() => {
    let current = true;
    capture(video.blob, [frameTime(resting, video.durationSeconds)]).then(
      ([blob]) => {
        if (current && blob) setFrame({ at: resting, blob });
      },
      // No frame (a browser that cannot decode this file): the time alone still says it.
      () => {},
    );
    return () => {
      current = false;
    };
  }, [capture, video, resting]);

  return (
    <PreviewMomentField
      duration={video.durationSeconds}
      value={value}
      onChange={onChange}
      disabled={disabled}
      frame={
        frame && (
          <div className="preview-moment__frame">
            <BlobImage key={frame.at} blob={frame.blob} alt={t.moment.frameAlt(formatMoment(frame.at))} />
          </div>
        )
      }
    />
  );
}
