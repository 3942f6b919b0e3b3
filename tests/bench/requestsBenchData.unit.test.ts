import { describe, expect, it } from 'vitest';
import {
  REQUEST_INCIDENT_MAX_AGE_DAYS,
  REQUEST_OPEN_DAYS,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_STATUSES,
  REQUEST_TITLE_MAX,
  THAILAND_BOUNDS,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { fromBaht } from '../../events/money.ts';
import { distanceMetres, minuteOfDay } from '../../projector/projections/requests/geoSql.ts';
import {
  BENCH_NOW,
  benchRequests,
  BUSY_PROVINCES,
  catalogClips,
  catalogSize,
  newlyApprovedClips,
  wideRequests,
} from './requestsBenchData.ts';

const DAY_MS = 86_400_000;
const nowMs = Date.parse(BENCH_NOW);
const daysBefore = (date: string) => (nowMs - Date.parse(`${date}T00:00:00.000Z`)) / DAY_MS;
const inThailand = ({ lat, lng }: { lat: number; lng: number }) =>
  lat >= THAILAND_BOUNDS.minLat &&
  lat <= THAILAND_BOUNDS.maxLat &&
  lng >= THAILAND_BOUNDS.minLng &&
  lng <= THAILAND_BOUNDS.maxLng;

describe('catalogClips', () => {
  it('holds exactly the approved clips asked for, and a tenth as many in other states', () => {
    for (const approved of [1, 9, 10, 19, 99, 109, 2000]) {
      const clips = [...catalogClips({ approved, seed: 5 })];
      expect(clips).toHaveLength(catalogSize(approved));
      expect(clips.filter((c) => c.status === 'approved')).toHaveLength(approved);
    }
    const clips = [...catalogClips({ approved: 2000, seed: 5 })];
    expect(new Set(clips.map((c) => c.status))).toEqual(
      new Set(['approved', 'pending', 'rejected', 'expired']),
    );
    expect(new Set(clips.map((c) => c.clipId)).size).toBe(clips.length);
  });

  it('spreads incidents over two years, at all hours, pins in Thailand crowding into Bangkok', () => {
    const clips = [...catalogClips({ approved: 4000, seed: 11 })];
    const ages = clips.map((c) => daysBefore(c.incidentDate));
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...ages)).toBeGreaterThan(700);
    expect(Math.max(...ages)).toBeLessThan(2 * 365 + 40);
    // Both years about equally full.
    const lastYear = ages.filter((age) => age < 365).length / ages.length;
    expect(lastYear).toBeGreaterThan(0.4);
    expect(lastYear).toBeLessThan(0.6);
    expect(new Set(clips.map((c) => c.incidentTime.slice(0, 2))).size).toBe(24);
    expect(clips.every((c) => inThailand(c.location))).toBe(true);
    const bangkok = clips.filter((c) => c.location.province === 'กรุงเทพมหานคร').length / clips.length;
    expect(bangkok).toBeGreaterThan(0.2);
    expect(bangkok).toBeLessThan(0.35);
  });

  it('is deterministic for a seed', () => {
    expect([...catalogClips({ approved: 50, seed: 3 })]).toEqual([
      ...catalogClips({ approved: 50, seed: 3 }),
    ]);
  });
});

