import { chmod, mkdir, rm } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Logger } from 'pino';
import { takesSnapshots } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import {
  CONTROL_FOLDER,
  controlSocketPath,
  controlRequestSchema,
  decodeMessage,
  encodeMessage,
  lineSplitter,
} from './backupProtocol.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from './copyWithSha256.ts';
import { discardSnapshot, takeSnapshot, type Snapshot } from './takeSnapshot.ts';

export interface BackupControl {
  socketPath: string;
  /** No more requests; waits for a snapshot being taken (not for one being copied out). */
  stop(): Promise<void>;
}

/**
 * The running embedded server's side of `npm run backup`: a Unix socket in DATA_DIR's owner-only
 * `control/` folder (backupProtocol.ts). A request gets a snapshot taken here (the process that
 * holds PGlite) and its staged folder's path; the command copies it out and says it is done (or
 * hangs up), which discards the staged folder. One backup at a time. Answers null when the
 * database is not PGlite, and, with a warning, when the socket cannot be made (the backup command
 * then asks for the server to be stopped).
 */
export async function startBackupControl(options: {
  db: SqlClient;
  dataDir: string;
  mediaDir: string;
  logger: Logger;
}): Promise<BackupControl | null> {
  const { logger } = options;
  if (!takesSnapshots(options.db)) return null;
  const socketPath = controlSocketPath(options.dataDir, process.cwd());
  let busy = false;
  let taking: Promise<unknown> = Promise.resolve();

  /**
   * One connection: a snapshot request, answered with the staged snapshot, then `done` once the
   * command has copied it (or a hang-up, should the command die): the staged folder goes, then
   * the connection, so a backup started next finds the server free.
   */
  const serve = (socket: net.Socket) => {
    socket.on('error', () => socket.destroy());
    let asked = false;
    let staged: Snapshot | null = null;
    let released = false;
    const release = async () => {
      if (released || !staged) return;
      released = true;
      await discardSnapshot(options.dataDir, staged.dir).catch((error: unknown) =>
        logger.warn({ err: error }, 'backup snapshot not discarded'),
      );
      busy = false;
      logger.info('backup snapshot released');
    };
    const take = async () => {
      busy = true;
      const started = Date.now();
      try {
        staged = await takeSnapshot({ ...options, whileRunning: true });
      } catch (error) {
        busy = false;
        logger.error({ err: error }, 'backup snapshot failed');
        socket.end(encodeMessage({ type: 'refused', code: 'SNAPSHOT_FAILED' }));
        return;
      }
      logger.info(
        { events: staged.events.count, mediaFiles: staged.mediaFiles, ms: Date.now() - started },
        'backup snapshot taken',
      );
      // The command hung up while the snapshot was taken: nobody will copy it.
      if (socket.destroyed) return release();
      socket.write(encodeMessage({ type: 'snapshot', snapshot: staged }));
    };
    socket.once('close', () => void release());
    const feed = lineSplitter((line) => {
      const message = decodeMessage(controlRequestSchema, line);
      if (message?.type === 'snapshot' && !asked) {
        asked = true;
        if (busy) socket.end(encodeMessage({ type: 'refused', code: 'BUSY' }));
        else taking = take();
      } else if (message?.type === 'done' && staged) void release().then(() => socket.end());
      else socket.destroy();
    });
    socket.on('data', (chunk: Buffer) => {
      if (!feed(chunk)) socket.destroy();
    });
  };

  try {
    const folder = path.join(options.dataDir, CONTROL_FOLDER);
    await mkdir(folder, { recursive: true, mode: PRIVATE_DIR_MODE });
    // Owner only, also when the folder was there: the socket's permissions are the access control.
    await chmod(folder, PRIVATE_DIR_MODE);
    // A socket a stopped server left behind (this process holds DATA_DIR's lock, so none is live).
    await rm(socketPath, { force: true });
    const server = net.createServer(serve);
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(socketPath, () => {
        server.off('error', reject);
        resolve();
      });
    });
    await chmod(socketPath, PRIVATE_FILE_MODE);
    server.on('error', (error) => logger.warn({ err: error }, 'backup control error'));
    return {
      socketPath,
      async stop() {
        server.close();
        await taking.catch(() => {});
        await rm(socketPath, { force: true });
      },
    };
  } catch (error) {
    logger.warn({ err: error }, 'backup control unavailable: npm run backup needs the server stopped');
    return null;
  }
}
