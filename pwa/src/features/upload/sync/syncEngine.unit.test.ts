import 'fake-indexeddb/auto';
import { describe, expect, it, vi } from 'vitest';
import { emptyFields, type Draft } from '../drafts/draft.ts';
import { createDraftStore } from '../drafts/draftStore.ts';
import { createSyncEngine } from './syncEngine.ts';
import { UploadFailure, type ClipSubmitter, type LockRunner, type VideoUploader } from './uploadPorts.ts';

let dbCount = 0;

function draft(id: string, overrides: Partial<Draft> = {}): Draft {
  return {
    id,
    ownerUid: 'seller-1',
    fields: { ...emptyFields, title: id },
    video: { blob: new Blob(['video']), name: 'a.mp4', type: 'video/mp4', size: 5, durationSeconds: 10 },
    covers: { images: [new Blob(['jpg'])], times: [1], chosen: 0, previewCount: 1, previews: [] },
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

/** A fake tus uploader: reports progress, hands out a URL, or fails as told. */
function fakeUploader(behaviour: (draft: Draft) => Promise<void> | void = () => {}) {
  const started: Draft[] = [];
  const uploader: VideoUploader = {
    async upload(d, hooks) {
      started.push(d);
      const url = d.tusUrl ?? `/api/uploads/videos/up-${d.id}`;
      await hooks.onUrl(url);
      hooks.onProgress(25.4);
      await behaviour(d);
      hooks.onProgress(100);
      return url;
    },
  };
  return { uploader, started };
}

function setup(options: {
  uploader?: VideoUploader;
  submitter?: ClipSubmitter;
  online?: { value: boolean };
  lock?: LockRunner;
  offlineRetryMs?: number;
}) {
  const store = createDraftStore({ dbName: `sync-test-${++dbCount}`, requestPersistence: async () => true });
  const online = options.online ?? { value: true };
  const events = new EventTarget();
  const submitter: ClipSubmitter = options.submitter ?? {
    submit: vi.fn(async () => ({ videoId: 'v1', sha256: 'ab'.repeat(32) })),
  };
  const engine = createSyncEngine({
    store,
    uploader: options.uploader ?? fakeUploader().uploader,
    submitter,
    currentUid: () => 'seller-1',
    isOnline: () => online.value,
    lock: options.lock ?? (async (_name, work) => (await work(), true)),
    events,
    offlineRetryMs: options.offlineRetryMs ?? 60_000,
  });
  return { store, engine, online, events, submitter };
}

describe('sync engine', () => {
  it('uploads a submitted draft, submits it with the tus id, and leaves only a receipt after 201', async () => {
    const { store, engine, submitter } = setup({});
    await store.put(draft('a'));
    await engine.submit('a');

    expect(submitter.submit).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'a', tusUrl: '/api/uploads/videos/up-a' }),
      'up-a',
    );
    const done = await store.get('a');
    expect(done).toMatchObject({ state: 'done', progress: 100, video: null, covers: null, tusUrl: null });
    expect(done?.receipt).toEqual({ videoId: 'v1', sha256: 'ab'.repeat(32) });
  });

  it('queues while offline and starts by itself on the online event', async () => {
    const { store, engine, online, events, submitter } = setup({ online: { value: false } });
    const stop = engine.start();
    await store.put(draft('a'));
    await engine.submit('a');
    expect((await store.get('a'))?.state).toBe('queued');
    expect(submitter.submit).not.toHaveBeenCalled();

    online.value = true;
    events.dispatchEvent(new Event('online'));
    await vi.waitFor(async () => expect((await store.get('a'))?.state).toBe('done'));
    stop();
  });

  it('resumes an upload interrupted by a reload from its stored tus URL', async () => {
    const { uploader, started } = fakeUploader();
    const { store, engine } = setup({ uploader });
    await store.put(draft('a', { state: 'uploading', progress: 40, tusUrl: '/api/uploads/videos/old' }));
    await engine.resumeAll();
    expect(started[0]?.tusUrl).toBe('/api/uploads/videos/old');
    expect((await store.get('a'))?.state).toBe('done');
  });

  it('stores progress in whole percent while uploading', async () => {
    let seen: Draft | undefined;
    const { store, engine } = setup({
      uploader: fakeUploader(async (d) => {
        await new Promise((resolve) => setTimeout(resolve, 10));
        seen = await store.get(d.id);
      }).uploader,
    });
    await store.put(draft('a'));
    await engine.submit('a');
    expect(seen).toMatchObject({ state: 'uploading', progress: 25, tusUrl: '/api/uploads/videos/up-a' });
  });

  it('goes back to waiting for the network when the connection drops mid-upload', async () => {
    const { store, engine } = setup({
      uploader: fakeUploader(() => {
        throw new UploadFailure('offline', 'network');
      }).uploader,
    });
    await store.put(draft('a'));
    await engine.submit('a');
    expect(await store.get('a')).toMatchObject({
      state: 'queued',
      error: null,
      tusUrl: '/api/uploads/videos/up-a',
    });
  });

  it('tries again by itself when the browser says online but nothing got through', async () => {
    let attempts = 0;
    const { store, engine } = setup({
      offlineRetryMs: 20,
      uploader: fakeUploader(() => {
        attempts += 1;
        if (attempts === 1) throw new UploadFailure('offline', 'network');
      }).uploader,
    });
    const stop = engine.start();
    await store.put(draft('a'));
    await engine.submit('a');
    expect((await store.get('a'))?.state).toBe('queued');
    await vi.waitFor(async () => expect((await store.get('a'))?.state).toBe('done'));
    expect(attempts).toBe(2);
    stop();
  });

  it('fails with the server’s Thai reason, keeps the draft, and a retry sends it again', async () => {
    let refuse = true;
    const submitter: ClipSubmitter = {
      submit: vi.fn(async () => {
        if (refuse) throw new UploadFailure('rejected', 'คลิปนี้ถูกอัปโหลดแล้ว', 409);
        return { videoId: 'v2', sha256: 'cd'.repeat(32) };
      }),
    };
    const { store, engine } = setup({ submitter });
    await store.put(draft('a'));
    await engine.submit('a');
    const failed = await store.get('a');
    expect(failed).toMatchObject({ state: 'failed', error: 'คลิปนี้ถูกอัปโหลดแล้ว' });
    expect(failed?.video).not.toBeNull();

    refuse = false;
    await engine.submit('a');
    expect((await store.get('a'))?.state).toBe('done');
  });

  it('an answer lost after the video arrived: the retry submits the same upload, never sends the video again', async () => {
    const { uploader, started } = fakeUploader();
    let answers = 0;
    const submitter: ClipSubmitter = {
      submit: vi.fn(async () => {
        answers += 1;
        if (answers === 1) throw new UploadFailure('offline', 'network');
        return { videoId: 'v1', sha256: 'ab'.repeat(32) };
      }),
    };
    const { store, engine } = setup({ uploader, submitter });
    await store.put(draft('a'));
    await engine.submit('a');
    expect(await store.get('a')).toMatchObject({ state: 'queued', uploadFinished: true });

    await engine.submit('a');
    expect((await store.get('a'))?.state).toBe('done');
    expect(started).toHaveLength(1);
    expect(submitter.submit).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'a' }), 'up-a');
  });

  it('over the upload quota (429): nothing of the draft is lost, and the retry submits the same upload', async () => {
    const { uploader, started } = fakeUploader();
    let full = true;
    const submitter: ClipSubmitter = {
      submit: vi.fn(async () => {
        if (full) throw new UploadFailure('rejected', 'โควตาเต็ม ฉบับร่างยังอยู่ครบ', 429);
        return { videoId: 'v3', sha256: 'ef'.repeat(32) };
      }),
    };
    const { store, engine } = setup({ uploader, submitter });
    const original = draft('a');
    await store.put(original);
    await engine.submit('a');
    const failed = await store.get('a');
    expect(failed).toMatchObject({
      state: 'failed',
      error: 'โควตาเต็ม ฉบับร่างยังอยู่ครบ',
      fields: original.fields,
      tusUrl: '/api/uploads/videos/up-a',
      uploadFinished: true,
    });
    expect(failed?.video?.size).toBe(original.video!.size);
    expect(failed?.covers?.images).toHaveLength(1);

    full = false;
    await engine.submit('a');
    expect((await store.get('a'))?.state).toBe('done');
    expect(started).toHaveLength(1);
  });

  it('a 429 while creating the upload leaves the draft whole too', async () => {
    const { store, engine } = setup({
      uploader: {
        upload: async () => {
          throw new UploadFailure('rejected', 'โควตาเต็ม', 429);
        },
      },
    });
    const original = draft('a');
    await store.put(original);
    await engine.submit('a');
    const failed = await store.get('a');
    expect(failed).toMatchObject({ state: 'failed', error: 'โควตาเต็ม', fields: original.fields });
    expect(failed?.video).not.toBeNull();
    expect(failed?.covers).not.toBeNull();
  });

  it('never runs two uploads of the same draft at once', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const { uploader, started } = fakeUploader(() => gate);
    const { store, engine } = setup({ uploader });
    await store.put(draft('a'));
    const first = engine.submit('a');
    await vi.waitFor(() => expect(started).toHaveLength(1));
    const second = engine.resumeAll();
    const third = engine.submit('a');
    release();
    await Promise.all([first, second, third]);
    expect(started).toHaveLength(1);
  });

  it('discarding a draft mid-upload aborts it and never submits it', async () => {
    let aborted = false;
    const uploader: VideoUploader = {
      upload: (_d, hooks) =>
        new Promise((_resolve, reject) => {
          hooks.signal.addEventListener('abort', () => {
            aborted = true;
            reject(new UploadFailure('offline', 'aborted'));
          });
        }),
    };
    const { store, engine, submitter } = setup({ uploader });
    await store.put(draft('a'));
    const sending = engine.submit('a');
    await vi.waitFor(async () => expect((await store.get('a'))?.state).toBe('uploading'));
    await engine.discard('a');
    await sending;
    expect(aborted).toBe(true);
    expect(await store.get('a')).toBeUndefined();
    expect(submitter.submit).not.toHaveBeenCalled();
  });

  it('skips a draft another tab holds the lock for', async () => {
    const { uploader, started } = fakeUploader();
    const { store, engine } = setup({ uploader, lock: async () => false });
    await store.put(draft('a', { state: 'uploading' }));
    await engine.resumeAll();
    expect(started).toHaveLength(0);
    expect((await store.get('a'))?.state).toBe('uploading');
  });

  it('leaves plain drafts and other sellers’ drafts alone', async () => {
    const { uploader, started } = fakeUploader();
    const { store, engine } = setup({ uploader });
    await store.put(draft('a'));
    await store.put(draft('b', { state: 'queued', ownerUid: 'seller-2' }));
    await engine.resumeAll();
    expect(started).toHaveLength(0);
  });

  it('stamps each state change with the clock (fake timers)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-21T10:00:00Z'));
    const { store, engine } = setup({});
    await store.put(draft('a'));
    await engine.submit('a');
    expect((await store.get('a'))?.updatedAt).toBe(Date.parse('2026-11-21T10:00:00Z'));
    vi.useRealTimers();
  });
});
