import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { BigIntValue, LeftJoined, Timestamp } from '../../projector/projections/columnTypes.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import { CERTIFICATE_FORMAT, type Certificate } from './certificateDocument.ts';

type CertificateRow = Pick<
  PurchaseRow,
  'purchase_id' | 'buyer_id' | 'clip_id' | 'seller_id' | 'status' | 'paid_at' | 'receipt_number'
> &
  LeftJoined<
    Pick<
      CatalogClipRow,
      | 'incident_date'
      | 'incident_time'
      | 'province'
      | 'district'
      | 'address'
      | 'uploaded_at'
      | 'approved_at'
      | 'sha256'
      | 'size_bytes'
      | 'duration_seconds'
    >
  >;

/** Purchases a certificate is issued for: money was taken (and possibly given back since). */
const CERTIFIED = new Set(['paid', 'refunded']);

const iso = (value: Timestamp | null) => (value === null ? null : new Date(value).toISOString());
const numberOrNull = (value: BigIntValue | null) => (value === null ? null : Number(value));

export type CertificateAnswer =
  | { kind: 'notFound' }
  | { kind: 'notPaid' }
  | { kind: 'noFingerprint' }
  | { kind: 'certificate'; certificate: Certificate };

/**
 * The facts of a purchase's file-origin certificate, for its buyer or an admin (anyone else: not
 * found): the clip (fingerprint, size, length, upload, incident, approval) from the catalogue, the
 * purchase and receipt number, and every download's time (never its address).
 */
export async function purchaseCertificate(
  db: SqlExecutor,
  purchaseId: string,
  caller: { id: string; role: string },
  issuer: { name: string; url: string },
  now: Date,
): Promise<CertificateAnswer> {
  const { rows } = await db.query<CertificateRow>(
    `select p.purchase_id, p.buyer_id, p.clip_id, p.seller_id, p.status, p.paid_at, p.receipt_number,
       c.incident_date::text as incident_date, c.incident_time, c.province, c.district, c.address,
       c.uploaded_at, c.approved_at, c.sha256, c.size_bytes, c.duration_seconds
     from purchases p
     left join catalog_clips c on c.clip_id = p.clip_id
     where p.purchase_id = $1`,
    [purchaseId],
  );
  const row = rows[0];
  if (!row || (row.buyer_id !== caller.id && caller.role !== 'admin')) return { kind: 'notFound' };
  if (!CERTIFIED.has(row.status)) return { kind: 'notPaid' };
  // A clip whose original was never fingerprinted (or is gone from the catalogue) has nothing to certify.
  if (!row.sha256 || !row.uploaded_at) return { kind: 'noFingerprint' };
  const downloads = await db.query<{ downloaded_at: Timestamp }>(
    `select downloaded_at from purchase_downloads where purchase_id = $1 order by stream_position`,
    [purchaseId],
  );
  return {
    kind: 'certificate',
    certificate: {
      format: CERTIFICATE_FORMAT,
      issuedAt: now.toISOString(),
      issuer,
      clip: {
        clipId: row.clip_id,
        sha256: row.sha256,
        bytes: numberOrNull(row.size_bytes),
        durationSeconds: row.duration_seconds,
        uploadedAt: new Date(row.uploaded_at).toISOString(),
        sellerPseudonym: row.seller_id,
        incident: {
          date: row.incident_date ?? '',
          time: row.incident_time ?? '',
          province: row.province ?? '',
          district: row.district ?? '',
          locationName: row.address ?? '',
        },
        approvedAt: iso(row.approved_at),
      },
      purchase: {
        purchaseId: row.purchase_id,
        receiptNumber: row.receipt_number ?? row.purchase_id,
        paidAt: iso(row.paid_at),
        status: row.status as 'paid' | 'refunded',
      },
      downloads: downloads.rows.map((download) => ({ at: new Date(download.downloaded_at).toISOString() })),
    },
  };
}

/** Whether this clip's original with this fingerprint is in the catalogue (whatever its status now). */
export async function fingerprintOnRecord(db: SqlExecutor, clipId: string, sha256: string): Promise<boolean> {
  const { rows } = await db.query('select 1 from catalog_clips where clip_id = $1 and sha256 = $2', [
    clipId,
    sha256,
  ]);
  return rows.length > 0;
}
