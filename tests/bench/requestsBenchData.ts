/**
 * Synthetic read-model rows for the footage-request benchmark (issue 22, requestsBench.ts): the
 * catalogue's clips over two years, the open (and ended) footage requests, and the newly approved
 * clips whose matching is timed. Places, titles and incident times come from the search bench's
 * generator (syntheticClips.ts: provinces weighted by population with Bangkok about a quarter, pins
 * spread a few kilometres around the province centre, rush hours busiest), so clips and requests
 * crowd the same places, as they do in life. Everything is seeded: a seed always gives the same rows.
 */
import {
  REQUEST_INCIDENT_MAX_AGE_DAYS,
  REQUEST_OPEN_DAYS,
  REQUEST_PRICE_MAX_BAHT,
  REQUEST_PRICE_MIN_BAHT,
  REQUEST_RADIUS_MAX_M,
  REQUEST_RADIUS_MIN_M,
  REQUEST_STATUSES,
  REQUEST_TITLE_MAX,
  VEHICLE_TYPES,
} from '../../events/constants.ts';
import { fromBaht, type Satang } from '../../events/money.ts';
import { provinceCentres, type ProvinceCentre } from '../../infra/adapters/locations/provinceCentres.ts';
import { minuteOfDay } from '../../projector/projections/requests/geoSql.ts';
import type { RequestFacts } from '../../projector/projections/requests/requestLookups.ts';
import {
  busyProvinces,
  DEFAULT_NOW,
  mulberry32,
  syntheticClips,
  type SyntheticClip,
} from './syntheticClips.ts';

/** The benchmark's "now": the synthetic clips' own. */
export const BENCH_NOW = DEFAULT_NOW;

const DAY_MS = 86_400_000;
const YEAR_MS = 365 * DAY_MS;
const MINUTES_PER_DAY = 24 * 60;

export type ClipStatus = 'approved' | 'pending' | 'rejected' | 'expired';
export type BenchClip = SyntheticClip & { status: ClipStatus };

/** One clip in every OTHER_STATE_EVERY is pending, rejected or expired (10 approved to 1 other). */
export const OTHER_STATE_EVERY = 11;
const OTHER_STATES: ClipStatus[] = ['pending', 'rejected', 'expired'];

/** How many clips the catalogue holds when `approved` of them are approved. */
export const catalogSize = (approved: number) => approved + Math.floor(approved / (OTHER_STATE_EVERY - 1));

/**
 * The catalogue: exactly `approved` approved clips and a tenth as many in other states, incidents
 * spread over the two years before `now` (two runs of the generator, a year apart, oldest first).
 */
export function* catalogClips({
  approved,
  seed,
  now = BENCH_NOW,
}: {
  approved: number;
  seed: number;
  now?: string;
}): Generator<BenchClip> {
  const total = catalogSize(approved);
  const older = Math.floor(total / 2);
  const yearBefore = new Date(Date.parse(now) - YEAR_MS).toISOString();
  const runs = [
    syntheticClips({ count: older, seed, now: yearBefore }),
    syntheticClips({ count: total - older, seed: seed + 1, now }),
  ];
  let i = 0;
  for (const run of runs)
    for (const clip of run) {
      const status =
        i % OTHER_STATE_EVERY === OTHER_STATE_EVERY - 1
          ? (OTHER_STATES[Math.floor(i / OTHER_STATE_EVERY) % OTHER_STATES.length] as ClipStatus)
          : 'approved';
      i += 1;
      yield { ...clip, status };
    }
}

/** The provinces a "busy area" is in: Bangkok, its neighbours and the biggest cities. */
export const BUSY_PROVINCES = busyProvinces.slice(0, 6);
/** A newly approved clip's incident lies at most this many days back (the generator's upload lag). */
const NEW_CLIP_MAX_AGE_DAYS = 35;
/** Clips generated per newly approved clip wanted: enough of them are recent and in a busy area. */
const NEW_CLIP_OVERSAMPLE = 80;

