import { personalFieldsOf } from '../../events/catalogue.ts';
import type { NewEvent, RecordedEvent } from '../../events/envelope.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { hasSealedPersonalData, personalDataCodec, presentFields } from './personalDataCodec.ts';
import type { PersonalDataKeys } from './personalDataKeys.ts';

type EventData = Record<string, unknown>;

/**
 * The event store with PDPA crypto-shredding (DESIGN.md §3): personal fields are sealed with their
 * owner's key (the owner is `data.uid`) on the way in and opened on the way out. Once the key is
 * deleted, every read answers '' for them, on every adapter, without rewriting a stored event.
 */
export function cryptoShreddingEventStore(inner: EventStore, keys: PersonalDataKeys): EventStore {
  async function seal(events: NewEvent[]): Promise<NewEvent[]> {
    const toSeal = events.map((event) => {
      const fields = personalFieldsOf(event.type);
      if (fields.length === 0 || !isEventData(event.data)) return null;
      if (presentFields(event.data, fields).length === 0) return null;
      const subject = event.data.uid;
      if (typeof subject !== 'string' || subject === '') {
        throw new Error(`${event.type} carries personal data but no uid to own it`);
      }
      return { subject, data: event.data, fields };
    });
    const subjects = new Set(toSeal.flatMap((entry) => (entry ? [entry.subject] : [])));
    const subjectKeys = new Map<string, Buffer>();
    for (const subject of subjects) subjectKeys.set(subject, await keys.getOrCreate(subject));
    return events.map((event, i) => {
      const entry = toSeal[i];
      if (!entry) return event;
      return {
        ...event,
        data: personalDataCodec.seal(entry.data, entry.fields, subjectKeys.get(entry.subject)!),
      };
    });
  }

  /** One key lookup per page or batch, however many events it holds. */
  async function open(events: RecordedEvent[]): Promise<RecordedEvent[]> {
    const subjects = new Set<string>();
    for (const event of events) {
      if (hasSealedPersonalData(event.data) && typeof event.data.uid === 'string')
        subjects.add(event.data.uid);
    }
    if (subjects.size === 0) return events;
    const subjectKeys = await keys.getMany(subjects);
    return events.map((event) => {
      if (!hasSealedPersonalData(event.data)) return event;
      const key = typeof event.data.uid === 'string' ? (subjectKeys.get(event.data.uid) ?? null) : null;
      return { ...event, data: personalDataCodec.open(event.data, key) };
    });
  }

  return {
    async append(streamId, events, expected) {
      return inner.append(streamId, await seal(events), expected);
    },
    async readStream(streamId) {
      const result = await inner.readStream(streamId);
      return { ...result, events: await open(result.events) };
    },
    async readAll(after, limit) {
      return open(await inner.readAll(after, limit));
    },
    subscribe(after, handler, options) {
      return inner.subscribe(after, async (batch) => handler(await open(batch)), options);
    },
    close: () => inner.close(),
  };
}

function isEventData(data: unknown): data is EventData {
  return typeof data === 'object' && data !== null && !Array.isArray(data);
}
