/**
 * The drafts store: IndexedDB through idb, Blobs stored as Blobs, one writer at a time (every write
 * waits for the previous one), change notices to this tab and, through a BroadcastChannel, to the
 * others. A full quota becomes a DraftStoreError the screen shows; the caller keeps its data.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { DRAFTS_DB } from '../../../lib/constants.ts';
import { upload as t } from '../uploadTexts.ts';
import type { Draft } from './draft.ts';

interface DraftsSchema extends DBSchema {
  drafts: { key: string; value: Draft; indexes: { byOwner: string } };
}

export type DraftStoreErrorCode = 'QUOTA' | 'UNAVAILABLE';

export class DraftStoreError extends Error {
  constructor(readonly code: DraftStoreErrorCode) {
    super(code === 'QUOTA' ? t.storage.quota : t.storage.unavailable);
    this.name = 'DraftStoreError';
  }
}

export interface DraftStore {
  list(ownerUid: string): Promise<Draft[]>;
  /** Every draft of every seller on this device (the sync engine filters by the signed-in one). */
  listAll(): Promise<Draft[]>;
  get(id: string): Promise<Draft | undefined>;
  put(draft: Draft): Promise<void>;
  /** Reads and writes in one transaction; answers undefined when the draft is gone. */
  update(id: string, change: (draft: Draft) => Draft): Promise<Draft | undefined>;
  remove(id: string): Promise<void>;
  /** Called after any write, in this tab or another; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
}

export interface DraftStoreOptions {
  dbName?: string;
  now?: () => number;
  /** Asked once, after the first draft is saved (DESIGN §8). */
  requestPersistence?: () => Promise<unknown>;
}

const CHANNEL = 'dashclip-drafts';

function isQuotaError(error: unknown): boolean {
  return (
    error instanceof DOMException &&
    (error.name === 'QuotaExceededError' || error.name === 'NS_ERROR_DOM_QUOTA_REACHED')
  );
}

function defaultPersistence(): Promise<unknown> {
  return navigator.storage?.persist?.() ?? Promise.resolve(false);
}

export function createDraftStore({
  dbName = DRAFTS_DB.name,
  now = Date.now,
  requestPersistence = defaultPersistence,
}: DraftStoreOptions = {}): DraftStore {
  let db: Promise<IDBPDatabase<DraftsSchema>> | null = null;
  let writing: Promise<unknown> = Promise.resolve();
  let persistenceAsked = false;
  const listeners = new Set<() => void>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  channel?.addEventListener('message', () => listeners.forEach((listener) => listener()));

  function open(): Promise<IDBPDatabase<DraftsSchema>> {
    db ??= openDB<DraftsSchema>(dbName, DRAFTS_DB.version, {
      // Idempotent: runs again safely whatever the previous version left behind.
      upgrade(database) {
        if (!database.objectStoreNames.contains(DRAFTS_DB.store)) {
          const store = database.createObjectStore(DRAFTS_DB.store, { keyPath: 'id' });
          store.createIndex('byOwner', 'ownerUid');
        }
      },
    }).catch((error: unknown) => {
      db = null;
      throw isQuotaError(error) ? new DraftStoreError('QUOTA') : new DraftStoreError('UNAVAILABLE');
    });
    return db;
  }

  function changed(): void {
    listeners.forEach((listener) => listener());
    channel?.postMessage('changed');
  }

  /** One writer at a time: each write starts after the previous settled. */
  function write<T>(work: (database: IDBPDatabase<DraftsSchema>) => Promise<T>): Promise<T> {
    const next = writing.then(async () => {
      try {
        return await work(await open());
      } catch (error) {
        if (isQuotaError(error)) throw new DraftStoreError('QUOTA');
        throw error;
      }
    });
    writing = next.catch(() => undefined);
    return next.then((result) => {
      changed();
      return result;
    });
  }

  return {
    async list(ownerUid) {
      const drafts = await (await open()).getAllFromIndex(DRAFTS_DB.store, 'byOwner', ownerUid);
      return drafts.sort((a, b) => b.updatedAt - a.updatedAt);
    },
    async listAll() {
      return (await open()).getAll(DRAFTS_DB.store);
    },
    async get(id) {
      return (await open()).get(DRAFTS_DB.store, id);
    },
    async put(draft) {
      await write((database) => database.put(DRAFTS_DB.store, { ...draft, updatedAt: now() }));
      if (!persistenceAsked) {
        persistenceAsked = true;
        // Best effort: a refusal only means the browser may evict drafts under pressure.
        await requestPersistence().catch(() => undefined);
      }
    },
    update(id, change) {
      return write(async (database) => {
        const tx = database.transaction(DRAFTS_DB.store, 'readwrite');
        const current = await tx.store.get(id);
        if (!current) {
          await tx.done;
          return undefined;
        }
        const next = { ...change(current), updatedAt: now() };
        await tx.store.put(next);
        await tx.done;
        return next;
      });
    },
    remove(id) {
      return write((database) => database.delete(DRAFTS_DB.store, id));
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

let shared: DraftStore | null = null;

/** The app's one drafts store. */
export function draftStore(): DraftStore {
  shared ??= createDraftStore();
  return shared;
}
