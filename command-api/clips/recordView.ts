import { randomUUID } from 'node:crypto';
import { assertValidEvent, catalogue } from '../../events/catalogue.ts';
import type { ClipViewed } from '../../events/clip/clipEvents.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import { expectAny, type EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import { DomainError } from '../domain/decider.ts';
import { clipDecider } from '../domain/clip/decide.ts';
import { loadState, type CommandContext } from '../handleCommand.ts';

export interface ViewDeps {
  store: EventStore;
  /** Whether this viewer was counted on this clip this day already (the catalogue's view). */
  alreadyCounted: (view: ClipViewed['data']) => Promise<boolean>;
}

/**
 * Appends a view of an approved clip to its own `views-{clipId}` stream, unless the catalogue
 * has counted this viewer today already. The catalogue counts one per viewer per clip per Bangkok
 * day whatever arrives. Clips nobody may see (yet, or any more) answer like missing ones.
 */
export async function recordView(
  deps: ViewDeps,
  view: ClipViewed['data'],
  context: CommandContext,
): Promise<{ position: GlobalPosition } | null> {
  const { state } = await loadState(deps.store, streams.clip(view.clipId), clipDecider);
  if (state.status !== 'approved') throw new DomainError('CLIP_NOT_FOUND');
  if (await deps.alreadyCounted(view)) return null;
  const event: ClipViewed = { type: 'ClipViewed', data: view };
  assertValidEvent(event);
  const { position } = await deps.store.append(
    streams.views(view.clipId),
    [
      {
        type: event.type,
        schemaVersion: catalogue.ClipViewed.version,
        data: event.data,
        metadata: {
          eventId: randomUUID(),
          occurredAt: new Date().toISOString(),
          actor: context.actor,
          correlationId: context.correlationId,
          causationId: null,
        },
      },
    ],
    expectAny,
  );
  return { position };
}
