/** What the sync engine needs from the network, so its state machine can be tested with fakes. */
import type { Draft, UploadReceipt } from '../drafts/draft.ts';

/**
 * Why an upload stopped. `offline`: no answer from the server (the draft waits for the network);
 * `rejected`: the server refused it (the draft fails with the Thai message and can be retried).
 */
export class UploadFailure extends Error {
  constructor(
    readonly kind: 'offline' | 'rejected',
    message: string,
    readonly status = 0,
  ) {
    super(message);
    this.name = 'UploadFailure';
  }
}

export interface VideoUploadHooks {
  onProgress(percent: number): void;
  /** The upload URL once known (null when a stale one was dropped), to be stored with the draft. */
  onUrl(url: string | null): Promise<void>;
  /** Aborted when the seller deletes the draft mid-upload. */
  signal: AbortSignal;
}

export interface VideoUploader {
  /** Sends (or resumes, from draft.tusUrl) the draft's video; answers the finished upload's URL. */
  upload(draft: Draft, hooks: VideoUploadHooks): Promise<string>;
}

export interface ClipSubmitter {
  /** POST /api/videos/upload with the draft's fields, covers and the tus upload id. */
  submit(draft: Draft, uploadId: string): Promise<UploadReceipt>;
}

/** Runs work under a named lock; answers false without running it when another holder has it. */
export type LockRunner = (name: string, work: () => Promise<void>) => Promise<boolean>;

/** A Web Lock when the browser has them (one upload per draft across tabs), else no lock. */
export const webLock: LockRunner = async (name, work) => {
  if (typeof navigator === 'undefined' || !navigator.locks) {
    await work();
    return true;
  }
  return navigator.locks.request(name, { ifAvailable: true }, async (lock) => {
    if (!lock) return false;
    await work();
    return true;
  });
};

/** The tus upload id is the last path segment of its URL. */
export function uploadIdOf(url: string): string {
  const path = new URL(url, 'http://localhost').pathname.replace(/\/+$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}
