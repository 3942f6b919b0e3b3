/**
 * A clip's preview state as a small badge in the seller's and the admins' clip lists (issue 21):
 * being made, ready, or failed with its reason (the lists send the reason to those two only).
 * No preview at all (a clip from before previews) shows nothing.
 */
import type { PreviewSummary } from '../lib/videoPreview.ts';
import { videoPreview as t } from './videoPreviewTexts.ts';
import './videoPreview.css';

export function PreviewBadge({
  preview,
  withReason = false,
}: {
  preview: PreviewSummary;
  withReason?: boolean;
}) {
  if (preview.status === 'none') return null;
  return (
    <span className="preview-badge-line">
      <span className={`preview-badge preview-badge--${preview.status}`}>{t.badges[preview.status]}</span>
      {withReason && preview.status === 'failed' && preview.failureReason && (
        <span className="preview-badge__reason">{preview.failureReason}</span>
      )}
    </span>
  );
}
