import {
  CLIP_EDITABLE_FIELDS,
  type ClipEditableField,
  type ClipEvent,
  type ClipUploaded,
  type ClipViewed,
} from '../../../events/clip/clipEvents.ts';
import type { SqlExecutor } from '../../../infra/adapters/postgres/sqlClient.ts';
import type { TableNames } from '../../projection.ts';
import type { CatalogTable } from './catalogTables.ts';

type Tables = TableNames<CatalogTable>;
export type ClipChange = Exclude<ClipEvent, ClipUploaded>;
type Positioned<T> = T & { position: bigint };

/** New clips, pending; never one of a seller already erased (a replay after the erasure). */
export async function insertClips(db: SqlExecutor, t: Tables, uploads: Positioned<ClipUploaded['data']>[]) {
  if (uploads.length === 0) return;
  const rows = uploads.map((d) => ({ ...d, position: d.position.toString() }));
  await db.query(
    `insert into ${t.catalog_clips} (clip_id, seller_id, title, description, category, vehicle_type, price_satang,
       tags, incident_date, incident_time, lat, lng, province, district, sub_district, address, status, uploaded_at,
       sha256, size_bytes, duration_seconds, container, cover_image, preview_images, same_file_as_clip,
       same_file_as_seller, sales_count, updated_at, last_position, preview_status, preview_moment_seconds,
       request_id, request_max_price_satang)
     select u."clipId", u."sellerId", u.title, u.description, u.category, u."vehicleType", u."priceSatang",
       u.tags, u."incidentDate"::date, u."incidentTime", (u.location->>'lat')::float8, (u.location->>'lng')::float8,
       u.location->>'province', u.location->>'district', u.location->>'subDistrict', u.location->>'address',
       'pending', u."uploadedAt"::timestamptz, u.file->>'sha256', (u.file->>'sizeBytes')::bigint,
       (u.file->>'durationSeconds')::float8, u.file->>'container', u.images->>'cover',
       coalesce(u.images->'previews', '[]'::jsonb), u."sameFileAs"->>'clipId', u."sameFileAs"->>'sellerId',
       (select count(*) from ${t.catalog_sales} s where s.clip_id = u."clipId" and not s.refunded),
       u."uploadedAt"::timestamptz, u.position::bigint,
       case when u.file is null or u.file = 'null'::jsonb then 'none' else 'making' end,
       coalesce(u."previewMomentSeconds", floor((u.file->>'durationSeconds')::float8 * 5) / 10),
       u."requestId", u."requestMaxPriceSatang"
     from jsonb_to_recordset($1::jsonb) as u("clipId" text, "sellerId" text, title text, description text,
       category text, "vehicleType" text, "priceSatang" int, tags jsonb, "incidentDate" text, "incidentTime" text,
       location jsonb, file jsonb, images jsonb, "sameFileAs" jsonb, "previewMomentSeconds" float8,
       "requestId" text, "requestMaxPriceSatang" int, "uploadedAt" text, position text)
     where not exists (select 1 from ${t.catalog_sellers} s where s.seller_id = u."sellerId" and s.erased)
        -- a clip sold earlier in the same batch stays with its buyers, as the erasure keeps sold clips
        or exists (select 1 from ${t.catalog_sales} s where s.clip_id = u."clipId" and not s.refunded)
     on conflict (clip_id) do nothing`,
    [JSON.stringify(rows)],
  );
}

/** One later event of a clip as a row: its new status and time, the reason or the edited fields. */
function changeRow(event: ClipChange, position: bigint) {
  const base = { clipId: event.data.clipId, type: event.type, position: position.toString() };
  switch (event.type) {
    case 'ClipApproved':
      return { ...base, status: 'approved', at: event.data.approvedAt };
    case 'ClipRejected':
      return { ...base, status: 'rejected', at: event.data.rejectedAt, reason: event.data.reason };
    case 'ClipResubmitted':
      return { ...base, status: 'pending', at: event.data.resubmittedAt };
    case 'ClipExpired':
      return { ...base, status: 'expired', at: event.data.expiredAt };
    case 'ClipDeleted':
      return { ...base, status: 'deleted', at: event.data.deletedAt };
    case 'ClipEdited':
      return { ...base, at: event.data.editedAt, changes: event.data.changes };
    case 'ClipPreviewMade':
      return { ...base, at: event.data.madeAt, preview: { status: 'ready', ...event.data } };
    case 'ClipPreviewFailed':
      return { ...base, at: event.data.failedAt, preview: { status: 'failed', ...event.data } };
    default: {
      const unknown: never = event;
      return unknown;
    }
  }
}

