import type { ReactNode } from 'react';
import { formatBaht, formatThaiDate, formatTime } from '../../../../lib/format.ts';
import { categoryLabel, vehicleTypeLabel } from '../../../../lib/labels.ts';
import { common } from '../../../../lib/texts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import { AdminDetailModal } from '../../shared/AdminDetailModal.tsx';
import { PreviewBadge } from '../../../../components/PreviewBadge.tsx';
import type { AdminVideo } from '../api/getAdminVideos.ts';
import { durationText, moderation, SameFileWarning, StatusBadge, videoStatus } from './videoBits.tsx';
import { VideoPlayer } from './VideoPlayer.tsx';
import { ReviewPreview } from './ReviewPreview.tsx';

interface VideoDetailModalProps {
  video: AdminVideo;
  busy: boolean;
  /** A failed approve, shown in the popup. */
  failure: string | null;
  onApprove: () => void;
  onReject: () => void;
  onClose: () => void;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

/**
 * The clip's detail popup (admin spec §2): the player, the watermarked preview buyers will see, and
 * every fact an admin reviews it by, the location and incident date and time when present, and its
 * history tab. A pending clip can be approved or rejected right here, after watching it.
 */
export function VideoDetailModal({
  video,
  busy,
  failure,
  onApprove,
  onReject,
  onClose,
}: VideoDetailModalProps) {
  const pending = videoStatus(video) === 'pending';
  const moderated = moderation(video);
  const place = [video.location?.address, video.location?.city, video.location?.province]
    .filter(Boolean)
    .join(', ');
  return (
    <AdminDetailModal
      title={t.detailTitle}
      entity={{ type: 'clip', id: video._id }}
      onClose={onClose}
      actions={
        pending && (
          <>
            <button type="button" className="button" disabled={busy} onClick={onApprove}>
              {busy ? t.approving : t.approve}
            </button>
            <button type="button" className="button button--danger" disabled={busy} onClick={onReject}>
              {t.reject}
            </button>
          </>
        )
      }
    >
      {failure && (
        <p className="error-text" role="alert">
          {failure}
        </p>
      )}
      <SameFileWarning video={video} />
      <VideoPlayer videoId={video._id} title={video.title} />
      <ReviewPreview video={video} />
      <dl className="admin-details">
        <Row label={t.fields.title}>{video.title}</Row>
        <Row label={t.seller}>
          {video.seller.displayName || common.unknown}
          {video.seller.email && <span className="muted small"> ({video.seller.email})</span>}
        </Row>
        <Row label={t.incidentCategory}>{categoryLabel(video.category)}</Row>
        {video.vehicleType && <Row label={t.vehicleType}>{vehicleTypeLabel(video.vehicleType)}</Row>}
        <Row label={t.price}>{formatBaht(video.price)}</Row>
        <Row label={t.columns.status}>
          <StatusBadge video={video} /> <PreviewBadge preview={video.preview} withReason />
        </Row>
        {videoStatus(video) === 'rejected' && video.rejectionReason && (
          <Row label={t.rejectionReason}>{video.rejectionReason}</Row>
        )}
        {video.createdAt && <Row label={t.uploadedAt}>{formatThaiDate(video.createdAt, 'short')}</Row>}
        <Row label={t.duration}>{durationText(video.duration)}</Row>
        <Row label={t.fields.description}>{video.description || '—'}</Row>
        {place && <Row label={t.fields.location}>{place}</Row>}
        {video.dateRecorded && (
          <Row label={t.incidentDate}>{formatThaiDate(video.dateRecorded, 'short')}</Row>
        )}
        {video.timeRecorded && <Row label={t.fields.incidentTime}>{formatTime(video.timeRecorded)}</Row>}
        <Row label={t.fields.views}>{video.views.toLocaleString('th-TH')}</Row>
        <Row label={t.fields.sales}>{video.salesCount.toLocaleString('th-TH')}</Row>
        <Row label={t.fields.moderated}>
          {moderated ? [moderated.who, moderated.when].filter(Boolean).join(' · ') : t.notModerated}
        </Row>
      </dl>
    </AdminDetailModal>
  );
}
