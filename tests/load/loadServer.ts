/**
 * The server under load: a fresh database on the PostgreSQL server named by DATABASE_URL (UTF-8,
 * C.UTF-8 locale), a fresh data directory, and the real `infra/app/main.ts` with every service in
 * one process (command API, query API, projector), run by node with tsx's loader so that the
 * process measured is the server itself. Its RSS is read from /proc; its log lines at error level
 * are kept for the report (an unhandled error names the route that answered 500).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '../fixtures/closedPort.ts';
import { freshDatabase } from '../fixtures/postgresServer.ts';

const root = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
/** Error lines kept for the report; the rest are only counted. */
const ERROR_LINES_KEPT = 20;
/** pino's level numbers. */
const PINO_WARN = 40;
const PINO_ERROR = 50;

export interface ServerLog {
  /** Lines at error level or above, by message. */
  errors: Map<string, number>;
  /** Lines at warn level, by message. */
  warnings: Map<string, number>;
  /** The first error lines, and the first line of each warning message. */
  kept: string[];
}

export interface LoadServer {
  url: string;
  databaseUrl: string;
  pid: number;
  /** The server process's resident set size (VmRSS), in bytes. */
  rss(): number;
  log: ServerLog;
  /** Stops the server, drops the database (unless kept) and removes the data directory. */
  stop(): Promise<void>;
}

export async function startLoadServer(options: {
  adminEmails: string[];
  /** Leave the database for a look afterwards (its URL is printed). */
  keepDatabase?: boolean;
}): Promise<LoadServer> {
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-load-'));
  const port = await closedPort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    TOKEN_SECRET: randomBytes(32).toString('hex'),
    PAYMENT_PROVIDER: 'sandbox',
    // The dev mailbox holds the verification links the new accounts open.
    DEV_TOOLS: 'true',
    // The driver plays many clients behind the gateway: their addresses come as X-Forwarded-For.
    TRUST_PROXY: 'loopback',
    ADMIN_EMAILS: options.adminEmails.join(','),
    LOG_LEVEL: 'warn',
    // PostgreSQL alone: no engines, whatever this shell has set for other suites.
    KURRENTDB_URL: '',
    KAFKA_BROKERS: '',
    OPENSEARCH_URL: '',
    ELASTICSEARCH_URL: '',
  };
  // LOAD_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server's node.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'infra/app/main.ts'], {
    cwd: root,
    env,
  });
  const log: ServerLog = { errors: new Map(), warnings: new Map(), kept: [] };
  let startupOutput = '';
  let partial = '';
  const onData = (data: Buffer) => {
    const text = partial + data.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (startupOutput.length < 100_000) startupOutput += `${line}\n`;
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        const level = entry.level ?? 0;
        if (level < PINO_WARN) continue;
        const message = entry.msg ?? '(no message)';
        const counts = level >= PINO_ERROR ? log.errors : log.warnings;
        const seen = counts.get(message) ?? 0;
        counts.set(message, seen + 1);
        if (log.kept.length < ERROR_LINES_KEPT && (level >= PINO_ERROR || seen === 0)) log.kept.push(line);
      } catch {
        // Not a log line.
      }
    }
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const cleanUp = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([
        exited.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
      ]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
      }
    }
    if (options.keepDatabase) console.log(`the database is kept: ${database.url}`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`the server did not start:\n${startupOutput}`)),
        STARTUP_TIMEOUT_MS,
      );
      const watch = () => {
        const match = /is running at (http:\/\/\S+?)\/?\s/.exec(startupOutput);
        if (match) {
          clearTimeout(timer);
          child.stdout!.off('data', watch);
          child.stderr!.off('data', watch);
          resolve(match[1]!.replace('localhost', '127.0.0.1'));
        }
      };
      child.stdout!.on('data', watch);
      child.stderr!.on('data', watch);
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited (${code}) while starting:\n${startupOutput}`));
      });
    });
    return {
      url,
      databaseUrl: database.url,
      pid: child.pid!,
      rss() {
        const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))?.[1];
        return Number(kb) * 1024;
      },
      log,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
