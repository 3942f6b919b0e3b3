import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { ALERT_AREA_SUGGESTION_COOLDOWN_DAYS } from '../../constants.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { notificationsProjection } from './notificationsProjection.ts';
import type { NotificationRow } from './notificationTables.ts';

type Event = [streamId: string, event: DomainEvent];

/** The junction of the requests; `north(m)` is a point m metres north of it. */
const junction = { lat: 13.6593, lng: 100.4309 };
const north = (metres: number) => ({ lat: junction.lat + metres / 111_195, lng: junction.lng });
const at = '2026-11-21T06:00:00.000Z';
const later = '2026-11-21T07:00:00.000Z';
const DAY_MS = 24 * 60 * 60 * 1000;
const daysAfter = (days: number) => new Date(Date.parse(at) + days * DAY_MS).toISOString();

const place = (pin: { lat: number; lng: number }) => ({
  ...pin,
  radiusM: 500,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'ถนนพระราม 2',
});
const opened = (requestId: string, requesterId: string, openedAt = at, pin = junction): Event => [
  `request-${requestId}`,
  {
    type: 'RequestOpened',
    data: {
      requestId,
      requesterId,
      title: `ตามหาคลิป ${requestId}`,
      description: 'ถูกชนท้ายแล้วหนี',
      place: place(pin),
      when: { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' },
      vehicleTypes: ['car'],
      maxPriceSatang: 150_000,
      openedAt,
      expiresAt: daysAfter(30),
    },
  },
];
const on = (requestId: string, type: DomainEvent['type'], data: object): Event => [
  `request-${requestId}`,
  { type, data: { requestId, requesterId: 'victim', ...data } } as DomainEvent,
];
const areas = (
  uid: string,
  list: { areaId: string; label: string; pin: { lat: number; lng: number } }[],
): Event => [
  `alerts-${uid}`,
  {
    type: 'AlertAreasSet',
    data: {
      uid,
      areas: list.map(({ areaId, label, pin }) => ({ areaId, label, ...pin, radiusM: 1000 })),
      setAt: at,
    },
  },
];
/** A clip of `sellerId` filmed at `pin`, uploaded and approved. */
const approvedClip = (clipId: string, sellerId: string, pin: { lat: number; lng: number }): Event[] => [
  uploaded(clipId, sellerId, pin),
  [`clip-${clipId}`, { type: 'ClipApproved', data: { clipId, approvedAt: at } }],
];
const uploaded = (clipId: string, sellerId: string, pin: { lat: number; lng: number }): Event => {
  const data = clipUploadedData(clipId, sellerId, `คลิป ${clipId}`, at);
  return [
    `clip-${clipId}`,
    { type: 'ClipUploaded', data: { ...data, location: { ...data.location, ...pin } } },
  ];
};
const erased = (uid: string): Event => [
  `user-${uid}`,
  { type: 'UserErased', data: { uid, erasedAt: later } },
];

type Row = Pick<NotificationRow, 'id' | 'uid' | 'kind' | 'data' | 'ref'>;

/** The world around the junction before the first request opens. */
const sellersAround: Event[] = [
  // s1 drives past the junction (area 300 m from it) and sold a clip filmed there.
  areas('s1', [
    { areaId: 'far', label: 'ต่างจังหวัด', pin: north(50_000) },
    { areaId: 'home', label: 'บ้าน', pin: north(300) },
  ]),
  ...approvedClip('c-s1', 's1', north(100)),
  // s2's area is elsewhere; s3 had one at the junction and cleared the list (a choice).
  areas('s2', [{ areaId: 'work', label: 'ที่ทำงาน', pin: north(20_000) }]),
  areas('s3', [{ areaId: 'home', label: 'บ้าน', pin: north(100) }]),
  areas('s3', []),
  // The requester's own area holds the junction: never told of their own request.
  areas('victim', [{ areaId: 'home', label: 'บ้าน', pin: junction }]),
  // s4 filmed there and never chose areas; s5's clip is pending, s6's was deleted, s7's is 2 km off.
  ...approvedClip('c-s4', 's4', north(200)),
  uploaded('c-s5', 's5', north(100)),
  ...approvedClip('c-s6', 's6', north(100)),
  ['clip-c-s6', { type: 'ClipDeleted', data: { clipId: 'c-s6', by: 'admin', deletedAt: at } }],
  ...approvedClip('c-s7', 's7', north(2_000)),
];

describe('notifications of footage requests', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());
  const rows = async (kinds?: string[]) =>
    (
      await spec.db.query<Row>(
        `select id, uid, kind, data, ref from notifications
          where kind like 'request_%' and ($1::text[] is null or kind = any($1::text[]))
          order by created_at, kind, uid`,
        [kinds ?? null],
      )
    ).rows;
  const told = async () => (await rows()).map(({ uid, kind, ref }) => ({ uid, kind, ref }));

  const story: Event[] = [
    ...sellersAround,
    opened('r1', 'victim'),
    on('r1', 'RequestEdited', { changes: { title: 'ชนท้ายแยกบางขุนเทียน' }, editedAt: at }),
    on('r1', 'RequestMatched', {
      clipId: 'c-s4',
      sellerId: 's4',
      distanceM: 200,
      minutesApart: 12,
      matchedAt: later,
    }),
    on('r1', 'RequestFulfilled', { clipId: 'c-s4', sellerId: 's4', purchaseId: 'p1', fulfilledAt: later }),
    // A second request near by a day later: s4 was asked to set areas a day ago, so not again.
    opened('r2', 'victim', daysAfter(1), north(50)),
    on('r2', 'RequestRemoved', { by: 'admin-1', reason: 'ระบุทะเบียนรถของผู้อื่น', removedAt: daysAfter(2) }),
    // s8 sets an area at the junction after r2 opened: told of none of them.
    areas('s8', [{ areaId: 'home', label: 'บ้าน', pin: junction }]),
  ];
  // In time order, then by kind.
  const expected = [
    { uid: 's4', kind: 'request_area_suggested', ref: 'r1' },
    { uid: 's1', kind: 'request_nearby', ref: 'r1' },
    { uid: 's4', kind: 'request_fulfilled', ref: 'c-s4' },
    { uid: 'victim', kind: 'request_matched', ref: 'r1' },
    { uid: 's1', kind: 'request_nearby', ref: 'r2' },
    { uid: 'victim', kind: 'request_removed', ref: 'r2' },
  ];

  it('tells each whom a request concerns, once, with what an e-mail needs; every event delivered twice', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.given(story);
    expect(await told()).toEqual(expected);

    const [nearby] = await rows(['request_nearby']);
    expect(nearby!.data).toEqual({
      requestId: 'r1',
      title: 'ตามหาคลิป r1',
      province: 'กรุงเทพมหานคร',
      district: 'บางขุนเทียน',
      incidentDate: '2026-11-20',
      timeFrom: '07:30',
      timeTo: '08:30',
      areaLabel: 'บ้าน',
      distanceM: 300,
    });
    const [suggested] = await rows(['request_area_suggested']);
    expect(suggested!.data).toMatchObject({
      requestId: 'r1',
      title: 'ตามหาคลิป r1',
      incidentDate: '2026-11-20',
    });
    const [matched] = await rows(['request_matched']);
    expect(matched!.data).toMatchObject({
      requestId: 'r1',
      title: 'ชนท้ายแยกบางขุนเทียน',
      clipId: 'c-s4',
      distanceM: 200,
      minutesApart: 12,
      timeFrom: '07:30',
    });
    const [fulfilled] = await rows(['request_fulfilled']);
    expect(fulfilled!.data).toMatchObject({
      requestId: 'r1',
      title: 'ชนท้ายแยกบางขุนเทียน',
      clipId: 'c-s4',
      purchaseId: 'p1',
    });
    const [removed] = await rows(['request_removed']);
    expect(removed!.data).toMatchObject({
      requestId: 'r2',
      title: 'ตามหาคลิป r2',
      reason: 'ระบุทะเบียนรถของผู้อื่น',
    });
    // One event telling many keeps an id per person that the read route takes.
    expect(nearby!.id).toMatch(/^[0-9a-f]{32}$/);
  });

  it('gives the same rows when a catch-up hands everything over in one batch', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.givenInOneBatch(story);
    expect(await told()).toEqual(expected);
  });

  it('asks a seller again once the cooldown has passed', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.given([
      ...approvedClip('c-s4', 's4', north(200)),
      opened('r1', 'victim'),
      opened('r2', 'victim', daysAfter(ALERT_AREA_SUGGESTION_COOLDOWN_DAYS - 1)),
      opened('r3', 'victim', daysAfter(ALERT_AREA_SUGGESTION_COOLDOWN_DAYS + 1)),
    ]);
    expect(await told()).toEqual([
      { uid: 's4', kind: 'request_area_suggested', ref: 'r1' },
      { uid: 's4', kind: 'request_area_suggested', ref: 'r3' },
    ]);
  });

  it('a request its owner moves reaches the drivers of its new place, and nobody twice; every event delivered twice', async () => {
    spec = await projectionSpecification(notificationsProjection);
    const moved = (to: { lat: number; lng: number }, editedAt: string) =>
      on('r1', 'RequestEdited', { changes: { place: place(to) }, editedAt });
    await spec.given([
      areas('s1', [{ areaId: 'home', label: 'บ้าน', pin: north(300) }]),
      areas('s2', [{ areaId: 'work', label: 'ที่ทำงาน', pin: north(20_000) }]),
      opened('r1', 'victim'),
      // Moved next to s2's area, then back: s1 was told at the opening, s2 at the first move.
      moved(north(20_200), later),
      moved(north(100), daysAfter(1)),
      // A move that only changes the words tells nobody.
      on('r1', 'RequestEdited', { changes: { description: 'รถเก๋งสีขาว' }, editedAt: daysAfter(1) }),
    ]);
    expect(await told()).toEqual([
      { uid: 's1', kind: 'request_nearby', ref: 'r1' },
      { uid: 's2', kind: 'request_nearby', ref: 'r1' },
    ]);
    const [, second] = await rows(['request_nearby']);
    expect(second!.data).toMatchObject({ requestId: 'r1', areaLabel: 'ที่ทำงาน', distanceM: 200 });
  });

  it('erasure: the requester’s words leave others’ notifications; an erased member’s areas alert no more', async () => {
    spec = await projectionSpecification(notificationsProjection);
    await spec.given(story);
    await spec.given([erased('victim'), erased('s1'), opened('r3', 'someone-else', daysAfter(3))]);
    expect(await told()).toEqual([
      { uid: 's4', kind: 'request_area_suggested', ref: 'r1' },
      { uid: 's4', kind: 'request_fulfilled', ref: 'c-s4' },
      { uid: 's8', kind: 'request_nearby', ref: 'r3' },
    ]);
    const left = await rows(['request_area_suggested', 'request_fulfilled']);
    expect(left.map((row) => row.data.title)).toEqual(['', '']);
    const requests = await spec.db.query(`select request_id, title from notification_requests order by 1`);
    expect(requests.rows).toEqual([
      { request_id: 'r1', title: '' },
      { request_id: 'r2', title: '' },
      { request_id: 'r3', title: 'ตามหาคลิป r3' },
    ]);
    const members = await spec.db.query(`select uid from notification_alert_areas order by 1`);
    expect(members.rows.map((row) => (row as { uid: string }).uid)).not.toContain('s1');
  });
});
