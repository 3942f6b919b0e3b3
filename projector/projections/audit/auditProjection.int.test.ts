import { afterEach, describe, expect, it } from 'vitest';
import { catalogue, type DomainEvent } from '../../../events/catalogue.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import { liveTables } from '../../projection.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { auditProjection } from './auditProjection.ts';
import type { AuditEntryRow } from './auditTables.ts';

const at = '2026-11-21T06:00:00.000Z';
const location = {
  lat: 13.6593,
  lng: 100.4309,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'ถนนพระราม 2 ขาออก',
};
const registered: DomainEvent = {
  type: 'UserRegistered',
  data: {
    uid: 's1',
    provider: 'password',
    email: 'somchai@example.com',
    firstName: 'สมชาย',
    lastName: 'ใจดี',
    displayName: 'สมชายขายคลิป',
    phone: '+66812345678',
    userType: 'seller',
    passwordHash: 'scrypt$16384$8$1$salt$hash',
    emailVerified: true,
    termsVersion: '2026-01',
    registeredAt: at,
  },
};
const uploaded: DomainEvent = {
  type: 'ClipUploaded',
  data: {
    clipId: 'c1',
    sellerId: 's1',
    title: 'รถชนท้ายพระราม 2',
    description: 'กล้องหน้า',
    category: 'car_car',
    vehicleType: 'car',
    priceSatang: 80_000,
    tags: ['ชนท้าย'],
    incidentDate: '2026-11-18',
    incidentTime: '07:40',
    location,
    file: null,
    images: { cover: null, previews: [] },
    consent: null,
    sameFileAs: null,
    uploadedAt: at,
  },
};
const edited = (changes: Record<string, unknown>): DomainEvent =>
  ({ type: 'ClipEdited', data: { clipId: 'c1', by: 'admin', changes, editedAt: at } }) as DomainEvent;
const profile: DomainEvent = {
  type: 'ProfileUpdated',
  data: { uid: 's1', displayName: 'ชื่อใหม่ลับ', phone: '+66899999999', userType: 'individual', updatedAt: at },
};
const bank: DomainEvent = {
  type: 'BankAccountSet',
  data: { uid: 's1', bankName: 'kbank', accountName: 'สมชาย ใจดี', accountNumber: '123-4-56789-0', setAt: at },
};
const history: [string, DomainEvent][] = [
  ['user-s1', registered],
  ['clip-c1', uploaded],
  ['clip-c1', { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: at } }],
  ['clip-c1', edited({ title: 'ชนท้ายบนพระราม 2', priceSatang: 90_000 })],
  ['clip-c1', edited({ priceSatang: 100_000 })],
  ['user-s1', profile],
  ['user-s1', bank],
];
const personalValues = [
  'somchai@example.com',
  'สมชาย',
  'ใจดี',
  'สมชายขายคลิป',
  '+66812345678',
  'scrypt$',
  'ชื่อใหม่ลับ',
  '+66899999999',
  '123-4-56789-0',
];

type Row = Pick<AuditEntryRow, 'action' | 'entity_type' | 'entity_id' | 'summary'>;

