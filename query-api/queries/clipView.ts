import { SATANG_PER_BAHT } from '../../events/constants.ts';

export interface ClipRow {
  clip_id: string;
  seller_id: string;
  seller_name: string | null;
  seller_since: string | Date | null;
  title: string;
  description: string;
  category: string;
  vehicle_type: string;
  price_satang: number;
  tags: string[];
  incident_date: string;
  incident_time: string;
  lat: number;
  lng: number;
  province: string;
  district: string;
  sub_district: string;
  address: string;
  status: string;
  uploaded_at: string | Date;
  views: number;
  sales_count: number;
}

export const clipColumns = `c.clip_id, c.seller_id, s.display_name as seller_name, s.created_at as seller_since,
  c.title, c.description, c.category, c.vehicle_type, c.price_satang, c.tags, c.incident_date::text as incident_date,
  c.incident_time, c.lat, c.lng, c.province, c.district, c.sub_district, c.address, c.status, c.uploaded_at,
  c.views, c.sales_count`;

export const clipFrom = 'catalog_clips c left join catalog_sellers s on s.seller_id = c.seller_id';

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());

/** The spec's Video shape (marketplace spec §3); money leaves the read side in baht. */
export function toVideo(row: ClipRow) {
  return {
    _id: row.clip_id,
    title: row.title,
    description: row.description,
    category: row.category,
    vehicleType: row.vehicle_type,
    price: Number(row.price_satang) / SATANG_PER_BAHT,
    thumbnail: null,
    thumbnailPreviews: [],
    duration: null,
    fileSize: null,
    views: Number(row.views),
    salesCount: Number(row.sales_count),
    status: row.status,
    tags: row.tags,
    createdAt: iso(row.uploaded_at),
    dateRecorded: row.incident_date,
    timeRecorded: row.incident_time,
    isActive: row.status === 'approved',
    seller: { _id: row.seller_id, displayName: row.seller_name ?? '', createdAt: iso(row.seller_since) },
    location: {
      address: row.address,
      city: row.district,
      province: row.province,
      district: row.district,
      subDistrict: row.sub_district,
      coordinates: { lat: Number(row.lat), lng: Number(row.lng) },
    },
  };
}
export type Video = ReturnType<typeof toVideo>;
