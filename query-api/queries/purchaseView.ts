import { MS_PER_DAY } from '../../events/constants.ts';
import { toBaht } from '../../events/money.ts';
import type { CatalogClipRow, CatalogSellerRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { LeftJoined, Timestamp } from '../../projector/projections/columnTypes.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';

/** A purchase with its clip's title, text, cover and fingerprint and its seller's name (`purchaseColumns`). */
export type PurchaseViewRow = Pick<
  PurchaseRow,
  | 'purchase_id'
  | 'buyer_id'
  | 'clip_id'
  | 'amount_satang'
  | 'payment_method'
  | 'status'
  | 'created_at'
  | 'pay_by'
  | 'paid_at'
  | 'download_until'
  | 'refunded_at'
  | 'last_error'
  | 'downloads'
  | 'tax_invoice_number'
> &
  LeftJoined<Pick<CatalogClipRow, 'title' | 'description' | 'cover_image' | 'sha256'>> & {
    seller_name: CatalogSellerRow['display_name'] | null;
  };

/** A purchase joined with its clip (the clip may since be deleted: the purchase keeps its title). */
export const purchaseColumns = `p.purchase_id, p.buyer_id, p.clip_id, p.amount_satang, p.payment_method, p.status,
  p.created_at, p.pay_by, p.paid_at, p.download_until, p.refunded_at, p.last_error, p.downloads,
  p.tax_invoice_number,
  c.title, c.description, c.cover_image, c.sha256, s.display_name as seller_name`;
export const purchaseFrom = `purchases p
  left join catalog_clips c on c.clip_id = p.clip_id
  left join catalog_sellers s on s.seller_id = p.seller_id and not s.erased`;

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
const thumbnail = (id: string | null) => (id ? `/api/media/images/${id}.webp` : null);

/**
 * A purchase as the spec's Purchase entity (§3) and the purchases tab show it: `expiresAt` is the
 * end of the download window and `daysLeft` the days still in it, a day begun counting whole
 * (30 right after payment, 1 on the last day, 0 once over).
 */
export function toPurchase(row: PurchaseViewRow, now: Date) {
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
    amount: toBaht(Number(row.amount_satang)),
    price: toBaht(Number(row.amount_satang)),
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
    /** Set once the buyer asked for a full tax invoice (GET /purchases/{id}/tax-invoice). */
    taxInvoiceNumber: row.tax_invoice_number ?? null,
    title: video.title,
    description: video.description,
    thumbnail: video.thumbnail,
    video,
  };
}
