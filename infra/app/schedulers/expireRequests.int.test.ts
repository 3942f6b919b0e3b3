import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openRequest } from '../../../command-api/requests/openRequest.ts';
import { renewRequest } from '../../../command-api/requests/renewRequest.ts';
import { runRequestCommand } from '../../../command-api/requests/runRequestCommand.ts';
import { MS_PER_DAY, REQUEST_OPEN_DAYS } from '../../../events/constants.ts';
import type { GlobalPosition } from '../../../events/envelope.ts';
import { streams } from '../../../events/streams.ts';
import { bangkokDay } from '../../../events/time/bangkokDay.ts';
import { waitUntilProjected } from '../../../projector/waitUntilProjected.ts';
import { testMarketplace } from '../../../tests/fixtures/testMarketplace.ts';
import { CONSISTENCY_WAIT_MS } from '../../http/readYourWrites.ts';
import { expireRequests } from './expireRequests.ts';
import { requestExpirySchedule } from './requestExpirySchedule.ts';

describe('footage request expiry', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace();
  });
  afterAll(async () => m.close());

  const projected = async (position: GlobalPosition) =>
    expect(await waitUntilProjected(m.db, ['requests'], position, CONSISTENCY_WAIT_MS)).toBe(true);
  const context = (uid: string) => ({
    actor: { id: uid, role: 'buyer' as const },
    correlationId: randomUUID(),
  });

  /** A request opened at `openedAt` (open REQUEST_OPEN_DAYS from then), by a requester of its own. */
  async function openedAt(openedAt: Date) {
    const requesterId = `victim-${randomUUID()}`;
    const { requestId, position } = await openRequest(
      m.store,
      {
        requesterId,
        title: 'ตามหาคลิปรถชนท้าย',
        description: 'ถูกชนท้ายแล้วคู่กรณีขับหนี',
        place: {
          lat: 13.6593,
          lng: 100.4309,
          radiusM: 500,
          province: 'กรุงเทพมหานคร',
          district: 'บางขุนเทียน',
          subDistrict: 'แสมดำ',
          address: 'ถนนพระราม 2',
        },
        when: {
          incidentDate: bangkokDay(new Date(openedAt.getTime() - MS_PER_DAY)),
          timeFrom: '07:30',
          timeTo: '08:30',
        },
        vehicleTypes: ['car'],
        maxPriceSatang: 200_000,
        now: openedAt.toISOString(),
      },
      context(requesterId),
    );
    await projected(position);
    return { requestId, requesterId };
  }
  const lastEvent = async (requestId: string) =>
    (await m.store.readStream(streams.request(requestId))).events.at(-1)!;
  const statusOf = async (requestId: string) =>
    (await m.db.query<{ status: string }>('select status from requests where request_id = $1', [requestId]))
      .rows[0]?.status;

  it('expires open requests once their time has run out, and no others', async () => {
    const opening = new Date(Date.now() - 40 * MS_PER_DAY);
    const due = await openedAt(opening);
    const fresh = await openedAt(new Date(Date.now() - MS_PER_DAY));
    const closed = await openedAt(opening);
    await runRequestCommand(
      m.store,
      {
        type: 'CloseRequest',
        requestId: closed.requestId,
        by: closed.requesterId,
        now: new Date(opening.getTime() + MS_PER_DAY).toISOString(),
      },
      context(closed.requesterId),
    );
    const run = (at: Date) => expireRequests({ store: m.store, db: m.db, now: () => at });

    const expiresAt = opening.getTime() + REQUEST_OPEN_DAYS * MS_PER_DAY;
    expect((await run(new Date(expiresAt - 1))).expired).not.toContain(due.requestId);
    const { expired } = await run(new Date(expiresAt));
    expect(expired).toContain(due.requestId);
    expect(expired).not.toContain(fresh.requestId);
    expect(expired).not.toContain(closed.requestId);
    const event = await lastEvent(due.requestId);
    expect(event).toMatchObject({
      type: 'RequestExpired',
      data: { requestId: due.requestId, requesterId: due.requesterId },
      metadata: { actor: { system: 'request-expiry' } },
    });
    await projected(event.globalPosition);
    expect(await statusOf(due.requestId)).toBe('expired');
    expect(await statusOf(fresh.requestId)).toBe('open');
    // A second round finds nothing more to do.
    expect((await run(new Date(expiresAt))).expired).not.toContain(due.requestId);
  });

  it('a request the read model still shows due but that was renewed meanwhile is skipped, not an error', async () => {
    const { requestId, requesterId } = await openedAt(new Date(Date.now() - 40 * MS_PER_DAY));
    // Renewed on its stream; the board has not seen it yet (forced stale).
    await renewRequest(
      m.store,
      { requestId, by: requesterId, now: new Date().toISOString() },
      context(requesterId),
    );
    const renewed = await lastEvent(requestId);
    await projected(renewed.globalPosition);
    await m.db.query(
      `update requests set status = 'open', expires_at = now() - interval '1 day' where request_id = $1`,
      [requestId],
    );
    const { expired } = await expireRequests({ store: m.store, db: m.db, now: () => new Date() });
    expect(expired).not.toContain(requestId);
    expect((await lastEvent(requestId)).type).toBe(renewed.type);
  });

  it('the schedule runs at start and stops cleanly', async () => {
    const { requestId } = await openedAt(new Date(Date.now() - 40 * MS_PER_DAY));
    const schedule = requestExpirySchedule({ store: m.store, db: m.db, logger: pino({ level: 'silent' }) });
    schedule.start();
    await schedule.stop();
    expect((await lastEvent(requestId)).type).toBe('RequestExpired');
  });
});