describe('newlyApprovedClips', () => {
  it('gives recent approved clips in busy areas', () => {
    const clips = newlyApprovedClips({ count: 500, seed: 25 });
    expect(clips).toHaveLength(500);
    expect(new Set(clips.map((c) => c.clipId)).size).toBe(500);
    for (const clip of clips) {
      expect(clip.status).toBe('approved');
      expect(BUSY_PROVINCES).toContain(clip.location.province);
      expect(daysBefore(clip.incidentDate)).toBeLessThanOrEqual(36 + 35);
      expect(daysBefore(clip.incidentDate)).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('benchRequests', () => {
  const open = 3000;
  const ended = 1000;
  const requests = [...benchRequests({ open, ended, seed: 29 })];

  it('opens the open ones over the last days, newest last, ending later; the others ended', () => {
    expect(requests).toHaveLength(open + ended);
    const opened = requests.slice(0, open);
    expect(opened.every((r) => r.status === 'open' && r.endedAt === null)).toBe(true);
    const openedAt = opened.map((r) => Date.parse(r.openedAt));
    expect(openedAt).toEqual([...openedAt].sort((a, b) => a - b));
    expect(Math.min(...openedAt)).toBeGreaterThanOrEqual(nowMs - REQUEST_OPEN_DAYS * DAY_MS);
    expect(Math.max(...openedAt)).toBeLessThanOrEqual(nowMs);
    expect(opened.every((r) => Date.parse(r.expiresAt) > nowMs)).toBe(true);
    const rest = requests.slice(open);
    expect(new Set(rest.map((r) => r.status))).toEqual(new Set(REQUEST_STATUSES.filter((s) => s !== 'open')));
    expect(rest.every((r) => r.endedAt !== null && Date.parse(r.endedAt) <= Date.parse(r.expiresAt))).toBe(
      true,
    );
    expect(new Set(requests.map((r) => r.requestId)).size).toBe(requests.length);
  });

  it('asks for valid places, windows, vehicles and prices', () => {
    for (const r of requests) {
      expect(inThailand(r)).toBe(true);
      expect(r.radiusM).toBeGreaterThanOrEqual(REQUEST_RADIUS_MIN_M);
      expect(r.radiusM).toBeLessThanOrEqual(REQUEST_RADIUS_MAX_M);
      expect(r.timeFrom).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(r.timeTo).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
      expect(minuteOfDay(r.timeFrom)).toBeLessThan(minuteOfDay(r.timeTo));
      const age = (Date.parse(r.openedAt) - Date.parse(`${r.incidentDate}T00:00:00.000Z`)) / DAY_MS;
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(REQUEST_INCIDENT_MAX_AGE_DAYS + 1);
      expect(r.vehicleTypes.length).toBeGreaterThanOrEqual(1);
      for (const type of r.vehicleTypes) expect(VEHICLE_TYPES).toContain(type);
      expect(r.maxPriceSatang).toBeGreaterThanOrEqual(fromBaht(REQUEST_PRICE_MIN_BAHT));
      expect(r.maxPriceSatang).toBeLessThanOrEqual(fromBaht(REQUEST_PRICE_MAX_BAHT));
      expect(r.title.length).toBeLessThanOrEqual(REQUEST_TITLE_MAX);
    }
  });

  it('spreads radii from a hundred metres to five kilometres and asks mostly about recent incidents', () => {
    const radii = requests.map((r) => r.radiusM).sort((a, b) => a - b);
    expect(radii[0]).toBe(REQUEST_RADIUS_MIN_M);
    expect(radii.at(-1)).toBe(REQUEST_RADIUS_MAX_M);
    // Log-uniform: the median near the geometric mean of the limits (~700 m).
    const median = radii[Math.floor(radii.length / 2)] as number;
    expect(median).toBeGreaterThan(400);
    expect(median).toBeLessThan(1200);
    const ages = requests.map(
      (r) => (Date.parse(r.openedAt) - Date.parse(`${r.incidentDate}T00:00:00.000Z`)) / DAY_MS,
    );
    expect(ages.filter((age) => age <= 3).length / ages.length).toBeGreaterThan(0.5);
    const bangkok = requests.filter((r) => r.province === 'กรุงเทพมหานคร').length / requests.length;
    expect(bangkok).toBeGreaterThan(0.2);
  });
});

describe('wideRequests', () => {
  it('asks for the largest circle over the whole day in central Bangkok, on days the catalogue is full', () => {
    const wide = wideRequests({ count: 300, seed: 4 });
    expect(wide).toHaveLength(300);
    for (const facts of wide) {
      expect(facts.radiusM).toBe(REQUEST_RADIUS_MAX_M);
      expect([facts.timeFrom, facts.timeTo]).toEqual(['00:00', '23:59']);
      expect(distanceMetres(facts, { lat: 13.7563, lng: 100.5018 })).toBeLessThan(15_000);
      expect(daysBefore(facts.incidentDate)).toBeGreaterThanOrEqual(35);
      expect(daysBefore(facts.incidentDate)).toBeLessThan(2 * 365);
    }
    expect(wideRequests({ count: 5, seed: 4 })).toEqual(wide.slice(0, 5));
  });
});
