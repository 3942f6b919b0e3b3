import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START } from '../../../events/checkpoint.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { expectAny, expectNoStream } from '../../../events/eventStore.ts';
import type { UserRegistered } from '../../../events/user/userEvents.ts';
import { newEvent } from '../../../tests/fixtures/newEvent.ts';
import { postgresEventStore } from '../postgres/eventStore/postgresEventStore.ts';
import { migrate } from '../postgres/migrate.ts';
import { pgliteClient } from '../postgres/pgliteClient.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';
import { cryptoShreddingEventStore } from './cryptoShreddingEventStore.ts';
import { personalDataKeys, type PersonalDataKeys } from './personalDataKeys.ts';

const registered = (uid: string, name: string): UserRegistered['data'] => ({
  uid,
  provider: 'password',
  email: `${uid}@example.com`,
  firstName: name,
  lastName: 'ใจดี',
  displayName: `${name} ใ.`,
  phone: '+66812345678',
  userType: 'seller',
  passwordHash: `scrypt$16384$8$1$salt-${uid}$hash-${uid}`,
  emailVerified: false,
  termsVersion: '2026-11',
  registeredAt: '2026-11-20T10:00:00.000Z',
});
const bankAccount = {
  uid: 'u-1',
  bankName: 'kbank',
  accountName: 'สมศรี ใจดี',
  accountNumber: '1234567890',
  setAt: '2026-11-21T10:00:00.000Z',
};
const secretsOfU1 = ['u-1@example.com', 'สมศรี', '+66812345678', 'hash-u-1', '1234567890'];

async function readEverything(store: EventStore): Promise<RecordedEvent[]> {
  const all: RecordedEvent[] = [];
  let position = START;
  for (;;) {
    const page = await store.readAll(position, 2);
    if (page.length === 0) return all;
    all.push(...page);
    position = page.at(-1)!.globalPosition;
  }
}

async function subscribeToEverything(store: EventStore, count: number): Promise<RecordedEvent[]> {
  const seen: RecordedEvent[] = [];
  const subscription = store.subscribe(START, async (batch) => void seen.push(...batch), { batchSize: 2 });
  const started = Date.now();
  while (seen.length < count && Date.now() - started < 10_000) await new Promise((r) => setTimeout(r, 10));
  await subscription.stop();
  return seen;
}

