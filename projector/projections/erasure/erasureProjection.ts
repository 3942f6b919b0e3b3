import { asDomainEvent } from '../../../events/catalogue.ts';
import { devOutbox } from '../../../infra/outbox/devOutbox.ts';
import { personalDataKeys } from '../../../infra/personalData/personalDataKeys.ts';
import type { Projection } from '../../projection.ts';

/**
 * PDPA erasure of what lies outside the read models (DESIGN.md §3): on UserErased the person's key
 * is deleted — from then on every event of theirs reads back with its personal fields blank — and
 * so are their dev outbox messages. Deleting what is already gone is a no-op, so replays are safe.
 * It keeps no tables: its checkpoint alone records how far it got.
 */
export const erasureProjection: Projection<never> = {
  name: 'erasure',
  handles: ['UserErased'],
  tables: [],

  async createTables() {},

  async handle(events, db) {
    const uids = new Set<string>();
    for (const recorded of events) {
      const event = asDomainEvent(recorded);
      if (event?.type === 'UserErased') uids.add(event.data.uid);
    }
    const keys = personalDataKeys(db);
    const outbox = devOutbox(db);
    for (const uid of uids) {
      await keys.delete(uid);
      await outbox.eraseFor(uid);
    }
  },
};
