/**
 * The upload sync engine: a queued draft uploads by itself when the device is online (at start,
 * after a reload, on the `online` event), resuming its own tus upload; the clip is then submitted
 * and only the server's 201 turns the draft into a receipt (its video and covers are dropped).
 *
 *   draft ──submit──▶ queued ──online──▶ uploading ──201──▶ done
 *                       ▲                    │
 *                       └──── no network ────┤
 *                                            └── refused ──▶ failed ──retry──▶ queued
 *
 * One run per draft at a time: a set in this tab, a Web Lock across tabs.
 */
import { upload as t } from '../uploadTexts.ts';
import type { Draft } from '../drafts/draft.ts';
import type { DraftStore } from '../drafts/draftStore.ts';
import {
  UploadFailure,
  uploadIdOf,
  webLock,
  type ClipSubmitter,
  type LockRunner,
  type VideoUploader,
} from './uploadPorts.ts';

export interface SyncEngineDeps {
  store: DraftStore;
  uploader: VideoUploader;
  submitter: ClipSubmitter;
  /** The signed-in seller: only their drafts are sent, with their token. */
  currentUid: () => string | null;
  isOnline?: () => boolean;
  lock?: LockRunner;
  /** Where `online` events come from (window in the app). */
  events?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /**
   * The browser may say online while nothing gets through (a captive portal, a dead mobile link):
   * a draft sent back to waiting is tried again after this long even without an `online` event.
   */
  offlineRetryMs?: number;
}

const OFFLINE_RETRY_MS = 30_000;

export interface SyncEngine {
  /** Starts listening for the network and resumes every waiting or interrupted upload. */
  start(): () => void;
  /** Queues a saved draft and starts it when online (also the retry of a failed one). */
  submit(id: string): Promise<void>;
  /** Deletes a draft, stopping its upload first (the server's partial upload is terminated). */
  discard(id: string): Promise<void>;
  /** Resumes every queued or interrupted upload of the signed-in seller. */
  resumeAll(): Promise<void>;
  /** Settles when every run started so far has ended (tests, and waiting before a reload). */
  idle(): Promise<void>;
}

const RESUMABLE: readonly Draft['state'][] = ['queued', 'uploading'];

export function createSyncEngine({
  store,
  uploader,
  submitter,
  currentUid,
  isOnline = () => navigator.onLine,
  lock = webLock,
  events = typeof window === 'undefined' ? undefined : window,
  offlineRetryMs = OFFLINE_RETRY_MS,
}: SyncEngineDeps): SyncEngine {
  const running = new Map<string, Promise<void>>();
  const retries = new Map<string, ReturnType<typeof setTimeout>>();
  const uploads = new Map<string, AbortController>();

  function retryLater(id: string): void {
    if (retries.has(id)) return;
    retries.set(
      id,
      setTimeout(() => {
        retries.delete(id);
        void run(id);
      }, offlineRetryMs),
    );
  }

  async function run(id: string): Promise<void> {
    const existing = running.get(id);
    if (existing) return existing;
    // A store failure (quota, IndexedDB gone) leaves the draft as it was: resumed on the next start.
    const work = lock(`dashclip-upload-${id}`, () => send(id)).then(
      () => undefined,
      () => undefined,
    );
    running.set(id, work);
    try {
      await work;
    } finally {
      running.delete(id);
    }
  }

  async function send(id: string): Promise<void> {
    const draft = await store.get(id);
    if (!draft || !RESUMABLE.includes(draft.state) || draft.ownerUid !== currentUid()) return;
    if (!isOnline()) {
      if (draft.state === 'uploading') await setState(id, 'queued', null);
      return;
    }
    if (!draft.video) {
      await setState(id, 'failed', t.validation.videoRequired);
      return;
    }
    const started = await store.update(id, (d) => ({ ...d, state: 'uploading', error: null }));
    if (!started) return;

    let lastPercent = started.progress;
    const abort = new AbortController();
    uploads.set(id, abort);
    try {
      const url =
        started.uploadFinished && started.tusUrl
          ? started.tusUrl
          : await uploader.upload(started, {
              onProgress: (percent) => {
                const rounded = Math.floor(percent);
                if (rounded === lastPercent) return;
                lastPercent = rounded;
                store.update(id, (d) => ({ ...d, progress: rounded })).catch(() => undefined);
              },
              onUrl: async (tusUrl) => {
                await store.update(id, (d) => ({ ...d, tusUrl }));
              },
              signal: abort.signal,
            });
      // From here a lost answer is retried by submitting the same upload, never by re-sending it.
      await store.update(id, (d) => ({ ...d, tusUrl: url, uploadFinished: true }));
      const current = await store.get(id);
      // Deleted by the seller while its video was on the way: nothing to submit.
      if (!current) return;
      const receipt = await submitter.submit({ ...current, tusUrl: url }, uploadIdOf(url));
      await store.update(id, (d) => ({
        ...d,
        state: 'done',
        progress: 100,
        error: null,
        receipt,
        // Accepted by the server: the evidence now lives there, the device keeps a receipt.
        video: null,
        covers: null,
        tusUrl: null,
        uploadFinished: false,
      }));
    } catch (error) {
      if (abort.signal.aborted) return;
      if (!isOnline()) {
        await setState(id, 'queued', null);
      } else if (error instanceof UploadFailure && error.kind === 'offline') {
        await setState(id, 'queued', null);
        retryLater(id);
      } else {
        await setState(id, 'failed', error instanceof Error ? error.message : t.errors.default);
      }
    } finally {
      uploads.delete(id);
    }
  }

  async function setState(id: string, state: Draft['state'], error: string | null): Promise<void> {
    await store.update(id, (d) => ({ ...d, state, error }));
  }

  async function resumeAll(): Promise<void> {
    const uid = currentUid();
    if (!uid || !isOnline()) return;
    const waiting = (await store.list(uid)).filter((d) => RESUMABLE.includes(d.state));
    // One after another: a phone's uplink is better spent finishing one clip than splitting it.
    for (const draft of waiting) await run(draft.id);
  }

  return {
    start() {
      const onOnline = () => void resumeAll();
      events?.addEventListener('online', onOnline);
      void resumeAll();
      return () => {
        events?.removeEventListener('online', onOnline);
        retries.forEach((timer) => clearTimeout(timer));
        retries.clear();
      };
    },
    async submit(id) {
      const queued = await store.update(id, (d) => ({ ...d, state: 'queued', error: null }));
      if (queued && isOnline()) await run(id);
    },
    async discard(id) {
      uploads.get(id)?.abort();
      clearTimeout(retries.get(id));
      retries.delete(id);
      await store.remove(id);
    },
    resumeAll,
    async idle() {
      while (running.size > 0) await Promise.allSettled([...running.values()]);
    },
  };
}
