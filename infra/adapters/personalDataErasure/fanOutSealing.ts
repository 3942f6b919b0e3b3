import { START } from '../../../events/checkpoint.ts';
import { personalDataOwnerOf, personalFieldsOf } from '../../../events/catalogue.ts';
import type { RecordedEvent } from '../../../events/envelope.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { cryptoShreddingEventStore } from './cryptoShreddingEventStore.ts';
import { hasSealedPersonalData, ownerIn, personalDataCodec, presentFields } from './personalDataCodec.ts';
import type { PersonalDataKeys } from './personalDataKeys.ts';

/**
 * Personal data on the Kafka fan-out (docs/architecture.md, "Kafka fan-out"): the topic carries
 * events sealed as the store holds them, so erasing a person's key erases them there too; the
 * consumers open them with the same keys.
 */

/** A read-only store that answers `events` to readAll: the crypto-shredding decorator opens them. */
function holding(events: RecordedEvent[]): EventStore {
  const refuse = () => Promise.reject(new Error('a batch from Kafka is read only'));
  return {
    append: refuse,
    readStream: refuse,
    readAll: async () => events,
    subscribe: () => {
      throw new Error('a batch from Kafka cannot be subscribed to');
    },
    close: async () => {},
  };
}

/** Opens consumed events exactly as the event store opens them on read, with the same keys. */
export function openWithKeys(keys: PersonalDataKeys) {
  return (events: RecordedEvent[]) =>
    events.length === 0
      ? Promise.resolve(events)
      : cryptoShreddingEventStore(holding(events), keys).readAll(START, events.length);
}

/**
 * Events written before their type's personal fields were sealed hold them in plain text in the
 * store (readable until the owner's erasure). Nothing could erase them from Kafka, so the relay
 * seals them with the owner's key on the way out, or blanks them when the owner is already erased
 * or not named.
 */
export function sealPlainPersonalData(keys: PersonalDataKeys) {
  return async (events: RecordedEvent[]): Promise<RecordedEvent[]> => {
    const plain = events.map((event) => {
      const fields = personalFieldsOf(event.type);
      const data = event.data;
      if (fields.length === 0 || typeof data !== 'object' || data === null || Array.isArray(data))
        return null;
      if (hasSealedPersonalData(data)) return null;
      const record = data as Record<string, unknown>;
      if (presentFields(record, fields).length === 0) return null;
      const ownerField = personalDataOwnerOf(event.type);
      return { record, fields, ownerField, owner: ownerIn(record, ownerField) };
    });
    const owners = new Set(plain.flatMap((entry) => (entry && entry.owner !== '' ? [entry.owner] : [])));
    if (owners.size === 0 && plain.every((entry) => entry === null)) return events;
    const erased = await keys.erasedAmong(owners);
    const sealed: RecordedEvent[] = [];
    for (const [i, event] of events.entries()) {
      const entry = plain[i];
      if (!entry) {
        sealed.push(event);
        continue;
      }
      const { record, fields, ownerField, owner } = entry;
      const data =
        owner === '' || erased.has(owner)
          ? personalDataCodec.blankPlain(record, fields)
          : personalDataCodec.seal(record, fields, await keys.getOrCreate(owner), ownerField);
      sealed.push({ ...event, data });
    }
    return sealed;
  };
}
