import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClipCommand } from '../../../command-api/clips/runClipCommand.ts';
import { MS_PER_DAY } from '../../../events/constants.ts';
import { CONSISTENCY_WAIT_MS } from '../../http/readYourWrites.ts';
import type { GlobalPosition } from '../../../events/envelope.ts';
import { waitUntilProjected } from '../../../projector/waitUntilProjected.ts';
import { recordClip } from '../../../tests/fixtures/clips.ts';
import { testMarketplace } from '../../../tests/fixtures/testMarketplace.ts';
import { expireListings } from './expireListings.ts';
import { listingExpirySchedule } from './listingExpirySchedule.ts';

describe('listing expiry', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const projected = async (position: GlobalPosition) =>
    expect(await waitUntilProjected(m.db, ['catalog'], position, CONSISTENCY_WAIT_MS)).toBe(true);

  async function approvedAt(at: Date) {
    const { clipId } = await recordClip(m.store, 'seller-x');
    const { position } = await runClipCommand(
      m.store,
      { type: 'ApproveClip', clipId, now: at.toISOString() },
      { actor: { system: 'test' }, correlationId: 'c' },
    );
    await projected(position);
    return clipId;
  }
  const statusOf = async (clipId: string) =>
    (await m.db.query<{ status: string }>('select status from catalog_clips where clip_id = $1', [clipId]))
      .rows[0]?.status;

  it('expires approved clips once the lifetime has passed since approval, and no others', async () => {
    const approval = new Date('2026-01-10T03:00:00.000Z');
    const old = await approvedAt(approval);
    const fresh = await approvedAt(new Date('2026-06-01T03:00:00.000Z'));
    const waiting = (await recordClip(m.store, 'seller-x')).clipId;
    const run = (at: Date) => expireListings({ store: m.store, db: m.db, lifetimeDays: 30, now: () => at });

    expect((await run(new Date(approval.getTime() + 30 * MS_PER_DAY - 1))).expired).not.toContain(old);
    const { expired } = await run(new Date(approval.getTime() + 30 * MS_PER_DAY));
    expect(expired).toContain(old);
    expect(expired).not.toContain(fresh);
    expect(expired).not.toContain(waiting);
    const { events } = await m.store.readStream(`clip-${old}`);
    expect(events.at(-1)?.type).toBe('ClipExpired');
    await projected(events.at(-1)!.globalPosition);
    expect(await statusOf(old)).toBe('expired');
    expect(await statusOf(fresh)).toBe('approved');
  });

  it('a clip the read model still shows approved but that is gone already is skipped, not an error', async () => {
    const clipId = await approvedAt(new Date('2025-01-01T00:00:00.000Z'));
    await runClipCommand(
      m.store,
      { type: 'DeleteClip', clipId, by: { role: 'admin', id: 'a' }, now: new Date().toISOString() },
      { actor: { system: 'test' }, correlationId: 'c' },
    );
    // the catalogue may not have seen the deletion yet: force the stale view
    await m.db.query(`update catalog_clips set status = 'approved' where clip_id = $1`, [clipId]);
    const { expired } = await expireListings({
      store: m.store,
      db: m.db,
      lifetimeDays: 1,
      now: () => new Date('2026-11-21T00:00:00.000Z'),
    });
    expect(expired).not.toContain(clipId);
  });

  it('the schedule runs at start and stops cleanly', async () => {
    const clipId = await approvedAt(new Date('2020-01-01T00:00:00.000Z'));
    const schedule = listingExpirySchedule({
      store: m.store,
      db: m.db,
      lifetimeDays: 365,
      logger: pino({ level: 'silent' }),
    });
    schedule.start();
    await schedule.stop();
    const { events } = await m.store.readStream(`clip-${clipId}`);
    expect(events.at(-1)?.type).toBe('ClipExpired');
  });
});
