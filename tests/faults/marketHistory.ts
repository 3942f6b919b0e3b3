/**
 * An event history for the fault suites that touches every read model, written through the real
 * command paths: a marketplace day on a PostgreSQL server database (sign-ups, a profile with a bank
 * account, clips approved, rejected and resubmitted, edited and deleted, views, card and
 * bank-transfer sales, a refund, a payout, complaints, notifications read, a seller erased), then
 * synthetic approved clips appended in bulk, so a replay from zero takes many batches.
 */
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { expectNoStream } from '../../events/eventStore.ts';
import { cryptoShreddingEventStore } from '../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import { personalDataKeys } from '../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { allProjections } from '../../projector/allProjections.ts';
import { syntheticClips } from '../bench/syntheticClips.ts';
import { recordClip } from '../fixtures/clips.ts';
import {
  approvedClip,
  auth,
  caughtUp,
  giveBankAccount,
  LIVE_PLATFORM_ACCOUNT,
  openPurchase,
  payByCard,
  payByTransfer,
} from '../fixtures/money.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';

/** How many synthetic clips are appended at once (each is its own stream and transaction). */
const BULK_PARALLEL = 8;
/** The seed of the history's synthetic clips; a test appending more takes another. */
export const SEED = 20;

/** The marketplace day, through HTTP on the in-process app and the command handlers. */
async function marketDay(m: Awaited<ReturnType<typeof testMarketplace>>) {
  const admin = auth(m.tokens.admin);
  const people = m.people!;
  const seller = people.seller;
  const leaver = await m.newPerson('Leaver');
  await giveBankAccount(m, seller.uid);

  const sold = await approvedClip(m, seller.uid, 80_000);
  const refunded = await approvedClip(m, seller.uid, 50_000);
  const leaversClip = await approvedClip(m, leaver.uid, 40_000);
  const { clipId: rejected } = await recordClip(m.store, people.otherSeller.uid);
  await request(m.app)
    .put(`/api/admin/videos/${rejected}/reject`)
    .set(admin)
    .send({ reason: 'ภาพไม่ชัด' })
    .expect(200);
  await request(m.app)
    .post(`/api/videos/${rejected}/resubmit`)
    .set(auth(people.otherSeller.token))
    .send({ title: 'รถกระบะชนท้ายเก๋งที่แยกอโศก' })
    .expect(200);
  const { clipId: deleted } = await recordClip(m.store, seller.uid);
  await request(m.app).delete(`/api/videos/${deleted}`).set(auth(seller.token)).expect(200);
  await request(m.app)
    .put(`/api/admin/videos/${sold}`)
    .set(admin)
    .send({ title: 'ชนท้ายบนถนนพระราม 2 ขาออก' })
    .expect(200);
  for (const viewer of [people.buyer, people.otherSeller])
    await request(m.app).post(`/api/videos/${sold}/view`).set(auth(viewer.token)).expect(200);

  await payByTransfer(m, people.buyer, sold);
  const byCard = await openPurchase(m, people.buyer, refunded);
  await payByCard(m, people.buyer.token, byCard);
  await payByTransfer(m, people.buyer, leaversClip);
  await caughtUp(m, ['purchases']);
  await request(m.app)
    .put(`/api/admin/transactions/${byCard}/refund`)
    .set(admin)
    .send({ reason: 'ผู้ซื้อขอคืนเงิน' })
    .expect(200);
  await caughtUp(m, ['purchases']);
  await request(m.app).post('/api/admin/payouts/run').set(admin).expect(200);

  const complaint = await request(m.app)
    .post('/api/complaints')
    .set(auth(people.buyer.token))
    .send({ type: 'content', subject: 'คลิปไม่ตรงปก', description: 'ภาพไม่ตรงกับคำอธิบาย', clipId: sold })
    .expect(201);
  await request(m.app)
    .put(`/api/admin/complaints/${complaint.body.data.complaintId}/resolve`)
    .set(admin)
    .send({ response: 'แก้ไขคำอธิบายแล้ว' })
    .expect(200);
  await caughtUp(
    m,
    allProjections.map((projection) => projection.name),
  );
  await request(m.app).put('/api/notifications/read-all').set(auth(seller.token)).expect(200);
  await request(m.app).delete(`/api/admin/users/${leaver.uid}`).set(admin).expect(200);
}

/**
 * Appends `count` synthetic approved clips (two events each, one stream and transaction per clip)
 * as the command side writes them, personal fields sealed with each seller's key. `approvedEventId`
 * may name the event id of a clip's ClipApproved (a test that holds a row for it in advance).
 */
export async function appendSyntheticClips(
  databaseUrl: string,
  options: { count: number; seed: number; approvedEventId?: (index: number) => string | undefined },
): Promise<void> {
  const db = pgClient(databaseUrl);
  try {
    const store = cryptoShreddingEventStore(postgresEventStore(db), personalDataKeys(db));
    const clips = [...syntheticClips({ count: options.count, seed: options.seed })];
    const metadata = (clipId: string, occurredAt: string, eventId: string = randomUUID()) => ({
      eventId,
      occurredAt,
      actor: { system: 'fault-history' },
      correlationId: `history-${clipId}`,
      causationId: null,
    });
    const append = ({ approvedAt, ...uploaded }: (typeof clips)[number], index: number) =>
      store.append(
        `clip-${uploaded.clipId}`,
        [
          {
            type: 'ClipUploaded',
            schemaVersion: 2,
            data: uploaded,
            metadata: metadata(uploaded.clipId, uploaded.uploadedAt),
          },
          {
            type: 'ClipApproved',
            data: { clipId: uploaded.clipId, approvedAt },
            metadata: metadata(uploaded.clipId, approvedAt, options.approvedEventId?.(index)),
          },
        ],
        expectNoStream,
      );
    for (let next = 0; next < clips.length; next += BULK_PARALLEL)
      await Promise.all(
        clips.slice(next, next + BULK_PARALLEL).map((clip, offset) => append(clip, next + offset)),
      );
  } finally {
    await db.close();
  }
}

/**
 * Writes the history into the (empty) database at `databaseUrl`: the marketplace day, its read
 * models as its projector made them, then `bulkClips` synthetic clips no projector has seen.
 */
export async function marketHistory(databaseUrl: string, options: { bulkClips: number }): Promise<void> {
  const m = await testMarketplace({
    db: pgClient(databaseUrl),
    adminEmails: [],
    bankAccount: LIVE_PLATFORM_ACCOUNT,
  });
  try {
    await marketDay(m);
  } finally {
    await m.close();
  }
  await appendSyntheticClips(databaseUrl, { count: options.bulkClips, seed: SEED });
}
