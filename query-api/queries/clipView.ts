import { toBaht } from '../../events/money.ts';
import type { Timestamp } from '../../projector/projections/columnTypes.ts';
import type { CatalogClipRow, CatalogSellerRow } from '../../projector/projections/catalog/catalogTables.ts';

/** A clip with its seller's name and membership date, as `clipColumns` from `clipFrom` select it. */
export type ClipRow = Pick<
  CatalogClipRow,
  | 'clip_id'
  | 'seller_id'
  | 'title'
  | 'description'
  | 'category'
  | 'vehicle_type'
  | 'price_satang'
  | 'tags'
  | 'incident_date'
  | 'incident_time'
  | 'lat'
  | 'lng'
  | 'province'
  | 'district'
  | 'sub_district'
  | 'address'
  | 'status'
  | 'rejection_reason'
  | 'uploaded_at'
  | 'approved_at'
  | 'views'
  | 'sales_count'
  | 'sha256'
  | 'size_bytes'
  | 'duration_seconds'
  | 'container'
  | 'cover_image'
  | 'preview_images'
  | 'same_file_as_clip'
  | 'same_file_as_seller'
  | 'preview_status'
  | 'preview_moment_seconds'
  | 'preview_from_seconds'
  | 'preview_to_seconds'
  | 'preview_failure_reason'
  | 'request_max_price_satang'
> & {
  seller_name: CatalogSellerRow['display_name'] | null;
  seller_since: CatalogSellerRow['created_at'] | null;
};

export const clipColumns = `c.clip_id, c.seller_id, s.display_name as seller_name, s.created_at as seller_since,
  c.title, c.description, c.category, c.vehicle_type, c.price_satang, c.tags, c.incident_date::text as incident_date,
  c.incident_time, c.lat, c.lng, c.province, c.district, c.sub_district, c.address, c.status, c.rejection_reason,
  c.uploaded_at, c.approved_at, c.views, c.sales_count, c.sha256, c.size_bytes, c.duration_seconds, c.container,
  c.cover_image, c.preview_images, c.same_file_as_clip, c.same_file_as_seller, c.preview_status,
  c.preview_moment_seconds, c.preview_from_seconds, c.preview_to_seconds, c.preview_failure_reason,
  c.request_max_price_satang`;

export const clipFrom = 'catalog_clips c left join catalog_sellers s on s.seller_id = c.seller_id';

/**
 * Who looks at a clip: anyone (approved clips only reach them), the clip's own seller, or an admin.
 * Sellers and admins see the state behind the label (sold, the rejection reason); only admins see
 * that another seller uploaded the same file.
 */
export type Audience = 'public' | 'seller' | 'admin';

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
const imageUrl = (id: string, format: 'webp' | 'jpg') => `/api/media/images/${id}.${format}`;

/** "sold" is not a state of its own: an approved clip with a sale, shown so to its seller and admins. */
export function statusLabel(row: Pick<ClipRow, 'status' | 'sales_count'>, audience: Audience): string {
  return audience !== 'public' && row.status === 'approved' && Number(row.sales_count) > 0
    ? 'sold'
    : row.status;
}

/** The spec's Video shape (marketplace spec §3); money leaves the read side in baht. */
export function toVideo(row: ClipRow, audience: Audience = 'public') {
  return {
    _id: row.clip_id,
    title: row.title,
    description: row.description,
    category: row.category,
    vehicleType: row.vehicle_type,
    price: toBaht(Number(row.price_satang)),
    thumbnail: row.cover_image ? imageUrl(row.cover_image, 'webp') : null,
    thumbnailJpg: row.cover_image ? imageUrl(row.cover_image, 'jpg') : null,
    thumbnailPreviews: row.preview_images.map((id) => imageUrl(id, 'webp')),
    thumbnailPreviewsJpg: row.preview_images.map((id) => imageUrl(id, 'jpg')),
    duration: row.duration_seconds === null ? null : Number(row.duration_seconds),
    fileSize: row.size_bytes === null ? null : Number(row.size_bytes),
    container: row.container,
    sha256: row.sha256,
    views: Number(row.views),
    salesCount: Number(row.sales_count),
    status: statusLabel(row, audience),
    tags: row.tags,
    createdAt: iso(row.uploaded_at),
    approvedAt: iso(row.approved_at),
    dateRecorded: row.incident_date,
    timeRecorded: row.incident_time,
    isActive: row.status === 'approved',
    seller: {
      _id: row.seller_id,
      displayName: row.seller_name ?? '',
      createdAt: iso(row.seller_since),
      memberSince: iso(row.seller_since),
    },
    location: {
      address: row.address,
      city: row.district,
      province: row.province,
      district: row.district,
      subDistrict: row.sub_district,
      coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
    },
    ...(audience === 'public'
      ? {}
      : {
          rejectionReason: row.rejection_reason,
          // The watermarked preview's state (issue 21); a failure's reason is for the seller and admins.
          preview: { status: row.preview_status, failureReason: row.preview_failure_reason },
          // Sent for a footage request (issue 22): its price may go up to the requester's, not PRICE_MAX_BAHT.
          requestMaxPrice:
            row.request_max_price_satang === null ? null : toBaht(Number(row.request_max_price_satang)),
        }),
    ...(audience === 'admin'
      ? {
          sameFileAs: row.same_file_as_clip
            ? { videoId: row.same_file_as_clip, sellerId: row.same_file_as_seller }
            : null,
          possiblyNotTheirs: row.same_file_as_clip !== null,
        }
      : {}),
  };
}
export type Video = ReturnType<typeof toVideo>;

const seconds = (value: number | null) => (value === null ? null : Number(value));

/**
 * The clip page's preview (issue 21): its state, where to play it once ready, the part of the clip
 * it shows, how far the worker is while making it (`progress`, 0–100, from the job table) and,
 * for the seller and admins, why it failed.
 */
export function previewOf(row: ClipRow, audience: Audience, progress: number | null) {
  return {
    status: row.preview_status,
    url: row.preview_status === 'ready' ? `/api/videos/${encodeURIComponent(row.clip_id)}/preview` : null,
    momentSeconds: seconds(row.preview_moment_seconds),
    fromSeconds: row.preview_status === 'ready' ? seconds(row.preview_from_seconds) : null,
    toSeconds: row.preview_status === 'ready' ? seconds(row.preview_to_seconds) : null,
    progress: row.preview_status === 'making' ? (progress ?? 0) : null,
    failureReason: audience === 'public' ? null : row.preview_failure_reason,
  };
}
