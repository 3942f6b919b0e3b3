import { randomInt, randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../../infra/adapters/logging/logger.ts';
import {
  bearer,
  expectError,
  latestMailTo,
  latestSmsTo,
  linkToken,
  mailbox,
  mailsTo,
  PASSWORD,
  smsOutbox,
} from '../fixtures/devMailbox.ts';
import { START } from '../../events/checkpoint.ts';
import type { RecordedEvent } from '../../events/envelope.ts';
import { allProjections } from '../../projector/allProjections.ts';
import { handledEvents } from '../../projector/projection.ts';
import { MEDIA_IMAGE_CACHE_SECONDS } from '../../command-api/constants.ts';
import { payByCheckout } from '../fixtures/money.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { uniqueMp4, uploadVideo } from '../fixtures/uploads.ts';

type Marketplace = Awaited<ReturnType<typeof testMarketplace>>;

/** Someone with every kind of personal data the marketplace keeps, and two clips. */
interface Seller {
  uid: string;
  token: string;
  email: string;
  firstName: string;
  lastName: string;
  /** +66… as stored, and 0… as typed. */
  phone: string;
  localPhone: string;
  accountName: string;
  accountNumber: string;
  approvedClip: string;
  pendingClip: string;
  /** Approved and bought by a buyer: the buyer keeps it, anonymous. */
  soldClip: string;
  /** What they wrote about their clips, and where the pins were. */
  clipTexts: string[];
  pins: string[];
  /** Their complaint and the admin's answer to it. */
  complaintTexts: string[];
  /** The media files of their unsold clips (storage keys and image files), and of the sold one. */
  unsoldFiles: string[];
  soldFiles: string[];
  /** Image URLs of their unsold clips, public before the erasure. */
  unsoldImageUrls: string[];
  /** A resumable upload they started and left. */
  tusUploadId: string;
  /** Every token they were ever given: sessions and mailed links. */
  tokens: string[];
}

const personalValues = (s: Seller) => [
  s.email,
  s.firstName,
  s.lastName,
  s.phone,
  s.localPhone,
  s.phone.slice(3),
  s.accountName,
  s.accountNumber,
  ...s.clipTexts,
  ...s.pins,
  ...s.complaintTexts,
];

/** JSON of anything, big integers (stream positions) included. */
const json = (value: unknown) =>
  JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v));

/** The lines of `text` that hold a personal value of `s` (a failure then says where). */
const leakingLines = (text: string, s: Seller) =>
  text
    .split('\n')
    .filter((line) => leaked(line, s).length > 0)
    .map((line) => line.slice(0, 400));

/** The personal values of `s` found in `text`, compared case-insensitively. */
function leaked(text: string, s: Seller): string[] {
  const haystack = text.toLowerCase();
  return personalValues(s).filter((value) => haystack.includes(value.toLowerCase()));
}