/**
 * `count` clips just approved at `now`, each in a busy area (BUSY_PROVINCES) with an incident in
 * the few weeks before: the clips a live matcher looks up open requests for.
 */
export function newlyApprovedClips({
  count,
  seed,
  now = BENCH_NOW,
}: {
  count: number;
  seed: number;
  now?: string;
}): BenchClip[] {
  const nowMs = Date.parse(now);
  const since = new Date(nowMs - NEW_CLIP_MAX_AGE_DAYS * DAY_MS).toISOString();
  const busy = new Set(BUSY_PROVINCES);
  const found: BenchClip[] = [];
  for (const clip of syntheticClips({ count: count * NEW_CLIP_OVERSAMPLE, seed, now }))
    if (clip.uploadedAt >= since && busy.has(clip.location.province))
      found.push({ ...clip, approvedAt: now, status: 'approved' });
  if (found.length < count)
    throw new Error(
      `only ${found.length} of ${count} recent clips in a busy area: raise NEW_CLIP_OVERSAMPLE`,
    );
  // The newest ones: uploads come in time order.
  return found.slice(-count);
}

export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** A `requests` row as the benchmark writes it (the columns the projection fills on RequestOpened and after). */
export interface BenchRequest {
  requestId: string;
  requesterId: string;
  title: string;
  description: string;
  lat: number;
  lng: number;
  radiusM: number;
  province: string;
  district: string;
  subDistrict: string;
  address: string;
  /** YYYY-MM-DD. */
  incidentDate: string;
  /** HH:MM, from < to on the incident date. */
  timeFrom: string;
  timeTo: string;
  vehicleTypes: string[];
  maxPriceSatang: Satang;
  status: RequestStatus;
  openedAt: string;
  expiresAt: string;
  endedAt: string | null;
}

const ENDED_STATUSES = REQUEST_STATUSES.filter((status) => status !== 'open');

const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;

/**
 * Days from the incident to the day its request is opened: most people ask within days, some
 * within the month, a few up to the limit.
 */
function incidentAgeDays(random: () => number): number {
  const r = random();
  if (r < 0.6) return Math.floor(random() * 3);
  if (r < 0.9) return 3 + Math.floor(random() * 28);
  return 31 + Math.floor(random() * (REQUEST_INCIDENT_MAX_AGE_DAYS - 31));
}

/** A search radius between the limits, log-uniform (as many small ones as large), in whole 100 m. */
function radiusMetres(random: () => number): number {
  const log =
    Math.log(REQUEST_RADIUS_MIN_M) + random() * Math.log(REQUEST_RADIUS_MAX_M / REQUEST_RADIUS_MIN_M);
  return Math.min(
    REQUEST_RADIUS_MAX_M,
    Math.max(REQUEST_RADIUS_MIN_M, Math.round(Math.exp(log) / 100) * 100),
  );
}

/**
 * The requests: `open` ones opened over the last REQUEST_OPEN_DAYS before `now` in the order they
 * were opened (the last ones are the newest), then `ended` ones (closed, expired, fulfilled,
 * removed) opened over the year before. Each is placed where a synthetic clip's incident is, with a
 * window of 15 minutes to 2 hours on either side of its time.
 */
