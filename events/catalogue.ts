import type { z } from 'zod';
import type { RecordedEvent } from './envelope.ts';
import {
  clipApprovedSchema,
  clipRejectedSchema,
  clipUploadedSchema,
  type ClipEvent,
} from './clip/clipEvents.ts';
import { adminGrantedSchema, userRegisteredSchema, type UserEvent } from './user/userEvents.ts';

/** Every domain event, typed by its name. */
export type DomainEvent = ClipEvent | UserEvent;
export type DomainEventType = DomainEvent['type'];

interface CatalogueEntry {
  /** The schema of the current version. */
  schema: z.ZodType;
  version: number;
  /** upcasters[n] turns data of version n into version n + 1. */
  upcasters: Record<number, (data: unknown) => unknown>;
}

export const catalogue: Record<DomainEventType, CatalogueEntry> = {
  ClipUploaded: { schema: clipUploadedSchema, version: 1, upcasters: {} },
  ClipApproved: { schema: clipApprovedSchema, version: 1, upcasters: {} },
  ClipRejected: { schema: clipRejectedSchema, version: 1, upcasters: {} },
  UserRegistered: { schema: userRegisteredSchema, version: 1, upcasters: {} },
  AdminGranted: { schema: adminGrantedSchema, version: 1, upcasters: {} },
};

export function isDomainEventType(type: string): type is DomainEventType {
  return Object.hasOwn(catalogue, type);
}

/** Brings an event written by an older version up to the current schema; stored events never change. */
export function upcast(event: RecordedEvent): RecordedEvent {
  return isDomainEventType(event.type) ? upcastWith(catalogue[event.type], event) : event;
}

export function upcastWith(
  entry: Pick<CatalogueEntry, 'version' | 'upcasters'>,
  event: RecordedEvent,
): RecordedEvent {
  let { data } = event;
  for (let version = event.schemaVersion; version < entry.version; version++) {
    const step = entry.upcasters[version];
    if (!step) throw new Error(`no upcaster for ${event.type} v${version}`);
    data = step(data);
  }
  return { ...event, schemaVersion: entry.version, data };
}

/** Validates a freshly decided event against its schema before it is appended. */
export function assertValidEvent(event: DomainEvent): void {
  catalogue[event.type].schema.parse(event.data);
}

/** A recorded event narrowed to a domain event, after upcasting. */
export function asDomainEvent(event: RecordedEvent): DomainEvent | null {
  const upcasted = upcast(event);
  return isDomainEventType(upcasted.type)
    ? ({ type: upcasted.type, data: upcasted.data } as DomainEvent)
    : null;
}
