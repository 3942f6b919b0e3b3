import { toBaht } from '../../events/money.ts';
import { receiptAliases } from './receiptAliases.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogClipRow, CatalogSellerRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { BigIntValue, LeftJoined, Timestamp } from '../../projector/projections/columnTypes.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';

/** A purchase with its buyer's and seller's names and what the receipt tells of the clip. */
type ReceiptRow = Pick<
  PurchaseRow,
  | 'purchase_id'
  | 'buyer_id'
  | 'clip_id'
  | 'amount_satang'
  | 'payment_method'
  | 'status'
  | 'paid_at'
  | 'refunded_at'
  | 'downloads'
  | 'receipt_number'
> &
  LeftJoined<
    Pick<
      CatalogClipRow,
      | 'title'
      | 'incident_date'
      | 'incident_time'
      | 'province'
      | 'district'
      | 'address'
      | 'uploaded_at'
      | 'sha256'
      | 'size_bytes'
      | 'duration_seconds'
      | 'container'
    >
  > & {
    buyer_name: UserRow['display_name'] | null;
    seller_name: CatalogSellerRow['display_name'] | null;
  };

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
const numberOrNull = (value: BigIntValue | null) => (value === null ? null : Number(value));

/** Purchases a receipt is issued for: money was taken (and possibly given back since). */
const RECEIPTED = new Set(['paid', 'refunded']);

/** The company that issues the receipt (COMPANY_* settings); address and tax id once configured. */
export interface ReceiptIssuer {
  name: string;
  address: string | null;
  taxId: string | null;
  branch: string;
}

export const defaultReceiptIssuer: ReceiptIssuer = {
  name: 'แดชคลิป',
  address: null,
  taxId: null,
  branch: 'สำนักงานใหญ่',
};

export type ReceiptAnswer =
  { kind: 'notFound' } | { kind: 'notPaid' } | { kind: 'receipt'; receipt: ReturnType<typeof toReceipt> };

/**
 * A purchase's evidence receipt, for its buyer or an admin: what was paid, for which clip, sold
 * by whom (the seller's public display name, never an e-mail or legal name; a neutral alias once
 * the seller is erased), and the original's fingerprint to verify a downloaded file against.
 */
export async function purchaseReceipt(
  db: SqlExecutor,
  purchaseId: string,
  caller: { id: string; role: string },
  issuer: ReceiptIssuer = defaultReceiptIssuer,
): Promise<ReceiptAnswer> {
  const { rows } = await db.query<ReceiptRow>(
    `select p.purchase_id, p.buyer_id, p.clip_id, p.amount_satang, p.payment_method, p.status, p.paid_at,
       p.refunded_at, p.downloads, p.receipt_number, u.display_name as buyer_name, c.title, s.display_name as seller_name,
       c.incident_date::text as incident_date, c.incident_time, c.province, c.district, c.address,
       c.uploaded_at, c.sha256, c.size_bytes, c.duration_seconds, c.container
     from purchases p
     left join catalog_clips c on c.clip_id = p.clip_id
     left join catalog_sellers s on s.seller_id = p.seller_id and not s.erased
     left join users u on u.uid = p.buyer_id and not u.erased
     where p.purchase_id = $1`,
    [purchaseId],
  );
  const row = rows[0];
  if (!row || (row.buyer_id !== caller.id && caller.role !== 'admin')) return { kind: 'notFound' };
  if (!RECEIPTED.has(row.status)) return { kind: 'notPaid' };
  return { kind: 'receipt', receipt: toReceipt(row, issuer) };
}

function toReceipt(row: ReceiptRow, issuer: ReceiptIssuer) {
  return {
    issuer,
    receiptNumber: row.receipt_number ?? row.purchase_id,
    purchaseId: row.purchase_id,
    paidAt: iso(row.paid_at),
    amount: toBaht(Number(row.amount_satang)),
    paymentMethod: row.payment_method,
    status: row.status as 'paid' | 'refunded',
    refundedAt: iso(row.refunded_at),
    buyer: { displayName: row.buyer_name || receiptAliases.anonymousBuyer },
    clip: {
      videoId: row.clip_id,
      title: row.title ?? '',
      sellerAlias: row.seller_name || receiptAliases.anonymousSeller,
      incidentDate: row.incident_date,
      incidentTime: row.incident_time,
      province: row.province,
      district: row.district,
      address: row.address,
      uploadedAt: iso(row.uploaded_at),
      sha256: row.sha256,
      fileSize: numberOrNull(row.size_bytes),
      durationSeconds: numberOrNull(row.duration_seconds),
      container: row.container,
    },
    downloads: Number(row.downloads),
    verifyUrl: row.sha256 ? `/verify?sha256=${row.sha256}` : null,
  };
}