export function* benchRequests({
  open,
  ended,
  seed,
  now = BENCH_NOW,
}: {
  open: number;
  ended: number;
  seed: number;
  now?: string;
}): Generator<BenchRequest> {
  const random = mulberry32(seed ^ 0x5eed);
  const nowMs = Date.parse(now);
  const members = Math.max(1, Math.round((open + ended) / 2));
  let i = 0;
  for (const clip of syntheticClips({ count: open + ended, seed, now })) {
    const isOpen = i < open;
    const openedMs = isOpen
      ? nowMs - REQUEST_OPEN_DAYS * DAY_MS + Math.floor(((i + random()) / open) * REQUEST_OPEN_DAYS * DAY_MS)
      : nowMs - YEAR_MS + Math.floor(random() * (YEAR_MS - REQUEST_OPEN_DAYS * DAY_MS));
    const incidentDate = new Date(openedMs - incidentAgeDays(random) * DAY_MS).toISOString().slice(0, 10);
    const centre = minuteOfDay(clip.incidentTime);
    const from = Math.max(0, centre - 15 - Math.floor(random() * 106));
    const to = Math.min(MINUTES_PER_DAY - 1, centre + 15 + Math.floor(random() * 106));
    const vehicleTypes = new Set<string>([clip.vehicleType]);
    if (random() < 0.3)
      vehicleTypes.add(VEHICLE_TYPES[Math.floor(random() * VEHICLE_TYPES.length)] as string);
    const priceSteps = (REQUEST_PRICE_MAX_BAHT - REQUEST_PRICE_MIN_BAHT) / 100;
    const maxPrice = REQUEST_PRICE_MIN_BAHT + 100 * Math.floor(Math.pow(random(), 2) * (priceSteps + 1));
    const expiresMs = openedMs + REQUEST_OPEN_DAYS * DAY_MS;
    const status: RequestStatus = isOpen
      ? 'open'
      : (ENDED_STATUSES[Math.floor(random() * ENDED_STATUSES.length)] as RequestStatus);
    const endedMs =
      status === 'open'
        ? null
        : status === 'expired'
          ? expiresMs
          : openedMs + Math.floor(random() * (expiresMs - openedMs));
    yield {
      requestId: clip.clipId,
      requesterId: `member-${Math.floor(random() * members)}`,
      title: `ตามหาคลิป ${clip.title}`.slice(0, REQUEST_TITLE_MAX),
      description: `ขอคลิปกล้องหน้ารถ ${clip.description}`,
      lat: clip.location.lat,
      lng: clip.location.lng,
      radiusM: radiusMetres(random),
      province: clip.location.province,
      district: clip.location.district,
      subDistrict: clip.location.subDistrict ?? '',
      address: clip.location.address ?? '',
      incidentDate,
      timeFrom: hhmm(from),
      timeTo: hhmm(to),
      vehicleTypes: [...vehicleTypes],
      maxPriceSatang: fromBaht(maxPrice),
      status,
      openedAt: new Date(openedMs).toISOString(),
      expiresAt: new Date(expiresMs).toISOString(),
      endedAt: endedMs === null ? null : new Date(endedMs).toISOString(),
    };
    i += 1;
  }
}

/** Bangkok's centre, where clips are densest. */
const BANGKOK = provinceCentres.find((province) => province.code === 10) as ProvinceCentre;
/** How far from Bangkok's centre the wide requests are pinned (standard deviation, metres). */
const WIDE_SPREAD_M = 3000;
const METRES_PER_DEGREE = 111_195;

/**
 * The heaviest requests there can be, for a bound on the listing's cost: the largest circle, the
 * whole day (with the slack, three days of clips are read), in central Bangkok, on a day at least a
 * month back (every clip of it uploaded) within the catalogue's two years.
 */
export function wideRequests({
  count,
  seed,
  now = BENCH_NOW,
}: {
  count: number;
  seed: number;
  now?: string;
}): RequestFacts[] {
  const random = mulberry32(seed);
  const nowMs = Date.parse(now);
  const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const cos = Math.cos((BANGKOK.lat * Math.PI) / 180);
  return Array.from({ length: count }, (_, i) => ({
    requesterId: `member-wide-${i}`,
    lat: Math.round((BANGKOK.lat + (gaussian() * WIDE_SPREAD_M) / METRES_PER_DEGREE) * 1e6) / 1e6,
    lng: Math.round((BANGKOK.lng + (gaussian() * WIDE_SPREAD_M) / (METRES_PER_DEGREE * cos)) * 1e6) / 1e6,
    radiusM: REQUEST_RADIUS_MAX_M,
    incidentDate: new Date(nowMs - (35 + Math.floor(random() * (2 * 365 - 40))) * DAY_MS)
      .toISOString()
      .slice(0, 10),
    timeFrom: '00:00',
    timeTo: '23:59',
  }));
}
