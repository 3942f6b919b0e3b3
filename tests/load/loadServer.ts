/**
 * The server under load: a fresh database on the PostgreSQL server named by DATABASE_URL (UTF-8,
 * C.UTF-8 locale), a fresh data directory, and the real `infra/app/main.ts`, run by node with
 * tsx's loader so that the processes measured are the server itself. Either every service in one
 * process, or (`services: 'alone'`) command-api, query-api and the projector each in its own
 * process (`npm run start:<service>`), behind Debian's nginx running the shipped gateway
 * configuration (tests/fixtures/nginxGateway.ts), as docs/operations.md "Running distributed" sets
 * them up. RSS is read from /proc per process; log lines at warn level and above are kept for the
 * report (an unhandled error names the route that answered 500).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { closedPort } from '../fixtures/closedPort.ts';
import { gatewayPrefix, nginxMissing, startGateway, type RunningGateway } from '../fixtures/nginxGateway.ts';
import { freshDatabase } from '../fixtures/postgresServer.ts';

const root = path.resolve(import.meta.dirname, '../..');
const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 20_000;
const HEALTH_POLL_MS = 200;
/** Error lines kept for the report; the rest are only counted. */
const ERROR_LINES_KEPT = 20;
/** pino's level numbers. */
const PINO_WARN = 40;
const PINO_ERROR = 50;

/** One process for every service, or each service alone behind the gateway. */
export type ServiceLayout = 'one' | 'alone';
export const SERVICE_LAYOUTS: ServiceLayout[] = ['one', 'alone'];
/** The processes of the layout `alone`: what main.ts serves alone (no Kafka here, so no relay). */
const ALONE = ['command-api', 'query-api', 'projector'] as const;

export interface ServerLog {
  /** Lines at error level or above, by message. */
  errors: Map<string, number>;
  /** Lines at warn level, by message. */
  warnings: Map<string, number>;
  /** The first error lines, and the first line of each warning message. */
  kept: string[];
}

export interface ServerProcess {
  /** "server" for the one process, else the service's name. */
  name: string;
  pid: number;
  /** Its resident set size (VmRSS), in bytes. */
  rss(): number;
}

export interface LoadServer {
  url: string;
  databaseUrl: string;
  layout: ServiceLayout;
  /**
   * Where the dev tools (the dev mailbox) answer: the one process, or query-api's own address. The
   * gateway hides them, as it must: a relayed request never reaches them.
   */
  devToolsUrl: string;
  processes: ServerProcess[];
  /** The resident set size of every server process together, in bytes. */
  rss(): number;
  log: ServerLog;
  /** Stops the processes (and the gateway), drops the database (unless kept), removes the data directory. */
  stop(): Promise<void>;
}

/** Why the layout cannot run on this machine, or null when it can. */
export function layoutMissing(layout: ServiceLayout): string | null {
  return layout === 'alone' ? nginxMissing() : null;
}

const rssOf = (pid: number) => {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
};

/** Counts the process's pino lines at warn and error level into `log`, keeping the first few. */
function watchLog(name: string, log: ServerLog, output: (line: string) => void) {
  let partial = '';
  return (data: Buffer) => {
    const text = partial + data.toString('utf8');
    const lines = text.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      output(line);
      if (!line.startsWith('{')) continue;
      try {
        const entry = JSON.parse(line) as { level?: number; msg?: string };
        const level = entry.level ?? 0;
        if (level < PINO_WARN) continue;
        const message = entry.msg ?? '(no message)';
        const counts = level >= PINO_ERROR ? log.errors : log.warnings;
        const seen = counts.get(message) ?? 0;
        counts.set(message, seen + 1);
        if (log.kept.length < ERROR_LINES_KEPT && (level >= PINO_ERROR || seen === 0))
          log.kept.push(name === 'server' ? line : `[${name}] ${line}`);
      } catch {
        // Not a log line.
      }
    }
  };
}

interface Spawned {
  process: ServerProcess;
  child: ChildProcess;
  exited: Promise<number | null>;
  url: string;
  /** The first 100 kB it printed (for a start that fails). */
  printed(): string;
}

