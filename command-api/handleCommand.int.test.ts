import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventStore } from '../events/eventStore.ts';
import { expectAny } from '../events/eventStore.ts';
import { streams } from '../events/streams.ts';
import { migrate } from '../infra/adapters/postgres/migrate.ts';
import { pgliteClient } from '../infra/adapters/postgres/pgliteClient.ts';
import { postgresEventStore } from '../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { newEvent } from '../tests/fixtures/newEvent.ts';
import { notificationDecider } from './domain/notification/decide.ts';
import { handleCommand } from './handleCommand.ts';

const READ_AT = '2026-11-26T10:00:00.000Z';
const read = (uid: string, ids: string[]) => newEvent('NotificationsRead', { uid, ids, readAt: READ_AT });

describe('handleCommand on a contended, long stream (issue 20)', () => {
  let store: EventStore;
  beforeAll(async () => {
    const db = await pgliteClient(null);
    await migrate(db);
    store = postgresEventStore(db, { ownsClient: true });
  });
  afterAll(async () => {
    await store?.close();
  });

  it('after losing a race, catches up from the version it read instead of reading the stream again', async () => {
    const uid = 'u-contended';
    const streamId = streams.notifications(uid);
    for (let n = 0; n < 50; n++) await store.append(streamId, [read(uid, [`n${n}`])], expectAny);
    // Another writer appends between this handler's read and its append, once.
    const readsAfter: (bigint | undefined)[] = [];
    let raced = false;
    const racing: EventStore = {
      ...store,
      readStream: (id, after) => {
        readsAfter.push(after);
        return store.readStream(id, after);
      },
      append: async (id, events, expected) => {
        if (!raced) {
          raced = true;
          await store.append(id, [read(uid, ['x'])], expectAny);
        }
        return store.append(id, events, expected);
      },
    };
    const result = await handleCommand(
      racing,
      streamId,
      notificationDecider,
      { type: 'MarkNotificationsRead', uid, ids: ['x', 'y'], now: READ_AT },
      { actor: { system: 'test' }, correlationId: 'c-1' },
    );
    // The first read is whole; the retry reads only what came after version 50 (the other writer's).
    expect(readsAfter).toEqual([undefined, 50n]);
    // Decided again on the caught-up state: x was read meanwhile, so only y is marked.
    expect(result.events).toEqual([
      { type: 'NotificationsRead', data: { uid, ids: ['y'], readAt: READ_AT } },
    ]);
    const { version, events } = await store.readStream(streamId);
    expect(version).toBe(52n);
    expect(events.at(-1)?.data).toEqual({ uid, ids: ['y'], readAt: READ_AT });
  });
});
