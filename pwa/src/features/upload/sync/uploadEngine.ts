/** The app's one sync engine, wired to IndexedDB, tus and the API. */
import { readSession } from '../../../lib/session.ts';
import { clipSubmitter } from '../api/submitVideo.ts';
import { draftStore } from '../drafts/draftStore.ts';
import { createSyncEngine, type SyncEngine } from './syncEngine.ts';
import { tusUploader } from './tusUploader.ts';

let engine: SyncEngine | null = null;

export function uploadEngine(): SyncEngine {
  engine ??= createSyncEngine({
    store: draftStore(),
    uploader: tusUploader,
    submitter: clipSubmitter,
    currentUid: () => readSession()?.user.uid ?? null,
  });
  return engine;
}