describe('PDPA erasure over HTTP (DESIGN.md §3)', () => {
  const logLines: string[] = [];
  let logger: ReturnType<typeof createLogger>;
  let m: Marketplace;
  beforeAll(async () => {
    // The marketplace's own logger (its redaction included), writing into this test.
    logger = createLogger('trace', {
      write(line: string) {
        logLines.push(line);
      },
    });
    // the capture works: whatever the marketplace logs lands here
    logger.info({ check: true }, 'log capture check');
    expect(logLines).toHaveLength(1);
    m = await testMarketplace({ logger });
  });
  afterAll(async () => m.close());
  beforeEach(() => m.resetSignInLimits());

  const authed = (token: string) => ({
    get: (path: string) => request(m.app).get(`/api${path}`).set(bearer(token)),
    post: (path: string, body?: object) => request(m.app).post(`/api${path}`).set(bearer(token)).send(body),
    put: (path: string, body: object) => request(m.app).put(`/api${path}`).set(bearer(token)).send(body),
    delete: (path: string, body: object) =>
      request(m.app).delete(`/api${path}`).set(bearer(token)).send(body),
  });

  const png = (color: string) =>
    sharp({ create: { width: 320, height: 180, channels: 3, background: color } })
      .png()
      .toBuffer();

  /** The image files behind an image id (covers have thumbnails too). */
  const imageFiles = (id: string, cover: boolean) =>
    (cover ? [id, `${id}-thumb`] : [id]).flatMap((name) => [`images/${name}.webp`, `images/${name}.jpg`]);

  /** The files a clip's ClipUploaded names: its original and its images. */
  async function clipFiles(clipId: string): Promise<string[]> {
    const uploaded = (await m.store.readStream(`clip-${clipId}`)).events.find(
      (e) => e.type === 'ClipUploaded',
    )!.data as { file: { storageKey: string }; images: { cover: string | null; previews: string[] } };
    return [
      uploaded.file.storageKey,
      ...(uploaded.images.cover ? imageFiles(uploaded.images.cover, true) : []),
      ...uploaded.images.previews.flatMap((id) => imageFiles(id, false)),
    ];
  }

  /**
   * Registers, verifies, signs in, sets a bank account, verifies a phone, uploads three clips with
   * covers (one approved, one sold to a buyer, one pending and edited), files a complaint an admin
   * answers, and leaves a resumable upload unfinished.
   */
  async function sellerWithEverything(name: string): Promise<Seller> {
    const tag = randomUUID().slice(0, 8);
    const localPhone = `08${String(randomInt(10_000_000, 99_999_999))}`;
    const person = {
      email: `${name}.Khaosai.${tag}@Example.com`,
      firstName: `${name}${tag}`,
      lastName: `ขาวใส${tag}`,
      phone: `+66${localPhone.slice(1)}`,
      localPhone,
      // kbank accounts have 10 digits.
      accountNumber: String(randomInt(1_000_000_000, 10_000_000_000)),
    };
    const accountName = `${person.firstName} ${person.lastName}`;
    const tokens: string[] = [];
    await request(m.app)
      .post('/api/auth/register')
      .send({
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        phone: localPhone,
        userType: 'seller',
      })
      .expect(201);
    const verification = linkToken(await latestMailTo(m.app, person.email));
    tokens.push(verification);
    await request(m.app).post('/api/auth/verify-email').send({ token: verification }).expect(200);
    const login = await request(m.app)
      .post('/api/auth/login')
      .send({ email: person.email, password: PASSWORD })
      .expect(200);
    const token = login.body.data.token as string;
    const uid = login.body.data.user.uid as string;
    tokens.push(token);
    const as = authed(token);

    await as
      .put('/users/profile', {
        userType: 'individual',
        bankName: 'kbank',
        accountName,
        accountNumber: person.accountNumber,
        currentPassword: PASSWORD,
      })
      .expect(200);
    await as.post('/users/phone/send-code', { phone: localPhone }).expect(200);
    const code = (await latestSmsTo(m.app, person.phone)).code!;
    const verified = await as.post('/users/phone/verify', { code }).expect(200);
    expect(verified.body.data).toMatchObject({
      email: person.email.toLowerCase(),
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      phoneVerified: true,
      userType: 'individual',
      accountName,
      accountNumber: person.accountNumber,
    });
    // a reset mail too, so the mailbox holds more than one kind of message to them
    await request(m.app).post('/api/auth/forgot-password').send({ email: person.email }).expect(200);
    tokens.push(linkToken(await latestMailTo(m.app, person.email)));

    // Their clips, in their own words and at pins nobody else uses.
    const clipTexts: string[] = [];
    const pins: string[] = [];
    const clip = async (label: string) => {
      const words = {
        title: `คลิป ${tag} ${label}`,
        description: `เล่าเหตุการณ์ ${label} ${tag}-desc`,
        tags: `แท็ก${tag}${label}`,
        address: `ซอยบ้าน${tag}${label}`,
      };
      const latitude = `13.${randomInt(100_000, 999_999)}1`;
      const longitude = `100.${randomInt(100_000, 999_999)}3`;
      clipTexts.push(...Object.values(words));
      pins.push(latitude, longitude);
      const uploaded = await uploadVideo(m.app, token, {
        video: uniqueMp4(),
        thumbnail: await png('#a03020'),
        previews: [await png('#2030a0')],
        fields: { ...words, latitude, longitude, thumbnailPreviewCount: '1' },
      }).expect(201);
      return uploaded.body.data.videoId as string;
    };
    const approvedClip = await clip('หนึ่ง');
    const pendingClip = await clip('สอง');
    const soldClip = await clip('สาม');
    for (const id of [approvedClip, soldClip])
      await authed(m.tokens.admin).put(`/admin/videos/${id}/approve`, {}).expect(200);

    // The pending clip edited: a new title, place and pin.
    const edited = {
      title: `แก้ชื่อ ${tag}`,
      address: `ที่ใหม่${tag}`,
      latitude: Number(`14.${randomInt(100_000, 999_999)}7`),
      longitude: Number(`100.${randomInt(100_000, 999_999)}1`),
    };
    clipTexts.push(edited.title, edited.address);
    pins.push(String(edited.latitude), String(edited.longitude));
    await as
      .put(`/videos/${pendingClip}`, {
        title: edited.title,
        location: {
          latitude: edited.latitude,
          longitude: edited.longitude,
          province: 'กรุงเทพมหานคร',
          address: edited.address,
        },
      })
      .expect(200);

    // A buyer buys one of them.
    const buyer = await m.newPerson(`Buyer${tag}`, { userType: 'buyer' });
    const { purchaseId } = (
      await authed(buyer.token)
        .post('/purchases/create', { videoId: soldClip, paymentMethod: 'card' })
        .expect(201)
    ).body.data;
    expect((await payByCheckout(m, buyer.token, purchaseId)).payment_status).toBe('paid');

    // A complaint of theirs, which an admin answers.
    const complaintTexts = [
      `เรื่องร้องเรียน ${tag}`,
      `รายละเอียดร้องเรียน ${tag}-detail`,
      `คำตอบแอดมิน ${tag}-answer`,
    ];
    const filed = await as
      .post('/complaints', { type: 'other', subject: complaintTexts[0], description: complaintTexts[1] })
      .expect(201);
    const resolved = await authed(m.tokens.admin)
      .put(`/admin/complaints/${filed.body.data.complaintId}/resolve`, { response: complaintTexts[2] })
      .expect(200);

    // A resumable upload they started and left, its file name saying who they are.
    const started = await request(m.app)
      .post('/api/uploads/videos')
      .set(bearer(token))
      .set('tus-resumable', '1.0.0')
      .set('upload-length', '1000')
      .set('upload-metadata', `filename ${Buffer.from(`${person.firstName}.mp4`).toString('base64')}`)
      .expect(201);
    const tusUploadId = String(started.headers.location).split('/').pop()!;
    clipTexts.push(`${person.firstName}.mp4`);

    const listed = await request(m.app)
      .get('/api/videos?limit=100')
      .set('x-consistent-after', resolved.body.position)
      .expect(200);
    expect(listed.body.data.videos.map((v: { _id: string }) => v._id)).toContain(approvedClip);
    const unsoldFiles = [...(await clipFiles(approvedClip)), ...(await clipFiles(pendingClip))];
    const soldFiles = await clipFiles(soldClip);
    const unsoldImageUrls = unsoldFiles
      .filter((file) => file.startsWith('images/'))
      .map((file) => `/api/media/${file}`);
    for (const url of unsoldImageUrls) {
      // public, but only for a while: an erasure must not outlive the caches
      const image = await request(m.app).get(url).expect(200);
      const cacheControl = String(image.headers['cache-control']);
      expect(cacheControl).not.toMatch(/immutable/);
      expect(Number(/max-age=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(MEDIA_IMAGE_CACHE_SECONDS);
    }
    return {
      uid,
      token,
      ...person,
      accountName,
      approvedClip,
      pendingClip,
      soldClip,
      clipTexts,
      pins,
      complaintTexts,
      unsoldFiles,
      soldFiles,
      unsoldImageUrls,
      tusUploadId,
      tokens,
    };
  }

  /** Every file under the media directory, with its path relative to it and its bytes as text. */
  async function mediaFiles(): Promise<{ name: string; text: string }[]> {
    const entries = await readdir(m.mediaDir, { recursive: true, withFileTypes: true });
    return Promise.all(
      entries
        .filter((entry) => entry.isFile())
        .map(async (entry) => {
          const full = path.join(entry.parentPath, entry.name);
          return { name: path.relative(m.mediaDir, full), text: await readFile(full, 'utf8') };
        }),
    );
  }

  async function rawEventsText(): Promise<string> {
    const { rows } = await m.db.query<{ data: string; metadata: string }>(
      'select data::text as data, metadata::text as metadata from events',
    );
    return rows.map((row) => `${row.data}\n${row.metadata}`).join('\n');
  }

  /** Every row of every table, as text: nothing personal may hide in a table nobody thought of. */
  async function wholeDatabaseText(): Promise<string> {
    const { rows: tables } = await m.db.query<{ name: string }>(
      `select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.name)).toEqual(
      expect.arrayContaining(['events', 'users', 'catalog_sellers', 'dev_mail_outbox', 'personal_data_keys']),
    );
    const texts: string[] = [];
    for (const { name } of tables) {
      const { rows } = await m.db.query<{ row: string }>(`select t::text as row from "${name}" t`);
      texts.push(...rows.map((r) => `${name}: ${r.row}`));
    }
    return texts.join('\n');
  }

  /**
   * Every read model (but the erasure's own) replayed from all events into fresh tables, as a
   * rebuild would, and their rows as text; the fresh tables are dropped again.
   */
  async function replayedReadModelsText(events: RecordedEvent[]): Promise<string> {
    const texts: string[] = [];
    for (const projection of allProjections.filter((p) => p.name !== 'erasure')) {
      const fresh = Object.fromEntries(projection.tables.map((t) => [t, `${t}__replay`]));
      await projection.createTables(m.db, fresh);
      await projection.handle(handledEvents(projection, events), m.db, fresh);
      for (const table of Object.values(fresh)) {
        const { rows } = await m.db.query<{ row: string }>(`select t::text as row from ${table} t`);
        texts.push(...rows.map((r) => `${table}: ${r.row}`));
      }
      for (const table of Object.values(fresh)) await m.db.exec(`drop table ${table} cascade`);
    }
    return texts.join('\n');
  }

  async function userStream(uid: string) {
    return (await m.store.readStream(`user-${uid}`)).events;
  }

  /** What the erasure left behind for `s`: nothing personal, anywhere. */
  async function expectErased(s: Seller) {
    // (a) signed out everywhere, and the password opens nothing
    expectError(await authed(s.token).get('/auth/profile'), 401, 'UNAUTHORIZED');
    expectError(
      await request(m.app).post('/api/auth/login').send({ email: s.email, password: PASSWORD }),
      401,
      'INVALID_CREDENTIAL',
      'อีเมลหรือรหัสผ่านไม่ถูกต้อง',
    );

    // (b) the immutable events are still there, sealed, and now read back blank
    expect(leaked(await rawEventsText(), s)).toEqual([]);
    const events = await userStream(s.uid);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining([
        'UserRegistered',
        'BankAccountSet',
        'PhoneCodeSent',
        'PhoneVerified',
        'UserErased',
      ]),
    );
    expect(leaked(json(events), s)).toEqual([]);
    const data = (type: string) => events.find((e) => e.type === type)!.data as Record<string, unknown>;
    expect(data('UserRegistered')).toMatchObject({
      uid: s.uid,
      email: '',
      firstName: '',
      lastName: '',
      displayName: '',
      phone: '',
      passwordHash: '',
    });
    expect(data('BankAccountSet')).toMatchObject({ accountName: '', accountNumber: '', bankName: 'kbank' });
    expect(data('PhoneCodeSent')).toMatchObject({ phone: '' });
    expect(data('PhoneVerified')).toMatchObject({ phone: '' });

    // (c) the read models forget them; both clips leave the catalogue
    const { rows: users } = await m.db.query<Record<string, unknown>>('select * from users where uid = $1', [
      s.uid,
    ]);
    expect(users).toHaveLength(1);
    expect(users[0]).toMatchObject({
      erased: true,
      is_active: false,
      email: '',
      first_name: '',
      last_name: '',
      display_name: '',
      phone: '',
      account_name: '',
      account_number: '',
    });
    expect(leaked(json(users[0]), s)).toEqual([]);
    // the sold clip stays for its buyer, anonymous: no words, no pin
    const { rows: clips } = await m.db.query(
      `select clip_id, title, description, tags, address, lat, lng from catalog_clips where seller_id = $1`,
      [s.uid],
    );
    expect(clips).toEqual([
      { clip_id: s.soldClip, title: '', description: '', tags: [], address: '', lat: 0, lng: 0 },
    ]);
    const { rows: sellers } = await m.db.query<{ display_name: string; erased: boolean }>(
      'select display_name, erased from catalog_sellers where seller_id = $1',
      [s.uid],
    );
    expect(sellers).toEqual([{ display_name: '', erased: true }]);
    const list = await request(m.app).get('/api/videos?limit=100').expect(200);
    expect(list.body.data.videos.map((v: { _id: string }) => v._id)).not.toContain(s.approvedClip);
    expect(leaked(list.text, s)).toEqual([]);
    for (const clip of [s.approvedClip, s.pendingClip]) {
      await request(m.app).get(`/api/videos/${clip}`).expect(404);
      await authed(m.tokens.admin).get(`/videos/${clip}`).expect(404);
    }

    // (d) the key that opened their events is gone
    const { rows: keys } = await m.db.query('select subject from personal_data_keys where subject = $1', [
      s.uid,
    ]);
    expect(keys).toEqual([]);

    // (e) the dev outboxes hold nothing of theirs
    for (const table of ['dev_mail_outbox', 'dev_sms_outbox']) {
      const { rows } = await m.db.query(`select id from ${table} where subject_uid = $1`, [s.uid]);
      expect(rows, table).toEqual([]);
    }
    expect(await mailsTo(m.app, s.email)).toEqual([]);
    expect(leaked(json(await mailbox(m.app)), s)).toEqual([]);
    expect(leaked(json(await smsOutbox(m.app)), s)).toEqual([]);

    // nor does any other table
    expect(leakingLines(await wholeDatabaseText(), s)).toEqual([]);

    // nor what a rebuild of any read model would read, nor the read models it would build
    const everything = await m.store.readAll(START, 100_000);
    expect(leaked(json(everything), s)).toEqual([]);
    const replayed = await replayedReadModelsText(everything);
    expect(leakingLines(replayed, s)).toEqual([]);
    expect(leaked(replayed, bystander)).toEqual(expect.arrayContaining(bystander.clipTexts.slice(0, 3)));

    // (e2) the files of their unsold clips and their unfinished upload are gone, and answer 404;
    // the sold clip's original and images stay for its buyer
    const files = await mediaFiles();
    const names = files.map((file) => file.name);
    for (const file of s.unsoldFiles) expect(names).not.toContain(file);
    for (const file of s.soldFiles) expect(names).toContain(file);
    expect(names.filter((name) => name.includes(s.tusUploadId))).toEqual([]);
    expect(leaked(files.map((file) => `${file.name}\n${file.text}`).join('\n'), s)).toEqual([]);
    for (const url of s.unsoldImageUrls) await request(m.app).get(url).expect(404);

    // (f) the logs never carried their personal data or a token of theirs
    const logs = logLines.join('\n');
    expect(leaked(logs, s)).toEqual([]);
    for (const token of s.tokens) expect(logs).not.toContain(token);
  }

  /** (h) `other` is whole: their session, profile, stream, key, mail and listed clip. */
  async function expectUntouched(other: Seller) {
    const profile = await authed(other.token).get('/users/profile').expect(200);
    expect(profile.body.data).toMatchObject({
      email: other.email.toLowerCase(),
      firstName: other.firstName,
      lastName: other.lastName,
      phone: other.phone,
      phoneVerified: true,
      accountNumber: other.accountNumber,
    });
    const registered = (await userStream(other.uid)).find((e) => e.type === 'UserRegistered')!;
    expect(registered.data).toMatchObject({ email: other.email.toLowerCase(), firstName: other.firstName });
    const { rows: keys } = await m.db.query('select subject from personal_data_keys where subject = $1', [
      other.uid,
    ]);
    expect(keys).toHaveLength(1);
    // (their two mails, and the notice that their payout bank account was set)
    expect(await mailsTo(m.app, other.email)).toHaveLength(3);
    await request(m.app).get(`/api/videos/${other.approvedClip}`).expect(200);
    await authed(other.token).get(`/videos/${other.pendingClip}`).expect(200);
    const { rows: seller } = await m.db.query(
      'select display_name from catalog_sellers where seller_id = $1',
      [other.uid],
    );
    expect(seller).toEqual([{ display_name: `${other.firstName} ${other.lastName}` }]);
  }

  let bystander: Seller;
  beforeAll(async () => {
    bystander = await sellerWithEverything('Bystander');
  });

  it('given a seller with every kind of personal data, when they delete their account, then nothing personal of theirs remains readable anywhere, and their address is free again', async () => {
    const s = await sellerWithEverything('Zephyrine');

    // before: the data is there, readable through the store, but sealed in the stored events
    expect(leaked(await rawEventsText(), s)).toEqual([]);
    expect(leaked(json(await userStream(s.uid)), s).sort()).toEqual(
      [s.email, s.firstName, s.lastName, s.phone, s.phone.slice(3), s.accountName, s.accountNumber].sort(),
    );
    expect(leaked(await wholeDatabaseText(), s).length).toBeGreaterThan(0);

    // a statement about them fails, and its error (with their values as parameters) is logged
    const failed = await m.db
      .query('select $1::int, $2::text, $3::text', [s.email, s.clipTexts[0], s.complaintTexts[2]])
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(Error);
    logger.error({ err: failed, context: { user: { email: s.email, phone: s.phone } } }, 'query failed');
    logger.warn(
      { deep: [{ bankAccount: { accountNumber: s.accountNumber, name: s.accountName } }] },
      'nested',
    );

    const deleted = await authed(s.token).delete('/users/delete', {
      password: PASSWORD,
      confirmation: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body.data).toEqual({ deleted: true });

    await expectErased(s);
    await expectUntouched(bystander);

    // (g) the address can start a new account, which sees nothing of the old one
    await request(m.app)
      .post('/api/auth/register')
      .send({
        firstName: 'ใหม่',
        lastName: 'หมด',
        email: s.email.toUpperCase(),
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        userType: 'buyer',
      })
      .expect(201);
    const { rows: again } = await m.db.query<Record<string, unknown>>(
      'select uid, phone, bank_name from users where email = $1 and not erased',
      [s.email.toLowerCase()],
    );
    expect(again).toHaveLength(1);
    expect(again[0]!.uid).not.toBe(s.uid);
    expect(again[0]).toMatchObject({ phone: '', bank_name: null });
    expect((await userStream(s.uid)).find((e) => e.type === 'UserRegistered')!.data).toMatchObject({
      email: '',
    });
  });

  it('given an admin deletes a seller, then the erasure is the same', async () => {
    const s = await sellerWithEverything('Quillon');
    const deleted = await authed(m.tokens.admin).get('/auth/profile').expect(200);
    expect(deleted.body.data.isAdmin).toBe(true);
    const answer = await request(m.app)
      .delete(`/api/admin/users/${s.uid}`)
      .set(bearer(m.tokens.admin))
      .expect(200);
    expect(answer.body.data).toEqual({ deleted: true });
    await expectErased(s);
    await expectUntouched(bystander);
    // erasing twice finds nobody
    expectError(
      await request(m.app).delete(`/api/admin/users/${s.uid}`).set(bearer(m.tokens.admin)),
      404,
      'USER_NOT_FOUND',
    );
    await request(m.app)
      .post('/api/auth/register')
      .send({
        firstName: 'ใหม่',
        lastName: 'หมด',
        email: s.email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        acceptTerms: true,
        userType: 'buyer',
      })
      .expect(201);
  });

  it('given a buyer bought a clip, when its seller is erased, then the buyer still has it and can download it', async () => {
    const seller = await m.newPerson('Vanishing');
    const buyer = await m.newPerson('Keeper', { userType: 'buyer' });
    const video = uniqueMp4();
    const uploaded = await uploadVideo(m.app, seller.token, { video }).expect(201);
    const clipId = uploaded.body.data.videoId as string;
    await request(m.app).put(`/api/admin/videos/${clipId}/approve`).set(bearer(m.tokens.admin)).expect(200);
    const { purchaseId } = (
      await request(m.app)
        .post('/api/purchases/create')
        .set(bearer(buyer.token))
        .send({ videoId: clipId, paymentMethod: 'card' })
        .expect(201)
    ).body.data;
    // The sale reaches the catalogue before the erasure does, as it would in the event order.
    expect((await payByCheckout(m, buyer.token, purchaseId)).payment_status).toBe('paid');
    const erased = await request(m.app)
      .delete(`/api/admin/users/${seller.uid}`)
      .set(bearer(m.tokens.admin))
      .expect(200);

    const mine = await request(m.app)
      .get('/api/users/purchases')
      .set(bearer(buyer.token))
      .set('x-consistent-after', erased.body.position)
      .expect(200);
    expect(mine.body.data.purchases).toHaveLength(1);
    expect(mine.body.data.purchases[0]).toMatchObject({
      purchaseId,
      status: 'paid',
      downloadable: true,
      sellerName: null,
    });
    // the clip is anonymous now: the seller's words went with them
    expect(mine.body.data.purchases[0].title).toBe('');
    const link = await request(m.app)
      .get(`/api/users/purchases/${purchaseId}/download`)
      .set(bearer(buyer.token))
      .expect(200);
    const file = await request(m.app).get(link.body.data.url).expect(200);
    expect(Number(file.headers['content-length'])).toBe(video.bytes.length);
  });
});
