import { MS_PER_DAY, SATANG_PER_BAHT } from '../../events/constants.ts';

export interface PurchaseRow {
  purchase_id: string;
  buyer_id: string;
  clip_id: string;
  amount_satang: number;
  payment_method: string;
  status: string;
  created_at: Date | string;
  pay_by: Date | string;
  paid_at: Date | string | null;
  download_until: Date | string | null;
  refunded_at: Date | string | null;
  last_error: { code: string; message: string } | null;
  downloads: number;
  title: string | null;
  description: string | null;
  cover_image: string | null;
  sha256: string | null;
  seller_name: string | null;
}

/** A purchase joined with its clip (the clip may since be deleted: the purchase keeps its title). */
export const purchaseColumns = `p.purchase_id, p.buyer_id, p.clip_id, p.amount_satang, p.payment_method, p.status,
  p.created_at, p.pay_by, p.paid_at, p.download_until, p.refunded_at, p.last_error, p.downloads,
  c.title, c.description, c.cover_image, c.sha256, s.display_name as seller_name`;
export const purchaseFrom = `purchases p
  left join catalog_clips c on c.clip_id = p.clip_id
  left join catalog_sellers s on s.seller_id = p.seller_id and not s.erased`;

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
const thumbnail = (id: string | null) => (id ? `/api/media/images/${id}.webp` : null);

/**
 * A purchase as the spec's Purchase entity (§3) and the purchases tab show it: `expiresAt` is the
 * end of the download window and `daysLeft` the days still in it, a day begun counting whole
 * (30 right after payment, 1 on the last day, 0 once over).
 */
export function toPurchase(row: PurchaseRow, now: Date) {
  const downloadUntil = iso(row.download_until);
  const msLeft = downloadUntil === null ? null : Date.parse(downloadUntil) - now.getTime();
  const video = {
    _id: row.clip_id,
    title: row.title ?? '',
    description: row.description ?? '',
    thumbnail: thumbnail(row.cover_image),
  };
  return {
    _id: row.purchase_id,
    purchaseId: row.purchase_id,
    videoId: row.clip_id,
    status: row.status,
    amount: Number(row.amount_satang) / SATANG_PER_BAHT,
    price: Number(row.amount_satang) / SATANG_PER_BAHT,
    paymentMethod: row.payment_method,
    createdAt: iso(row.created_at),
    payBy: iso(row.pay_by),
    purchasedAt: iso(row.paid_at),
    expiresAt: downloadUntil,
    daysLeft: msLeft === null ? null : Math.max(0, Math.ceil(msLeft / MS_PER_DAY)),
    downloadable: row.status === 'paid' && msLeft !== null && msLeft > 0,
    downloads: Number(row.downloads),
    sellerName: row.seller_name,
    sha256: row.sha256,
    lastError: row.last_error,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    video,
  };
}
