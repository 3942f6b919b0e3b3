/**
 * A PostgreSQL 15 cluster of one test file's own, in a temporary directory on a free port, that the
 * test may stop and start under the app. The machine's shared server (CI and other suites use it)
 * is never restarted.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { closedPort } from '../fixtures/closedPort.ts';

const BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PrivatePostgres {
  /** postgres://postgres@127.0.0.1:<port>/dashclip */
  url: string;
  /** `pg_ctl stop -m fast`: sessions are terminated, the server shuts down. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops the cluster and removes its directory. */
  destroy(): Promise<void>;
}

/** Why the private-cluster suites cannot run here, printed once, or null when they can. */
export function privatePostgresSkipReason(): string | null {
  const missing = ['initdb', 'pg_ctl', 'postgres'].filter((tool) => !existsSync(path.join(BIN, tool)));
  if (missing.length === 0) return null;
  const reason = `the PostgreSQL 15 binaries (${missing.join(', ')}) are not in ${BIN}, so no private cluster can be started`;
  console.log(`[skip] ${reason}`);
  return reason;
}

/**
 * initdb refuses to run as root: as root the cluster belongs to `postgres` (or `nobody`), run
 * through runuser; otherwise to the current user.
 */
function clusterUser(): string | null {
  if (process.getuid?.() !== 0) return null;
  for (const user of ['postgres', 'nobody']) {
    try {
      execFileSync('id', ['-u', user], { stdio: 'ignore' });
      return user;
    } catch {
      // not on this machine
    }
  }
  throw new Error('running as root and neither the postgres nor the nobody user exists for initdb');
}

export async function privatePostgres(): Promise<PrivatePostgres> {
  const user = clusterUser();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-pg-'));
  const dataDir = path.join(dir, 'data');
  const port = await closedPort();
  const command = (tool: string, args: string[]) =>
    user ? ['runuser', '-u', user, '--', path.join(BIN, tool), ...args] : [path.join(BIN, tool), ...args];
  // Asynchronously, so that the test's own requests go on while the server stops and starts.
  const run = async (tool: string, args: string[]) => {
    const [file, ...rest] = command(tool, args);
    await promisify(execFile)(file!, rest);
  };
  if (user) execFileSync('chown', [user, dir]);
  chmodSync(dir, 0o700);
  await run('initdb', ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  // fsync off: the cluster lives for one test file; what it proves is not about durability.
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=${dir} -c fsync=off -c max_connections=100`;
  const start = () =>
    run('pg_ctl', ['-D', dataDir, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', dataDir, '-w', '-m', 'fast', 'stop']);
  await start();
  // A test run that dies midway must not leave a server behind.
  const [file, ...rest] = command('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
  const onExit = () => {
    try {
      execFileSync(file!, rest, { stdio: 'ignore' });
    } catch {
      // already stopped
    }
  };
  process.once('exit', onExit);
  const admin = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${port}/postgres` });
  await admin.connect();
  await admin.query(`create database dashclip template template0 encoding 'UTF8' locale 'C.UTF-8'`);
  await admin.end();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/dashclip`,
    stop,
    start,
    async destroy() {
      process.removeListener('exit', onExit);
      await stop().catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
