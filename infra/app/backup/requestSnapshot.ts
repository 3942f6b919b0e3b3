import net from 'node:net';
import {
  controlSocketPath,
  decodeMessage,
  encodeMessage,
  lineSplitter,
  snapshotAnswerSchema,
  type SnapshotAnswer,
} from './backupProtocol.ts';
import { BackupRefusal } from './backupRefusal.ts';
import { backupTexts } from './backupTexts.ts';
import type { Snapshot } from './takeSnapshot.ts';

/** A snapshot staged for this command, kept until `release`. */
export interface HeldSnapshot {
  snapshot: Snapshot;
  release(): Promise<void>;
}

/** Nobody listens: no server runs on this data directory (or one that takes no backup requests). */
const NOBODY = new Set(['ENOENT', 'ECONNREFUSED']);

/**
 * Asks the server running on `dataDir` for a snapshot (backupControl.ts). Answers null when no
 * server listens; the connection stays open while the snapshot is copied, and `release` has the
 * server discard the staged files.
 */
export async function requestSnapshot(dataDir: string): Promise<HeldSnapshot | null> {
  const socket = net.connect(controlSocketPath(dataDir, process.cwd()));
  const connected = await new Promise<boolean>((resolve, reject) => {
    socket.once('connect', () => resolve(true));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      error.code && NOBODY.has(error.code) ? resolve(false) : reject(error),
    );
  });
  if (!connected) return null;
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  const answer = await new Promise<SnapshotAnswer | null>((resolve) => {
    const feed = lineSplitter((line) => resolve(decodeMessage(snapshotAnswerSchema, line)));
    socket.on('data', (chunk: Buffer) => {
      if (!feed(chunk)) resolve(null);
    });
    socket.on('error', () => resolve(null));
    void closed.then(() => resolve(null));
    socket.write(encodeMessage({ type: 'snapshot' }));
  });
  if (answer?.type !== 'snapshot') {
    socket.destroy();
    throw answer?.code === 'BUSY'
      ? new BackupRefusal('BUSY', backupTexts.busy())
      : new BackupRefusal('SNAPSHOT_FAILED', backupTexts.snapshotFailed());
  }
  return {
    snapshot: answer.snapshot,
    async release() {
      // The server discards the staged files, then hangs up.
      if (!socket.destroyed) socket.write(encodeMessage({ type: 'done' }));
      await closed;
    },
  };
}
