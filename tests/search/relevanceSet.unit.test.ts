import { describe, expect, it } from 'vitest';
import {
  CATEGORIES,
  DESCRIPTION_MAX_ON_UPLOAD,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  TAG_MAX_LENGTH,
  TAGS_MAX,
  THAILAND_BOUNDS,
  TITLE_MAX,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { matchesFilters } from './naiveBaseline.ts';
import { relevanceListings } from './relevanceListings.ts';
import { QUERY_KINDS, relevanceQueries, type QueryKind } from './relevanceQueries.ts';

const locations = thaiLocations();
const byId = new Map(relevanceListings.map((l) => [l.id, l]));

describe('relevance listings', () => {
  it('has at least 200 listings with unique, stable ids', () => {
    expect(relevanceListings.length).toBeGreaterThanOrEqual(200);
    expect(byId.size).toBe(relevanceListings.length);
    for (const l of relevanceListings) expect(l.id).toMatch(/^rl-\d{3}$/);
  });

  it('keeps every field within the upload limits', () => {
    for (const l of relevanceListings) {
      const where = `${l.id}`;
      expect(l.title.trim().length, where).toBeGreaterThan(0);
      expect(l.title.length, where).toBeLessThanOrEqual(TITLE_MAX);
      expect(l.description.trim().length, where).toBeGreaterThan(0);
      expect(l.description.length, where).toBeLessThanOrEqual(DESCRIPTION_MAX_ON_UPLOAD);
      expect(CATEGORIES, where).toContain(l.category);
      expect(VEHICLE_TYPES, where).toContain(l.vehicleType);
      expect(Number.isInteger(l.price), where).toBe(true);
      expect(l.price, where).toBeGreaterThanOrEqual(PRICE_MIN_BAHT);
      expect(l.price, where).toBeLessThanOrEqual(PRICE_MAX_BAHT);
      expect(l.tags.length, where).toBeLessThanOrEqual(TAGS_MAX);
      for (const tag of l.tags) expect(tag.length, where).toBeLessThanOrEqual(TAG_MAX_LENGTH);
      expect(l.incidentDate, where).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(new Date(`${l.incidentDate}T00:00:00Z`).toISOString().slice(0, 10), where).toBe(l.incidentDate);
      expect(l.incidentTime, where).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(l.location.address.trim().length, where).toBeGreaterThan(0);
      // Written in NFC, as the index will store it.
      for (const text of [l.title, l.description, l.location.address])
        expect(text.normalize('NFC'), where).toBe(text);
    }
  });

  it('places every listing in a real province, district and sub-district, near the province', () => {
    for (const l of relevanceListings) {
      const { province, district, subDistrict, lat, lng } = l.location;
      const p = locations.findProvince(province);
      expect(p, `${l.id} province ${province}`).toBeDefined();
      if (!p) continue;
      expect(p.name_th, l.id).toBe(province);
      const d = locations.findDistrict(p.id, district);
      expect(d, `${l.id} district ${district}`).toBeDefined();
      if (!d) continue;
      expect(
        locations.findSubDistrict(d.id, subDistrict),
        `${l.id} sub-district ${subDistrict}`,
      ).toBeDefined();
      expect(lat).toBeGreaterThanOrEqual(THAILAND_BOUNDS.minLat);
      expect(lat).toBeLessThanOrEqual(THAILAND_BOUNDS.maxLat);
      expect(lng).toBeGreaterThanOrEqual(THAILAND_BOUNDS.minLng);
      expect(lng).toBeLessThanOrEqual(THAILAND_BOUNDS.maxLng);
      // Within ~150 km of the province centre (the largest provinces are about that wide).
      expect(Math.hypot(lat - p.lat, lng - p.lng), `${l.id} far from ${province}`).toBeLessThan(1.5);
    }
  });

  it('spans many provinces, every category and every vehicle type', () => {
    expect(new Set(relevanceListings.map((l) => l.location.province)).size).toBeGreaterThanOrEqual(20);
    expect(new Set(relevanceListings.map((l) => l.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(relevanceListings.map((l) => l.vehicleType))).toEqual(new Set(VEHICLE_TYPES));
  });

  it('contains the hard cases', () => {
    const texts = relevanceListings.map((l) => `${l.title} ${l.description}`);
    for (const fragment of [
      'ฝ่าไฟแดง',
      'ติดไฟแดง',
      'ประชาชน',
      'ชนบท',
      'ชนิด',
      'ชนวน',
      'ชนะ',
      'ราชชนนี',
      'หมายเลข',
      // Near misses: ชน only in ทางหลวงชนบท, เมา only in เมาท์, สไลด์ without a landslide, ดิน in ดินแดง,
      // กลางคืน only in a market's name, มอเตอร์ in มอเตอร์เวย์, กระบ in กระบี่, จักรยาน without ยนต์.
      'ทางหลวงชนบท',
      'เมาท์',
      'ประตูสไลด์',
      'ดินแดง',
      'ตลาดนัดกลางคืน',
      'มอเตอร์เวย์',
      'กระบี่',
      'คนปั่นจักรยาน',
    ])
      expect(
        texts.some((t) => t.includes(fragment)),
        fragment,
      ).toBe(true);
    // Variants: each side of the pair is used by some seller.
    for (const variant of [
      'เบรก',
      'เบรค',
      'กระบะ',
      'กะบะ',
      'มอไซ',
      'มอเตอร์ไซค์',
      'มอเตอร์ไซด์',
      'จักรยานยนต์',
      'แท็กซี่',
      'แท๊กซี่',
      'แทกซี่',
      'จยย.',
      // One thing, many words: trucks, landslides, drunk driving, night, cutting in, pedestrians, brands.
      'สิบล้อ',
      'รถ 10 ล้อ',
      'หกล้อ',
      'รถพ่วง',
      'เทรลเลอร์',
      'หัวลาก',
      'ดินสไลด์',
      'ดินถล่ม',
      'โคลนถล่ม',
      'เมาแล้วขับ',
      'เมาขับ',
      'ขับรถขณะมึนเมา',
      'กลางคืน',
      'กลางดึก',
      'ตอนดึก',
      'ตอนค่ำ',
      'ยามวิกาล',
      'ปาดหน้า',
      'ตัดหน้า',
      'เบียด',
      'คนข้ามถนน',
      'คนเดินเท้า',
      'เคอรี่',
      'kerry',
      'แฟลช',
      'flash',
      'แกร็บ',
      'grab',
      'ไลน์แมน',
      'lineman',
    ])
      expect(
        texts.some((t) => t.includes(variant)),
        variant,
      ).toBe(true);
  });
});

describe('relevance queries', () => {
  it('has at least 140 queries with unique ids, every kind, and enough of each', () => {
    expect(relevanceQueries.length).toBeGreaterThanOrEqual(140);
    expect(new Set(relevanceQueries.map((q) => q.id)).size).toBe(relevanceQueries.length);
    expect(new Set(relevanceQueries.map((q) => q.kind))).toEqual(new Set(QUERY_KINDS));
    const minimum: Partial<Record<QueryKind, number>> = {
      'should-find-nothing': 12,
      'multi-word': 10,
      'near-synonym': 10,
      'broader-term': 6,
      'english-concept': 10,
      'half-typed-variant': 6,
    };
    for (const [kind, n] of Object.entries(minimum))
      expect(relevanceQueries.filter((q) => q.kind === kind).length, kind).toBeGreaterThanOrEqual(n);
  });

  it('makes the new kinds what they say: the clips use other words than the query', () => {
    const text = (id: string) => {
      const l = byId.get(id)!;
      return `${l.title} ${l.description} ${l.location.address}`.toLowerCase();
    };
    for (const q of relevanceQueries) {
      const needle = q.query.toLowerCase();
      const wanted = q.relevant.filter((r) => r.grade === 2).map((r) => r.id);
      switch (q.kind) {
        case 'multi-word':
          // Said otherwise: no listing has the whole sentence.
          expect(
            relevanceListings.filter((l) => text(l.id).includes(needle)).map((l) => l.id),
            q.id,
          ).toEqual([]);
          break;
        case 'near-synonym':
        case 'broader-term':
        case 'half-typed-variant':
          // Some clearly wanted clip does not contain the query at all (else it is an exact or half-typed query).
          expect(
            wanted.some((id) => !text(id).includes(needle)),
            q.id,
          ).toBe(true);
          break;
        case 'english-concept':
          expect(q.query, q.id).toMatch(/^[a-z][a-z -]*$/);
          // Mostly Thai clips: most of the wanted ones do not contain the English words.
          expect(wanted.filter((id) => !text(id).includes(needle)).length, q.id).toBeGreaterThan(
            wanted.length / 2,
          );
          break;
        default:
          break;
      }
    }
  });

  it('labels only existing listings, each at most once per query, with grades 1 or 2', () => {
    for (const q of relevanceQueries) {
      const ids = q.relevant.map((r) => r.id);
      expect(new Set(ids).size, q.id).toBe(ids.length);
      for (const r of q.relevant) {
        expect(byId.has(r.id), `${q.id} → ${r.id}`).toBe(true);
        expect([1, 2], q.id).toContain(r.grade);
      }
      for (const id of q.mustNotMatch ?? []) {
        expect(byId.has(id), `${q.id} mustNotMatch ${id}`).toBe(true);
        expect(ids, q.id).not.toContain(id);
      }
    }
  });

  it('gives every other query at least one grade-2 listing, and should-find-nothing none', () => {
    for (const q of relevanceQueries) {
      if (q.kind === 'should-find-nothing') expect(q.relevant, q.id).toEqual([]);
      else
        expect(
          q.relevant.some((r) => r.grade === 2),
          q.id,
        ).toBe(true);
    }
  });

  it("uses the API's filter names and labels only listings that pass the filters", () => {
    const names = new Set([
      'province',
      'category',
      'vehicleType',
      'minPrice',
      'maxPrice',
      'dateFrom',
      'dateTo',
    ]);
    for (const q of relevanceQueries) {
      for (const name of Object.keys(q.filters ?? {})) expect(names, q.id).toContain(name);
      if (q.filters?.province) expect(locations.findProvince(q.filters.province), q.id).toBeDefined();
      for (const r of q.relevant)
        expect(matchesFilters(byId.get(r.id)!, q.filters), `${q.id} → ${r.id}`).toBe(true);
    }
    for (const q of relevanceQueries.filter((x) => x.kind === 'with-filters'))
      expect(q.filters, q.id).toBeDefined();
  });

  it('filtered should-find-nothing queries really have no listing of that kind behind the filter', () => {
    for (const q of relevanceQueries.filter((x) => x.kind === 'should-find-nothing')) {
      const words = q.query.replace(/เเ/g, 'แ').split(/\s+/).filter(Boolean);
      const hits = relevanceListings.filter(
        (l) =>
          matchesFilters(l, q.filters) &&
          words.every((w) => `${l.title} ${l.description} ${l.location.address}`.includes(w)),
      );
      expect(
        hits.map((l) => l.id),
        q.id,
      ).toEqual([]);
    }
  });

  it('keeps mustNotMatch honest: the query occurs there only inside another word', () => {
    const containing: Record<string, RegExp> = {
      ชน: /ประชาชน|ชนบท|ชนิด|ชนวน|ชนะ|ราชชนนี/g,
      หมา: /หมายเลข|กฎหมาย|หมากแข้ง/g,
      เมา: /แม่เมาะ|เมาท์/g,
    };
    const guarded = relevanceQueries.filter((x) => x.mustNotMatch?.length);
    expect(guarded.length).toBeGreaterThanOrEqual(3);
    for (const q of guarded) {
      const words = containing[q.query];
      expect(words, `${q.id}: say which words hide ${q.query}`).toBeDefined();
      for (const id of q.mustNotMatch ?? []) {
        const l = byId.get(id)!;
        const text = [
          l.title,
          l.description,
          l.location.address,
          l.location.district,
          l.location.subDistrict,
        ].join(' ');
        expect(text.includes(q.query), `${q.id} ${id}`).toBe(true);
        expect(text.replace(words!, '').includes(q.query), `${q.id} ${id}`).toBe(false);
      }
    }
  });

  it('labels every listing whose text has the exact query words, for the exact and place-name kinds', () => {
    // A cross-check of the hand labels: a plain substring hit on title, description or address
    // that is not labelled is a labelling slip (the place-name kind also looks at the address).
    for (const q of relevanceQueries.filter((x) => x.kind === 'exact' || x.kind === 'place-name')) {
      const labelled = new Set(q.relevant.map((r) => r.id));
      const needle = q.query.replace(/\s+/g, ' ');
      const hits = relevanceListings.filter((l) =>
        `${l.title} ${l.description} ${l.location.address}`
          .replace(/พระราม(\d)/g, 'พระราม $1')
          .includes(needle),
      );
      for (const l of hits) expect(labelled.has(l.id), `${q.id} misses ${l.id}`).toBe(true);
    }
  });
});
