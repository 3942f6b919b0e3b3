import { describe, expect, it } from 'vitest';
import { clipApprovedSchema, clipUploadedSchema } from '../../events/clip/clipEvents.ts';
import {
  CATEGORIES,
  PRICE_MAX_BAHT,
  PRICE_MIN_BAHT,
  THAILAND_BOUNDS,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { fromBaht } from '../../events/money.ts';
import { provinceCentres } from '../../infra/adapters/locations/provinceCentres.ts';
import { thaiLocations } from '../../infra/adapters/locations/thaiLocations.ts';
import { mulberry32, syntheticClips, syntheticEventBatches } from './syntheticClips.ts';

const take = (count: number, seed: number) => [...syntheticClips({ count, seed })];

describe('syntheticClips', () => {
  it('is deterministic for a seed and differs between seeds', () => {
    expect(take(200, 7)).toEqual(take(200, 7));
    expect(take(50, 7)[0]?.clipId).not.toEqual(take(50, 8)[0]?.clipId);
    const a = mulberry32(1);
    const b = mulberry32(1);
    expect([a(), a(), a()]).toEqual([b(), b(), b()]);
  });

  it('gives valid clips: categories, prices, pins in Thailand, real places, dates', () => {
    const locations = thaiLocations();
    const provinces = new Set(provinceCentres.map((p) => p.name_th));
    const clips = take(2000, 42);
    expect(new Set(clips.map((c) => c.clipId)).size).toBe(clips.length);
    for (const clip of clips) {
      expect(CATEGORIES).toContain(clip.category);
      expect(VEHICLE_TYPES).toContain(clip.vehicleType);
      expect(clip.priceSatang).toBeGreaterThanOrEqual(fromBaht(PRICE_MIN_BAHT));
      expect(clip.priceSatang).toBeLessThanOrEqual(fromBaht(PRICE_MAX_BAHT));
      const { lat, lng, province, district } = clip.location;
      expect(lat).toBeGreaterThanOrEqual(THAILAND_BOUNDS.minLat);
      expect(lat).toBeLessThanOrEqual(THAILAND_BOUNDS.maxLat);
      expect(lng).toBeGreaterThanOrEqual(THAILAND_BOUNDS.minLng);
      expect(lng).toBeLessThanOrEqual(THAILAND_BOUNDS.maxLng);
      expect(provinces.has(province)).toBe(true);
      const provinceId = locations.findProvince(province)?.id ?? -1;
      expect(locations.findDistrict(provinceId, district)).toBeDefined();
      expect(clip.title.length).toBeGreaterThan(0);
      expect(clip.title.length).toBeLessThanOrEqual(100);
      expect(clip.description.length).toBeLessThanOrEqual(100);
      expect(clip.incidentDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(clip.incidentTime).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(clip.incidentDate <= clip.uploadedAt.slice(0, 10)).toBe(true);
      expect(clipUploadedSchema.safeParse(clip).success).toBe(true);
    }
    // Bangkok is the busiest province.
    const bangkok = clips.filter((c) => c.location.province === 'กรุงเทพมหานคร').length;
    expect(bangkok / clips.length).toBeGreaterThan(0.15);
  });

  it('writes each clip as ClipUploaded then ClipApproved on its stream, positions increasing', () => {
    const batches = [...syntheticEventBatches({ count: 301, seed: 3 }, 500)];
    expect(batches.map((b) => b.length)).toEqual([500, 102]);
    const events = batches.flat();
    events.forEach((event, i) => {
      expect(event.globalPosition.gp).toBe(BigInt(i + 1));
      expect(event.type).toBe(i % 2 === 0 ? 'ClipUploaded' : 'ClipApproved');
      expect(event.streamPosition).toBe(BigInt((i % 2) + 1));
      const data = event.data as { clipId: string };
      expect(event.streamId).toBe(`clip-${data.clipId}`);
      const schema = event.type === 'ClipUploaded' ? clipUploadedSchema : clipApprovedSchema;
      expect(schema.safeParse(event.data).success).toBe(true);
    });
  });

  it('uploads the clips in the order they happened, over the year before now, as an event log holds them', () => {
    const uploads = take(500, 9).map((clip) => Date.parse(clip.uploadedAt));
    expect(uploads).toEqual([...uploads].sort((a, b) => a - b));
    const yearMs = 365 * 86_400_000;
    expect((uploads.at(-1) as number) - (uploads[0] as number)).toBeGreaterThan(yearMs * 0.9);
  });
});
