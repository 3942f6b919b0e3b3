import type { SqlExecutor } from '../../postgres/sqlClient.ts';
import type {
  SearchDocument,
  SearchIndexWriter,
  SearchRemoval,
  ViewCount,
} from '../../../../projector/ports/searchIndexWriter.ts';
import { documentTerms } from './documentTerms.ts';
import { MIN_CORRECTED_CHARS } from '../thaiTokenization/closestSpelling.ts';
import { minuteOfDay } from '../minuteOfDay.ts';

/**
 * Writes the PostgreSQL index inside the projector's transaction, so the index and the
 * projection's checkpoint move together. One statement per call, whatever the batch size.
 */
export function postgresSearchWriter(
  db: SqlExecutor,
  table = 'clip_search',
  termsTable = `${table}_terms`,
): SearchIndexWriter {
  return {
    async put(documents: SearchDocument[]) {
      if (documents.length === 0) return;
      const rows = documents.map((doc) => {
        const terms = documentTerms(doc);
        return {
          clipId: doc.clipId,
          sellerId: doc.sellerId,
          version: doc.version,
          title: doc.title,
          titleTerms: terms.title,
          body: terms.body,
          place: terms.place,
          text: terms.text,
          category: doc.category,
          vehicleType: doc.vehicleType,
          priceSatang: doc.priceSatang,
          province: doc.location.province,
          district: doc.location.district,
          lat: doc.location.lat,
          lng: doc.location.lng,
          incidentDate: doc.incidentDate,
          incidentMinute: minuteOfDay(doc.incidentTime),
          uploadedAt: doc.uploadedAt,
          approvedAt: doc.approvedAt,
          views: doc.views,
        };
      });
      await db.query(
        `insert into ${table} (clip_id, seller_id, version, status, title, document, title_terms, search_text,
           category, vehicle_type, price_satang, province, district, lat, lng, incident_date, incident_minute,
           uploaded_at, approved_at, views)
         select r."clipId", r."sellerId", r.version, 'approved', r.title,
           r."titleTerms"::tsvector || r.body::tsvector || r.place::tsvector, r."titleTerms"::tsvector, r.text, r.category, r."vehicleType", r."priceSatang", r.province,
           r.district, r.lat, r.lng, r."incidentDate"::date, r."incidentMinute", r."uploadedAt"::timestamptz,
           r."approvedAt"::timestamptz, r.views
         from jsonb_to_recordset($1::jsonb) as r("clipId" text, "sellerId" text, version bigint, title text,
           "titleTerms" text, body text, place text, text text, category text, "vehicleType" text, "priceSatang" int,
           province text, district text, lat float8, lng float8, "incidentDate" text, "incidentMinute" int,
           "uploadedAt" text, "approvedAt" text, views int)
         on conflict (clip_id) do update set version = excluded.version, title = excluded.title,
           document = excluded.document, title_terms = excluded.title_terms, search_text = excluded.search_text,
           category = excluded.category, vehicle_type = excluded.vehicle_type,
           price_satang = excluded.price_satang, province = excluded.province, district = excluded.district,
           lat = excluded.lat, lng = excluded.lng, incident_date = excluded.incident_date,
           incident_minute = excluded.incident_minute, uploaded_at = excluded.uploaded_at,
           approved_at = excluded.approved_at, views = excluded.views
         where ${table}.version <= excluded.version`,
        [JSON.stringify(rows)],
      );
      await db.query(
        `insert into ${termsTable} (term)
         select distinct term from ${table} s, unnest(tsvector_to_array(s.document)) as term
         where s.clip_id = any($1::text[]) and char_length(term) >= ${MIN_CORRECTED_CHARS}
         on conflict do nothing`,
        [documents.map((doc) => doc.clipId)],
      );
    },

    async remove(removals: SearchRemoval[]) {
      if (removals.length === 0) return;
      await db.query(
        `delete from ${table} s using jsonb_to_recordset($1::jsonb) as r("clipId" text, version bigint)
         where s.clip_id = r."clipId" and s.version <= r.version`,
        [JSON.stringify(removals)],
      );
    },

    async removeSeller(sellerId: string) {
      await db.query(`delete from ${table} where seller_id = $1`, [sellerId]);
    },

    async setViews(counts: ViewCount[]) {
      if (counts.length === 0) return;
      await db.query(
        `update ${table} s set views = r.views
         from jsonb_to_recordset($1::jsonb) as r("clipId" text, views int) where s.clip_id = r."clipId"`,
        [JSON.stringify(counts)],
      );
    },
  };
}
