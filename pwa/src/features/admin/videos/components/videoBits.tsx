/** Small pieces the video table and the detail popup share. */
import { Link } from '@tanstack/react-router';
import { ADMIN_DESCRIPTION_PREVIEW, type VideoStatus } from '../../../../lib/constants.ts';
import { formatDuration, formatThaiDate, formatTime } from '../../../../lib/format.ts';
import { displayStatus, statusLabel } from '../../../../lib/labels.ts';
import { adminHistory } from '../../shared/adminSharedTexts.ts';
import { adminVideos as t } from '../adminVideosTexts.ts';
import type { AdminVideo } from '../api/getAdminVideos.ts';

const tone: Record<VideoStatus, string> = {
  pending: 'badge--warn',
  approved: 'badge--ok',
  rejected: 'badge--danger',
  sold: 'badge--info',
  expired: '',
};

/** The shown status (admin spec §4): sold derived from a sale, an unknown value as pending. */
export const videoStatus = (video: AdminVideo) => displayStatus(video.status, video.salesCount);

export function StatusBadge({ video }: { video: AdminVideo }) {
  const status = videoStatus(video);
  return <span className={`badge ${tone[status]}`.trim()}>{statusLabel(status)}</span>;
}

/** The first 50 characters of the description (admin spec §9). */
export function descriptionPreview(description: string): string {
  const chars = Array.from(description.trim());
  return chars.length > ADMIN_DESCRIPTION_PREVIEW
    ? `${chars.slice(0, ADMIN_DESCRIPTION_PREVIEW).join('')}…`
    : chars.join('');
}

/** Minutes:seconds, or N/A when the length is unknown (admin spec §2). */
export const durationText = (seconds: number | null | undefined) =>
  typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? formatDuration(seconds)
    : t.noDuration;

const dateTime = (iso: string) => [formatThaiDate(iso, 'short'), formatTime(iso)].filter(Boolean).join(' ');

/** Who approved or rejected the clip last and when; null when no admin has yet. */
export function moderation(video: AdminVideo): { who: string; when: string } | null {
  if (!video.moderatedBy && !video.moderatedAt) return null;
  return {
    who: video.moderatedBy?.displayName ?? adminHistory.erasedPerson,
    when: video.moderatedAt ? dateTime(video.moderatedAt) : '',
  };
}

/** The "possibly not theirs" warning: the same file as a clip another seller uploaded first. */
export function SameFileWarning({ video }: { video: AdminVideo }) {
  if (!video.possiblyNotTheirs) return null;
  return (
    <p className="review__flag" role="note">
      ⚠ {t.possiblyNotTheirs}
      {video.sameFileAs && (
        <>
          {' '}
          <Link to="/video/$id" params={{ id: video.sameFileAs.videoId }}>
            {t.sameFileClip}
          </Link>
        </>
      )}
    </p>
  );
}
