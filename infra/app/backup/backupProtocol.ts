import path from 'node:path';
import { z } from 'zod';
import type { Snapshot } from './takeSnapshot.ts';

/**
 * How the backup command asks the running embedded server for a snapshot: one JSON line each way
 * over a Unix socket in DATA_DIR's owner-only `control/` folder, so only the account that owns
 * the data can ask, and nothing on any network can (DESIGN.md: embedded mode).
 */
export const CONTROL_FOLDER = 'control';
const SOCKET_FILE = 'backup.sock';
/** A socket path fits in 104 bytes on macOS and 108 on Linux, its terminating NUL included. */
export const SOCKET_PATH_MAX_BYTES = 103;
/** Far more than any message here; a longer line is refused rather than buffered. */
export const MESSAGE_MAX_BYTES = 64 * 1024;

/**
 * The socket's path as this process should name it: absolute, or relative to `cwd` when only
 * that fits the limit (each side resolves its own, so both reach the same file).
 */
export function controlSocketPath(dataDir: string, cwd: string): string {
  const absolute = path.join(path.resolve(dataDir), CONTROL_FOLDER, SOCKET_FILE);
  if (Buffer.byteLength(absolute) <= SOCKET_PATH_MAX_BYTES) return absolute;
  const relative = path.relative(cwd, absolute);
  return Buffer.byteLength(relative) < Buffer.byteLength(absolute) ? relative : absolute;
}

/** The command asks for a snapshot, then says when it has copied it out. */
export const controlRequestSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot') }).strict(),
  z.object({ type: z.literal('done') }).strict(),
]);
export type ControlRequest = z.infer<typeof controlRequestSchema>;

const snapshotSchema: z.ZodType<Snapshot> = z
  .object({
    dir: z.string().min(1),
    takenAt: z.iso.datetime(),
    whileRunning: z.boolean(),
    postgresVersion: z.string().min(1),
    events: z
      .object({ count: z.number().int().nonnegative(), lastGlobalPosition: z.number().int() })
      .strict(),
    mediaFiles: z.number().int().nonnegative(),
  })
  .strict();

export const snapshotAnswerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('snapshot'), snapshot: snapshotSchema }).strict(),
  z.object({ type: z.literal('refused'), code: z.enum(['BUSY', 'SNAPSHOT_FAILED']) }).strict(),
]);
export type SnapshotAnswer = z.infer<typeof snapshotAnswerSchema>;

export const encodeMessage = (message: ControlRequest | SnapshotAnswer): string =>
  `${JSON.stringify(message)}\n`;

/**
 * Feeds a stream's chunks in and calls `onLine` with each whole line; answers false (and stops)
 * once a line grows past MESSAGE_MAX_BYTES.
 */
export function lineSplitter(onLine: (line: string) => void): (chunk: Buffer) => boolean {
  let pending = '';
  return (chunk) => {
    pending += chunk.toString('utf8');
    let end = pending.indexOf('\n');
    while (end >= 0) {
      onLine(pending.slice(0, end));
      pending = pending.slice(end + 1);
      end = pending.indexOf('\n');
    }
    return Buffer.byteLength(pending) <= MESSAGE_MAX_BYTES;
  };
}

/** The message in `line` if it matches `schema`, else null. */
export function decodeMessage<T>(schema: z.ZodType<T>, line: string): T | null {
  try {
    const parsed = schema.safeParse(JSON.parse(line));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
