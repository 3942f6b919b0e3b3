import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  formatDuration,
  formatFileSize,
  formatMembershipAge,
  formatThaiDate,
  formatTime,
} from '../../../lib/format.ts';
import { clipDetail, common } from '../../../lib/texts.ts';
import { videoQueryOptions } from '../api/getVideo.ts';
import type { Video } from '../api/videoSchema.ts';
import { BuyPanel } from './BuyPanel.tsx';
import { categoryLabel, statusLabel, vehicleTypeLabel } from './labels.ts';
import { RelatedClips } from './RelatedClips.tsx';

function placeOf(video: Video): string {
  const location = video.location;
  if (!location) return '';
  return [location.address, location.subDistrict, location.district, location.city, location.province]
    .filter((part, index, parts) => part && parts.indexOf(part) === index)
    .join(' ');
}

export function ClipDetail({ id }: { id: string }) {
  const { data: video } = useSuspenseQuery(videoQueryOptions(id));
  const place = placeOf(video);
  const incident = [
    video.dateRecorded ? formatThaiDate(video.dateRecorded) : '',
    video.timeRecorded ? `${formatTime(video.timeRecorded)} ${clipDetail.timeSuffix}` : '',
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <article className="page clip-detail">
      <Link to="/dashboard" className="back-link">
        ← {common.backToDashboard}
      </Link>

      <div className="clip-detail__layout">
        <div className="clip-detail__main">
          <div className="clip-detail__media">
            {video.thumbnail ? (
              <img src={video.thumbnail} alt={video.title} />
            ) : (
              <span className="clip-card__no-thumb">{clipDetail.previews}</span>
            )}
          </div>
          {video.thumbnailPreviews.length > 0 && (
            <ul className="previews" aria-label={clipDetail.previews}>
              {video.thumbnailPreviews.map((url, index) => (
                <li key={url}>
                  <img src={url} alt={clipDetail.previewAlt(index + 1)} loading="lazy" />
                </li>
              ))}
            </ul>
          )}

          <header>
            <p className={`status status--${video.status}`}>{statusLabel(video.status)}</p>
            <h1 className="clip-detail__title">{video.title}</h1>
          </header>

          <h2>{clipDetail.description}</h2>
          <p className="clip-detail__description">{video.description}</p>

          <dl className="facts">
            <Fact label={clipDetail.category} value={categoryLabel(video.category)} />
            <Fact label={clipDetail.vehicleType} value={vehicleTypeLabel(video.vehicleType)} />
            {incident && <Fact label={clipDetail.incidentDate} value={incident} />}
            {place && <Fact label={clipDetail.location} value={place} />}
            {video.duration !== null && (
              <Fact label={clipDetail.duration} value={formatDuration(video.duration)} />
            )}
            {video.fileSize !== null && (
              <Fact label={clipDetail.fileSize} value={formatFileSize(video.fileSize)} />
            )}
            <Fact label={clipDetail.views} value={video.views.toLocaleString('th-TH')} />
            <Fact
              label={clipDetail.sales}
              value={`${video.salesCount.toLocaleString('th-TH')} ${clipDetail.salesUnit}`}
            />
          </dl>

          {video.tags.length > 0 && (
            <>
              <h2>{clipDetail.tags}</h2>
              <ul className="tags">
                {video.tags.map((tag) => (
                  <li key={tag} className="chip">
                    #{tag}
                  </li>
                ))}
              </ul>
            </>
          )}

          <section className="seller" aria-labelledby="seller-title">
            <h2 id="seller-title">{clipDetail.seller}</h2>
            <p className="seller__name">{video.seller.displayName || common.unknown}</p>
            {video.seller.createdAt && (
              <p className="muted">
                {clipDetail.memberFor} {formatMembershipAge(video.seller.createdAt)}
              </p>
            )}
            <Link to="/seller/$sellerId" params={{ sellerId: video.seller._id }}>
              {clipDetail.sellerPage}
            </Link>
          </section>
        </div>

        <BuyPanel video={video} />
      </div>

      <RelatedClips video={video} />
    </article>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="facts__row">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}
