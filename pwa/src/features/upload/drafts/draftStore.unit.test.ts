import 'fake-indexeddb/auto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyFields, type Draft } from './draft.ts';
import { createDraftStore, DraftStoreError } from './draftStore.ts';

let dbCount = 0;
function freshStore(persist = vi.fn(async () => true)) {
  let clock = 1000;
  const store = createDraftStore({
    dbName: `drafts-test-${++dbCount}`,
    now: () => ++clock,
    requestPersistence: persist,
  });
  return { store, persist };
}

function draft(id: string, overrides: Partial<Draft> = {}): Draft {
  return {
    id,
    ownerUid: 'seller-1',
    fields: { ...emptyFields, title: `คลิป ${id}` },
    video: {
      blob: new Blob([new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112])], { type: 'video/mp4' }),
      name: 'crash.mp4',
      type: 'video/mp4',
      size: 8,
      durationSeconds: 12.5,
    },
    covers: {
      images: [new Blob(['jpeg-1'], { type: 'image/jpeg' }), new Blob(['jpeg-2'], { type: 'image/jpeg' })],
      times: [1, 2],
      chosen: 1,
      previewCount: 5,
      previews: [],
    },
    state: 'draft',
    progress: 0,
    error: null,
    tusUrl: null,
    receipt: null,
    createdAt: 1,
    updatedAt: 1,
    ...overrides,
  };
}

afterEach(() => vi.restoreAllMocks());

describe('draft store', () => {
  it('keeps the video and covers as Blobs that read back byte for byte', async () => {
    const { store } = freshStore();
    await store.put(draft('a'));
    const back = await store.get('a');
    expect(back?.video?.blob).toBeInstanceOf(Blob);
    expect(new Uint8Array(await back!.video!.blob.arrayBuffer())).toEqual(
      new Uint8Array([0, 0, 0, 24, 102, 116, 121, 112]),
    );
    expect(await back!.covers!.images[1]!.text()).toBe('jpeg-2');
    expect(back!.covers!.chosen).toBe(1);
    expect(back!.fields.title).toBe('คลิป a');
  });

  it('keeps several drafts per seller, newest first, and only that seller’s', async () => {
    const { store } = freshStore();
    await store.put(draft('a'));
    await store.put(draft('b'));
    await store.put(draft('c', { ownerUid: 'seller-2' }));
    expect((await store.list('seller-1')).map((d) => d.id)).toEqual(['b', 'a']);
    expect((await store.list('seller-2')).map((d) => d.id)).toEqual(['c']);
    expect(await store.listAll()).toHaveLength(3);
  });

  it('asks for persistent storage once, when the first draft is saved', async () => {
    const { store, persist } = freshStore();
    expect(persist).not.toHaveBeenCalled();
    await store.put(draft('a'));
    await store.put(draft('b'));
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('runs one writer at a time: concurrent updates all land', async () => {
    const { store } = freshStore();
    await store.put(draft('a'));
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        store.update('a', (d) => ({ ...d, progress: d.progress + 1, fields: { ...d.fields, tags: `${i}` } })),
      ),
    );
    expect((await store.get('a'))?.progress).toBe(10);
  });

  it('update answers undefined for a removed draft and notifies listeners of writes', async () => {
    const { store } = freshStore();
    const listener = vi.fn();
    const stop = store.subscribe(listener);
    await store.put(draft('a'));
    await store.remove('a');
    expect(await store.update('a', (d) => d)).toBeUndefined();
    expect(await store.get('a')).toBeUndefined();
    expect(listener).toHaveBeenCalledTimes(3);
    stop();
  });

  it('turns a full quota into a Thai message and loses nothing already stored', async () => {
    const { store } = freshStore();
    await store.put(draft('a'));
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    const failure = await store.put(draft('b')).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DraftStoreError);
    expect((failure as DraftStoreError).code).toBe('QUOTA');
    expect((failure as Error).message).toContain('พื้นที่เก็บข้อมูลในเครื่องเต็ม');
    expect((await store.get('a'))?.fields.title).toBe('คลิป a');
    // The writer queue is not stuck after a failure.
    await store.put(draft('c'));
    expect(await store.get('c')).toBeDefined();
  });
});