describe('crypto-shredding event store on PGlite', () => {
  let db: SqlClient;
  let keys: PersonalDataKeys;
  let store: EventStore;
  const keyLookups: number[] = [];

  beforeAll(async () => {
    db = await pgliteClient(null);
    await migrate(db);
    keys = personalDataKeys(db);
    // Counts lookups, to show reads ask for keys once per page rather than once per event.
    const counted: PersonalDataKeys = {
      ...keys,
      getMany: (subjects) => {
        keyLookups.push([...subjects].length);
        return keys.getMany(subjects);
      },
    };
    store = cryptoShreddingEventStore(postgresEventStore(db), counted);
    await store.append(
      'user-u-1',
      [
        newEvent('UserRegistered', registered('u-1', 'สมศรี')),
        newEvent('BankAccountSet', bankAccount),
        newEvent('EmailVerified', {
          uid: 'u-1',
          verificationId: 'v',
          verifiedAt: '2026-11-20T11:00:00.000Z',
        }),
      ],
      expectNoStream,
    );
    await store.append('user-u-2', [newEvent('UserRegistered', registered('u-2', 'สมชาย'))], expectNoStream);
    await store.append('clip-c-1', [newEvent('ClipApproved', { clipId: 'c-1', approvedAt: 'x' })], expectAny);
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  it('never stores the personal fields in plain text', async () => {
    const { rows } = await db.query<{ data: string }>('select data::text as data from events');
    expect(rows).toHaveLength(5);
    const raw = rows.map((row) => row.data).join('\n');
    for (const secret of [...secretsOfU1, 'u-2@example.com', 'สมชาย']) expect(raw).not.toContain(secret);
    expect(raw).toContain('"uid": "u-1"');
    const { rows: keyRows } = await db.query('select subject from personal_data_keys order by subject');
    expect(keyRows).toEqual([{ subject: 'u-1' }, { subject: 'u-2' }]);
  });

  it('gives the plain text back on every read path', async () => {
    const stream = await store.readStream('user-u-1');
    expect(stream.version).toBe(3n);
    expect(stream.events[0]!.data).toEqual(registered('u-1', 'สมศรี'));
    expect(stream.events[1]!.data).toEqual(bankAccount);
    expect(stream.events[2]!.data).toEqual({
      uid: 'u-1',
      verificationId: 'v',
      verifiedAt: '2026-11-20T11:00:00.000Z',
    });

    keyLookups.length = 0;
    const all = await readEverything(store);
    expect(all.map((event) => event.data)).toEqual([
      registered('u-1', 'สมศรี'),
      bankAccount,
      expect.objectContaining({ verificationId: 'v' }),
      registered('u-2', 'สมชาย'),
      { clipId: 'c-1', approvedAt: 'x' },
    ]);
    // Pages of two: [reg u-1, bank u-1] [verified u-1, reg u-2] [clip] — one lookup each at most.
    expect(keyLookups).toEqual([1, 1]);

    const live = await subscribeToEverything(store, 5);
    expect(live.map((event) => event.data)).toEqual(all.map((event) => event.data));
  });

  it('after the key is deleted every read gives empty strings for that person only', async () => {
    await keys.delete('u-1');
    const erasedRegistration = {
      ...registered('u-1', ''),
      email: '',
      lastName: '',
      displayName: '',
      phone: '',
      passwordHash: '',
    };
    const erasedBank = { ...bankAccount, accountName: '', accountNumber: '' };

    const stream = await store.readStream('user-u-1');
    expect(stream.events.map((event) => event.data)).toEqual([
      erasedRegistration,
      erasedBank,
      { uid: 'u-1', verificationId: 'v', verifiedAt: '2026-11-20T11:00:00.000Z' },
    ]);
    const all = await readEverything(store);
    expect(all[0]!.data).toEqual(erasedRegistration);
    expect(all[1]!.data).toEqual(erasedBank);
    expect(all[3]!.data).toEqual(registered('u-2', 'สมชาย'));
    const live = await subscribeToEverything(store, 5);
    expect(live.map((event) => event.data)).toEqual(all.map((event) => event.data));
  });

  it('a key made after an erasure does not resurrect, or break, what the old one sealed', async () => {
    await store.append(
      'user-u-1',
      [newEvent('ProfileUpdated', { uid: 'u-1', phone: '+66899999999', updatedAt: 'x' })],
      expectAny,
    );
    const { events } = await store.readStream('user-u-1');
    expect((events[0]!.data as { email: string }).email).toBe('');
    expect(events[3]!.data).toEqual({ uid: 'u-1', phone: '+66899999999', updatedAt: 'x' });
  });

  it('refuses personal data that has no owner', async () => {
    await expect(
      store.append(
        'user-x',
        [newEvent('PhoneVerified', { phone: '+66812345678', verifiedAt: 'x' })],
        expectAny,
      ),
    ).rejects.toThrow(/no uid/);
  });
});

describe('crypto-shredding of clip words and complaint answers', () => {
  let db: SqlClient;
  let keys: PersonalDataKeys;
  let store: EventStore;
  let raw: EventStore;
  const uploaded = {
    clipId: 'c-9',
    sellerId: 's-9',
    title: 'ชนท้ายหน้าบ้านวิไล',
    description: 'ซอยวิไล 4 ตอนเช้า',
    tags: ['วิไลแท็ก'],
    location: { lat: 13.7654321, lng: 100.1234567, province: 'นนทบุรี', address: 'บ้านวิไล 99' },
  };
  const edited = {
    clipId: 'c-9',
    sellerId: 's-9',
    by: 'seller',
    changes: { title: 'ชื่อใหม่วิไล', priceSatang: 90_000 },
    editedAt: 'x',
  };
  const resolved = {
    complaintId: 'k-9',
    reporterId: 'r-9',
    response: 'ตอบกลับคุณวิไล',
    by: 'a-1',
    resolvedAt: 'x',
  };
  const secrets = ['วิไล', '13.7654321', '100.1234567'];

  beforeAll(async () => {
    db = await pgliteClient(null);
    await migrate(db);
    keys = personalDataKeys(db);
    raw = postgresEventStore(db);
    store = cryptoShreddingEventStore(raw, keys);
    await store.append(
      'clip-c-9',
      [newEvent('ClipUploaded', uploaded), newEvent('ClipEdited', edited)],
      expectNoStream,
    );
    await store.append('complaint-k-9', [newEvent('ComplaintResolved', resolved)], expectNoStream);
    // written before clips were sealed: plain text in the table
    await raw.append('clip-c-8', [newEvent('ClipUploaded', { ...uploaded, clipId: 'c-8' })], expectNoStream);
    // ... and by a seller from before crypto-shredding, who has no key but was never erased
    await raw.append(
      'clip-c-6',
      [newEvent('ClipUploaded', { ...uploaded, clipId: 'c-6', sellerId: 's-6' })],
      expectNoStream,
    );
  });
  afterAll(async () => {
    await store?.close();
    await db?.close();
  });

  const dataOf = async (streamId: string) => (await store.readStream(streamId)).events.map((e) => e.data);

  it('seals them with the seller’s and the reporter’s keys, and reads them back whole', async () => {
    const { rows } = await db.query<{ data: string }>(
      `select data::text as data from events where stream_id not in ('clip-c-8', 'clip-c-6')`,
    );
    for (const secret of secrets) expect(rows.map((row) => row.data).join('\n')).not.toContain(secret);
    const { rows: subjects } = await db.query('select subject from personal_data_keys order by subject');
    expect(subjects).toEqual([{ subject: 'r-9' }, { subject: 's-9' }]);
    expect(await dataOf('clip-c-9')).toEqual([uploaded, edited]);
    expect(await dataOf('complaint-k-9')).toEqual([resolved]);
    expect(await dataOf('clip-c-8')).toEqual([{ ...uploaded, clipId: 'c-8' }]);
  });

  it('once the seller is erased, sealed and old plain events alike read blank: no words, no pin', async () => {
    await keys.delete('s-9');
    const blank = {
      ...uploaded,
      title: '',
      description: '',
      tags: [],
      location: { lat: 0, lng: 0, province: 'นนทบุรี', address: '' },
    };
    expect(await dataOf('clip-c-9')).toEqual([
      blank,
      { ...edited, changes: { title: '', priceSatang: 90_000 } },
    ]);
    expect(await dataOf('clip-c-8')).toEqual([{ ...blank, clipId: 'c-8' }]);
    // no key is not erased: only the erasure's tombstone blanks plain old events
    expect(await dataOf('clip-c-6')).toEqual([{ ...uploaded, clipId: 'c-6', sellerId: 's-6' }]);
    expect(await keys.erasedAmong(['s-9', 's-6'])).toEqual(new Set(['s-9']));
    const clips = (await readEverything(store)).filter((e) => /^clip-c-[789]$/.test(e.streamId));
    for (const secret of secrets) expect(JSON.stringify(clips.map((e) => e.data))).not.toContain(secret);
    // the reporter is not the seller: their answer stays readable until they are erased
    expect(await dataOf('complaint-k-9')).toEqual([resolved]);
    await keys.delete('r-9');
    expect(await dataOf('complaint-k-9')).toEqual([{ ...resolved, response: '' }]);
    const erasedOnes = (await readEverything(store)).filter((e) => e.streamId !== 'clip-c-6');
    expect(JSON.stringify(erasedOnes.map((e) => e.data))).not.toContain('วิไล');
  });

  it('refuses a clip edit that does not name its seller', async () => {
    await expect(
      store.append('clip-c-7', [newEvent('ClipEdited', { ...edited, sellerId: undefined })], expectAny),
    ).rejects.toThrow(/no sellerId/);
  });
});