describe('audit projection', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  const rows = async () =>
    (
      await spec.db.query<Row & Pick<AuditEntryRow, 'erased' | 'owner_id' | 'actor_kind'>>(
        `select action, entity_type, entity_id, owner_id, summary, erased, actor_kind, actor_system,
                position_tx::text as tx, position_gp::text as gp, occurred_at
           from audit_entries order by position_tx, position_gp`,
      )
    ).rows;
  const allText = async () =>
    JSON.stringify([
      (await spec.db.query('select * from audit_entries')).rows,
      (await spec.db.query('select * from audit_previous')).rows,
    ]);

  it('handles every event type of the catalogue but views and notification reads', () => {
    const expected = Object.keys(catalogue).filter(
      (type) => !['ClipViewed', 'NotificationsRead'].includes(type),
    );
    expect([...auditProjection.handles].sort()).toEqual(expected.sort());
    expect(auditProjection.handles).toContain('PurchaseRefunded');
  });

  it('records each event once (delivered twice) with its actor and entity; an edit shows before → after', async () => {
    spec = await projectionSpecification(auditProjection);
    await spec.given(history);
    const entries = await rows();
    expect(entries.map((row) => row.action)).toEqual(history.map(([, event]) => event.type));
    expect(entries[1]).toMatchObject({
      entity_type: 'clip',
      entity_id: 'c1',
      owner_id: 's1',
      actor_kind: 'system',
    });
    expect(entries[3]!.summary).toEqual({
      by: 'admin',
      changes: {
        title: { before: 'รถชนท้ายพระราม 2', after: 'ชนท้ายบนพระราม 2' },
        priceSatang: { before: 80_000, after: 90_000 },
      },
    });
    expect(entries[4]!.summary).toEqual({
      by: 'admin',
      changes: { priceSatang: { before: 90_000, after: 100_000 } },
    });
    expect(entries[5]!.summary.changes).toEqual({
      displayName: { changed: true },
      phone: { changed: true },
      userType: { before: 'seller', after: 'individual' },
    });
    expect(entries[6]!.summary.changes).toEqual({
      bankName: { before: null, after: 'kbank' },
      accountName: { changed: true },
      accountNumber: { changed: true },
    });
  });

  it('never stores a personal field’s value, nor a password hash', async () => {
    spec = await projectionSpecification(auditProjection);
    await spec.given([
      ...history,
      [
        'purchase-p1',
        {
          type: 'ClipDownloaded',
          data: { purchaseId: 'p1', uid: 'b1', clipId: 'c1', ip: '203.0.113.77', downloadedAt: at },
        },
      ],
      [
        'payout-po1',
        {
          type: 'PayoutCreated',
          data: {
            payoutId: 'po1',
            sellerId: 's1',
            uid: 's1',
            amountSatang: 60_000,
            method: 'bank_transfer',
            bankName: 'kbank',
            accountName: 'สมชาย ใจดี',
            accountNumber: '123-4-56789-0',
            createdAt: at,
          },
        },
      ],
    ]);
    const text = await allText();
    for (const value of [...personalValues, '203.0.113.77']) expect(text).not.toContain(value);
    const payout = (await rows()).find((row) => row.action === 'PayoutCreated')!;
    expect(payout.summary).toMatchObject({
      amountSatang: 60_000,
      changes: { accountNumber: { changed: true } },
    });
  });

  it('leaves out what did not change (the same bank again, a clip edit to its own price) and any password hash', async () => {
    spec = await projectionSpecification(auditProjection);
    await spec.given([
      ...history,
      ['user-s1', { ...bank, data: { ...bank.data, accountNumber: '999-9-99999-9' } } as DomainEvent],
      ['clip-c1', edited({ priceSatang: 100_000, title: 'ชนท้ายบนพระราม 2 ขาออก' })],
      [
        'user-s1',
        {
          type: 'PasswordChanged',
          data: { uid: 's1', passwordHash: 'scrypt$new', resetId: null, changedAt: at },
        } as DomainEvent,
      ],
    ]);
    const entries = await rows();
    const [bankAgain, edit, password] = entries.slice(-3);
    expect(bankAgain!.summary.changes).toEqual({
      accountName: { changed: true },
      accountNumber: { changed: true },
    });
    expect(edit!.summary.changes).toEqual({
      title: { before: 'ชนท้ายบนพระราม 2', after: 'ชนท้ายบนพระราม 2 ขาออก' },
    });
    expect(password!.action).toBe('PasswordChanged');
    expect(password!.summary).toEqual({ uid: 's1', changedAt: at });
    const registeredEntry = entries.find((row) => row.action === 'UserRegistered')!;
    expect(registeredEntry.summary.changes).not.toHaveProperty('passwordHash');
  });

  it('on erasure keeps the entries, blanks the person’s texts, and a replay in one batch gives the same rows', async () => {
    const erased: [string, DomainEvent][] = [
      ...history,
      [
        'purchase-p1',
        {
          type: 'RefundRequested',
          data: { purchaseId: 'p1', reason: 'คลิปไม่ตรง', requestedBy: 'a1', requestedAt: at },
        },
      ],
      ['user-s1', { type: 'UserErased', data: { uid: 's1', erasedAt: at } }],
      ['email-abc', { type: 'EmailReleased', data: { uid: 's1', releasedAt: at } }],
    ];
    spec = await projectionSpecification(auditProjection);
    await spec.given(erased);
    const live = await rows();
    expect(live.map((row) => row.action)).toEqual(erased.map(([, event]) => event.type));
    const clip = live.filter((row) => row.entity_id === 'c1');
    expect(clip.every((row) => row.erased)).toBe(true);
    expect(clip[0]!.summary).toMatchObject({ clipId: 'c1', sellerId: 's1', title: '', priceSatang: 80_000 });
    expect(clip[2]!.summary).toEqual({
      by: 'admin',
      changes: { title: { changed: true }, priceSatang: { changed: true } },
    });
    expect(live.at(-1)).toMatchObject({ entity_type: 'user', entity_id: 's1', erased: true });
    // Someone else's purchase keeps its reason.
    expect(live.find((row) => row.action === 'RefundRequested')).toMatchObject({
      erased: false,
      summary: { reason: 'คลิปไม่ตรง' },
    });
    expect(await allText()).not.toContain('รถชนท้าย');
    expect((await spec.db.query('select * from audit_previous')).rows).toEqual([]);
    await spec.close();

    spec = await projectionSpecification(auditProjection);
    await spec.givenInOneBatch(erased);
    expect(await rows()).toEqual(live);
  });

  it('records an event type it has no summary for with its plain fields', async () => {
    spec = await projectionSpecification(auditProjection);
    const event: RecordedEvent = {
      streamId: 'complaint-k1',
      streamPosition: 1n,
      globalPosition: { tx: 1n, gp: 1n },
      type: 'SomethingNew',
      schemaVersion: 1,
      data: { complaintId: 'k1', reporterId: 'u9', response: 'ตรวจสอบแล้ว', nested: { a: 1 } },
      metadata: {
        eventId: 'e1',
        occurredAt: at,
        actor: { id: 'a1', role: 'admin' },
        correlationId: 'c',
        causationId: null,
      },
    };
    const tables = liveTables(auditProjection);
    await spec.db.transaction((tx) => auditProjection.handle([event, event], tx, tables));
    const [row] = await rows();
    expect(row).toMatchObject({
      entity_type: 'complaint',
      entity_id: 'k1',
      owner_id: 'u9',
      actor_kind: 'person',
      summary: { complaintId: 'k1', reporterId: 'u9', response: 'ตรวจสอบแล้ว', nested: { a: 1 } },
    });
  });
  it('records footage requests on the request, owned by the requester: the title and window, never what happened, the pin or the areas', async () => {
    const requestPlace = {
      lat: 13.6593,
      lng: 100.4309,
      radiusM: 500,
      province: 'กรุงเทพมหานคร',
      district: 'บางขุนเทียน',
      subDistrict: 'แสมดำ',
      address: 'หน้าร้านข้าวมันไก่',
    };
    const requestEvents: [string, DomainEvent][] = [
      ['requesting-u1', { type: 'RequestSlotTaken', data: { uid: 'u1', requestId: 'r1', takenAt: at } }],
      [
        'request-r1',
        {
          type: 'RequestOpened',
          data: {
            requestId: 'r1',
            requesterId: 'u1',
            title: 'ตามหาคลิปชนแล้วหนี',
            description: 'คนขับชื่อสมศักดิ์',
            place: requestPlace,
            when: { incidentDate: '2026-11-20', timeFrom: '07:30', timeTo: '08:30' },
            vehicleTypes: ['car'],
            maxPriceSatang: 150_000,
            openedAt: at,
            expiresAt: at,
          },
        },
      ],
      [
        'request-r1',
        {
          type: 'RequestEdited',
          data: {
            requestId: 'r1',
            requesterId: 'u1',
            changes: { place: { ...requestPlace, radiusM: 800 }, maxPriceSatang: 200_000 },
            editedAt: at,
          },
        },
      ],
      [
        'request-r1',
        {
          type: 'RequestMatched',
          data: {
            requestId: 'r1',
            requesterId: 'u1',
            clipId: 'c1',
            sellerId: 's1',
            distanceM: 120,
            minutesApart: 0,
            matchedAt: at,
          },
        },
      ],
      [
        'request-r1',
        {
          type: 'RequestRemoved',
          data: { requestId: 'r1', requesterId: 'u1', by: 'a1', reason: 'ระบุชื่อสมศักดิ์', removedAt: at },
        },
      ],
      [
        'alerts-s1',
        {
          type: 'AlertAreasSet',
          data: {
            uid: 's1',
            areas: [{ areaId: 'a1', label: 'บ้านสมชาย', lat: 13.7, lng: 100.5, radiusM: 1000 }],
            setAt: at,
          },
        },
      ],
    ];
    spec = await projectionSpecification(auditProjection);
    await spec.given(requestEvents);
    const entries = await rows();
    expect(entries.map((row) => [row.action, row.entity_type, row.entity_id, row.owner_id])).toEqual([
      ['RequestSlotTaken', 'request', 'r1', 'u1'],
      ['RequestOpened', 'request', 'r1', 'u1'],
      ['RequestEdited', 'request', 'r1', 'u1'],
      ['RequestMatched', 'request', 'r1', 'u1'],
      ['RequestRemoved', 'request', 'r1', 'u1'],
      ['AlertAreasSet', 'user', 's1', 's1'],
    ]);
    expect(entries[1]!.summary).toEqual({
      requestId: 'r1',
      requesterId: 'u1',
      title: 'ตามหาคลิปชนแล้วหนี',
      radiusM: 500,
      province: 'กรุงเทพมหานคร',
      district: 'บางขุนเทียน',
      subDistrict: 'แสมดำ',
      incidentDate: '2026-11-20',
      timeFrom: '07:30',
      timeTo: '08:30',
      vehicleTypes: ['car'],
      maxPriceSatang: 150_000,
      openedAt: at,
      expiresAt: at,
      changes: { description: { changed: true }, pin: { changed: true } },
    });
    // The same pin again is no move.
    expect(entries[2]!.summary.changes).toEqual({
      radiusM: { before: 500, after: 800 },
      maxPriceSatang: { before: 150_000, after: 200_000 },
    });
    expect(entries[4]!.summary).toMatchObject({ by: 'a1', changes: { reason: { changed: true } } });
    expect(entries[5]!.summary).toMatchObject({
      uid: 's1',
      areaCount: 1,
      changes: { areas: { changed: true } },
    });
    for (const value of ['สมศักดิ์', 'ข้าวมันไก่', 'บ้านสมชาย']) expect(await allText()).not.toContain(value);
    // The last pin is remembered to tell a move (audit_previous, gone with the requester), never shown.
    const shown = JSON.stringify((await spec.db.query('select * from audit_entries')).rows);
    for (const value of ['13.6593', '100.4309']) expect(shown).not.toContain(value);
  });
});