/** The columns that each field an edit may change moves (the compiler asks for a new field's). */
const editedColumns = {
  title: `title = coalesce(e.changes->>'title', c.title)`,
  description: `description = coalesce(e.changes->>'description', c.description)`,
  category: `category = coalesce(e.changes->>'category', c.category)`,
  vehicleType: `vehicle_type = coalesce(e.changes->>'vehicleType', c.vehicle_type)`,
  priceSatang: `price_satang = coalesce((e.changes->>'priceSatang')::int, c.price_satang)`,
  tags: `tags = coalesce(e.changes->'tags', c.tags)`,
  incidentDate: `incident_date = coalesce((e.changes->>'incidentDate')::date, c.incident_date)`,
  incidentTime: `incident_time = coalesce(e.changes->>'incidentTime', c.incident_time)`,
  location: `lat = coalesce((e.changes->'location'->>'lat')::float8, c.lat),
         lng = coalesce((e.changes->'location'->>'lng')::float8, c.lng),
         province = coalesce(e.changes->'location'->>'province', c.province),
         district = coalesce(e.changes->'location'->>'district', c.district),
         sub_district = coalesce(e.changes->'location'->>'subDistrict', c.sub_district),
         address = coalesce(e.changes->'location'->>'address', c.address)`,
  previewMomentSeconds: `preview_moment_seconds = coalesce((e.changes->>'previewMomentSeconds')::float8,
         c.preview_moment_seconds)`,
} satisfies Record<ClipEditableField, string>;

/** A preview column: the result's value, cleared by a moved moment (a new preview is on its way). */
const previewColumn = (column: string, value: string) =>
  `${column} = case when e.preview is not null then ${value}
         when e.changes ? 'previewMomentSeconds' then null else c.${column} end`;

/**
 * The preview's state (issue 21): 'making' from upload and from each moved moment, 'ready' or
 * 'failed' by the worker's result (the decider records results only for the current moment).
 */
const previewColumns = [
  `preview_status = case when e.preview is not null then e.preview->>'status'
         when e.changes ? 'previewMomentSeconds' then 'making' else c.preview_status end`,
  previewColumn('preview_from_seconds', `(e.preview->>'fromSeconds')::float8`),
  previewColumn('preview_to_seconds', `(e.preview->>'toSeconds')::float8`),
  previewColumn('preview_sha256', `e.preview->>'sha256'`),
  previewColumn('preview_failure_reason', `e.preview->>'reason'`),
].join(',\n         ');

/**
 * Applies the later events of clip streams. One statement cannot move one row twice, so the batch
 * is cut into rounds that each hold at most one event per clip, applied in stream order. The
 * stream position on the row makes a second delivery change nothing; an edit moves only the
 * fields it names (jsonb `->>` of an absent key is null).
 */
export async function applyClipChanges(
  db: SqlExecutor,
  t: Tables,
  changes: Positioned<{ event: ClipChange }>[],
) {
  const rounds: ReturnType<typeof changeRow>[][] = [];
  const seen = new Map<string, number>();
  for (const { event, position } of changes) {
    const round = seen.get(event.data.clipId) ?? 0;
    seen.set(event.data.clipId, round + 1);
    (rounds[round] ??= []).push(changeRow(event, position));
  }
  for (const round of rounds) {
    await db.query(
      `update ${t.catalog_clips} c set
         status = coalesce(e.status, c.status),
         rejection_reason = case when e.status in ('approved', 'rejected', 'pending') then e.reason else c.rejection_reason end,
         approved_at = case when e.status = 'approved' then e.at::timestamptz else c.approved_at end,
         expired_at = case when e.status = 'expired' then e.at::timestamptz else c.expired_at end,
         deleted_at = case when e.status = 'deleted' then e.at::timestamptz else c.deleted_at end,
         ${CLIP_EDITABLE_FIELDS.map((field) => editedColumns[field]).join(',\n         ')},
         ${previewColumns},
         -- a preview made is no change of the clip's own
         updated_at = case when e.preview is null then e.at::timestamptz else c.updated_at end,
         last_position = e.position::bigint
       from jsonb_to_recordset($1::jsonb) as e("clipId" text, type text, status text, at text, reason text,
         changes jsonb, preview jsonb, position text)
       where c.clip_id = e."clipId" and c.last_position < e.position::bigint`,
      [JSON.stringify(round)],
    );
  }
}

/** Counts a view only the first time this viewer is seen on this clip that day. */
export async function countViews(db: SqlExecutor, t: Tables, views: ClipViewed['data'][]) {
  if (views.length === 0) return;
  await db.query(
    `with first_views as (
       insert into ${t.catalog_clip_views} (clip_id, viewer_key, day)
       select v."clipId", v."viewerKey", v.day::date
         from jsonb_to_recordset($1::jsonb) as v("clipId" text, "viewerKey" text, day text)
       on conflict do nothing returning clip_id),
     counts as (select clip_id, count(*)::int as n from first_views group by clip_id)
     update ${t.catalog_clips} c set views = c.views + counts.n from counts where c.clip_id = counts.clip_id`,
    [JSON.stringify(views)],
  );
}