function spawnServer(
  name: string,
  args: string[],
  port: number,
  env: NodeJS.ProcessEnv,
  log: ServerLog,
): Spawned {
  // LOAD_SERVER_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to every server process's node.
  const nodeArgs = (process.env.LOAD_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'infra/app/main.ts', ...args], {
    cwd: root,
    env: { ...env, PORT: String(port) },
  });
  let printed = '';
  const onData = watchLog(name, log, (line) => {
    if (printed.length < 100_000) printed += `${line}\n`;
  });
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const pid = child.pid!;
  return {
    process: { name, pid, rss: () => rssOf(pid) },
    child,
    exited: new Promise((resolve) => child.once('exit', (code) => resolve(code))),
    url: `http://127.0.0.1:${port}`,
    printed: () => printed,
  };
}

/** Resolves once the process answers /api/healthz; rejects when it exits or takes too long. */
async function healthy(server: Spawned): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let exitCode: number | null | undefined;
  void server.exited.then((code) => (exitCode = code));
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`${server.process.name} exited (${exitCode}) while starting:\n${server.printed()}`);
    const answered = await fetch(`${server.url}/api/healthz`).then(
      async (res) => (await res.arrayBuffer(), res.ok),
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
  }
  throw new Error(`${server.process.name} did not answer /api/healthz:\n${server.printed()}`);
}

async function stopServer(server: Spawned): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const stopped = await Promise.race([
    server.exited.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), STOP_TIMEOUT_MS)),
  ]);
  if (!stopped) {
    child.kill('SIGKILL');
    await server.exited;
  }
}

export async function startLoadServer(options: {
  adminEmails: string[];
  layout?: ServiceLayout;
  /** Leave the database for a look afterwards (its URL is printed). */
  keepDatabase?: boolean;
}): Promise<LoadServer> {
  const layout = options.layout ?? 'one';
  const missing = layoutMissing(layout);
  if (missing) throw new Error(`the layout "${layout}" cannot run here: ${missing}`);
  const database = await freshDatabase();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-load-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: database.url,
    // command-api and the projector share the media (`<DATA_DIR>/media`) when they run alone.
    DATA_DIR: dataDir,
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
  const log: ServerLog = { errors: new Map(), warnings: new Map(), kept: [] };
  const spawned: Spawned[] = [];
  let gateway: RunningGateway | null = null;

  const cleanUp = async () => {
    await gateway?.stop();
    await Promise.all(spawned.map(stopServer));
    if (options.keepDatabase) console.log(`the database is kept: ${database.url}`);
    else await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    let url: string;
    let devToolsUrl: string;
    if (layout === 'one') {
      spawned.push(spawnServer('server', [], await closedPort(), env, log));
      url = spawned[0]!.url;
      devToolsUrl = url;
    } else {
      const ports = new Map<string, number>();
      for (const name of ALONE) ports.set(name, await closedPort());
      for (const name of ALONE) spawned.push(spawnServer(name, [name], ports.get(name)!, env, log));
      const gatewayPort = await closedPort();
      const address = (name: string) => `127.0.0.1:${ports.get(name)}`;
      gateway = await startGateway(
        gatewayPrefix({
          commandApi: [address('command-api')],
          queryApi: [address('query-api')],
          // No PWA is asked for: an empty folder is the site's root.
          site: [`listen 127.0.0.1:${gatewayPort};`, `root ${dataDir};`],
        }),
        gatewayPort,
      );
      url = gateway.url;
      devToolsUrl = spawned.find((server) => server.process.name === 'query-api')!.url;
    }
    await Promise.all(spawned.map(healthy));
    const processes = spawned.map((server) => server.process);
    return {
      url,
      devToolsUrl,
      databaseUrl: database.url,
      layout,
      processes,
      rss: () => processes.reduce((sum, server) => sum + server.rss(), 0),
      log,
      stop: cleanUp,
    };
  } catch (error) {
    await cleanUp();
    throw error;
  }
}
