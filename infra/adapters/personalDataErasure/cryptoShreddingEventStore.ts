import { personalDataOwnerOf, personalFieldsOf } from '../../../events/catalogue.ts';
import type { NewEvent, RecordedEvent } from '../../../events/envelope.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { hasSealedPersonalData, ownerIn, personalDataCodec, presentFields } from './personalDataCodec.ts';
import type { PersonalDataKeys } from './personalDataKeys.ts';

type EventData = Record<string, unknown>;

/**
 * The event store with PDPA crypto-shredding (DESIGN.md §3): personal fields are sealed with their
 * owner's key (the owner is `data.uid`, or the field personalDataOwnerOf names: a clip's seller, a
 * complaint's reporter) on the way in and opened on the way out. Once the key is deleted, every
 * read answers blanks for them, on every adapter, without rewriting a stored event. Events written
 * before a type's fields were sealed hold them in plain text: they read as they are until their
 * owner is erased (a tombstone, not just a missing key), then blank, like sealed ones.
 */
export function cryptoShreddingEventStore(inner: EventStore, keys: PersonalDataKeys): EventStore {
  async function seal(events: NewEvent[]): Promise<NewEvent[]> {
    const toSeal = events.map((event) => {
      const fields = personalFieldsOf(event.type);
      if (fields.length === 0 || !isEventData(event.data)) return null;
      if (presentFields(event.data, fields).length === 0) return null;
      const ownerField = personalDataOwnerOf(event.type);
      const subject = ownerIn(event.data, ownerField);
      if (subject === '')
        throw new Error(`${event.type} carries personal data but no ${ownerField} to own it`);
      return { subject, data: event.data, fields, ownerField };
    });
    const subjects = new Set(toSeal.flatMap((entry) => (entry ? [entry.subject] : [])));
    const subjectKeys = new Map<string, Buffer>();
    for (const subject of subjects) subjectKeys.set(subject, await keys.getOrCreate(subject));
    return events.map((event, i) => {
      const entry = toSeal[i];
      if (!entry) return event;
      return {
        ...event,
        data: personalDataCodec.seal(
          entry.data,
          entry.fields,
          subjectKeys.get(entry.subject)!,
          entry.ownerField,
        ),
      };
    });
  }

  /** One key lookup per page or batch, however many events it holds. */
  async function open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const owned = events.map((event) => {
      if (!isEventData(event.data)) return null;
      const ownerField = personalDataOwnerOf(event.type);
      if (hasSealedPersonalData(event.data)) return { ownerField, sealed: true };
      const fields = personalFieldsOf(event.type);
      return presentFields(event.data, fields).length > 0 ? { ownerField, sealed: false, fields } : null;
    });
    const sealedOwners = new Set<string>();
    const plainOwners = new Set<string>();
    events.forEach((event, i) => {
      const entry = owned[i];
      if (!entry) return;
      const owner = ownerIn(event.data as EventData, entry.ownerField);
      if (owner !== '') (entry.sealed ? sealedOwners : plainOwners).add(owner);
    });
    if (sealedOwners.size === 0 && plainOwners.size === 0) return events;
    const subjectKeys = await keys.getMany(sealedOwners);
    const erased = await keys.erasedAmong(plainOwners);
    return events.map((event, i) => {
      const entry = owned[i];
      if (!entry) return event;
      const data = event.data as EventData;
      const owner = ownerIn(data, entry.ownerField);
      if (entry.sealed)
        return {
          ...event,
          data: personalDataCodec.open(data, subjectKeys.get(owner) ?? null, entry.ownerField),
        };
      // Written before these fields were sealed: plain text, hidden once the owner is erased. An
      // old event that does not name its owner (a clip edit before it named its seller) cannot be.
      if (!erased.has(owner)) return event;
      return { ...event, data: personalDataCodec.blankPlain(data, entry.fields ?? []) };
    });
  }

  return {
    async append(streamId, events, expected) {
      return inner.append(streamId, await seal(events), expected);
    },
    async readStream(streamId, after) {
      const result = await inner.readStream(streamId, after);
      return { ...result, events: await open(result.events) };
    },
    async readAll(after, limit) {
      return open(await inner.readAll(after, limit));
    },
    subscribe(after, handler, options) {
      return inner.subscribe(after, async (batch) => handler(await open(batch)), options);
    },
    // Snapshots are kept only of states without personal data (Decider.snapshot): nothing to seal.
    ...(inner.readSnapshot && inner.writeSnapshot
      ? { readSnapshot: inner.readSnapshot, writeSnapshot: inner.writeSnapshot }
      : {}),
    close: () => inner.close(),
  };
}

function isEventData(data: unknown): data is EventData {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
