import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';

type FingerprintRow = Pick<
  CatalogClipRow,
  | 'status'
  | 'title'
  | 'incident_date'
  | 'incident_time'
  | 'province'
  | 'district'
  | 'uploaded_at'
  | 'sales_count'
>;

export type VerifiedStatus = 'listed' | 'sold' | 'removed';

function publicStatus(row: FingerprintRow): VerifiedStatus {
  if (row.status !== 'approved') return 'removed';
  return Number(row.sales_count) > 0 ? 'sold' : 'listed';
}

/**
 * Public verification (issue 6, "Downloads and evidence"): does a file with this SHA-256 match
 * the original of a clip that was ever on sale here, and when was it uploaded. Only clips that
 * were public once are told about (approved at some time, or sold): a pending or rejected upload
 * never was, so its existence is not disclosed. The answer says what the clip's public page said
 * — never the seller, the buyers or anything personal (DESIGN.md §3); the street address is left
 * out too, and a clip no longer on sale keeps only its date and district, not its title.
 */
export async function verifyFingerprint(db: SqlExecutor, sha256: string) {
  const { rows } = await db.query<FingerprintRow>(
    `select c.status, c.title, c.incident_date::text as incident_date, c.incident_time, c.province,
       c.district, c.uploaded_at, c.sales_count
     from catalog_clips c
     where c.sha256 = $1
       and (c.approved_at is not null or exists (select 1 from catalog_sales s where s.clip_id = c.clip_id))
     order by c.uploaded_at, c.clip_id`,
    [sha256],
  );
  const clips = rows.map((row) => {
    const status = publicStatus(row);
    return {
      uploadedAt: new Date(row.uploaded_at).toISOString(),
      incidentDate: row.incident_date,
      incidentTime: row.incident_time,
      province: row.province,
      district: row.district,
      title: status === 'removed' ? null : row.title,
      status,
      salesCount: Number(row.sales_count),
    };
  });
  return { match: clips.length > 0, clips };
}
