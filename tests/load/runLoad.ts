/**
 * One soak: a fresh server on a fresh database, a pool of accounts made through the real routes,
 * a short warm-up at the target rates, the measured window (commands and reads each in an open
 * loop), the drain of what is still in flight, then the checks on the read models. Used by
 * `npm run load` (load.ts) and by the CI smoke (loadSmoke.int.test.ts).
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { cpuBetween, cpuSnapshot } from '../bench/cpuAccounting.ts';
import { ADDRESS_BLOCKS, adminEmail, createPeople } from './accounts.ts';
import { commandChooser, type CommandName } from './commandMix.ts';
import { endChecks, readModelsCaughtUp, type Check, type Money } from './endChecks.ts';
import { address, type LoadContext } from './loadContext.ts';
import { loadHttp } from './loadHttp.ts';
import { loadMetrics, percentile, type Phase, type RouteStats, type ServerFailure } from './loadMetrics.ts';
import { startLoadServer, type ServerLog, type ServiceLayout } from './loadServer.ts';
import { marketState } from './marketState.ts';
import { openLoop } from './openLoop.ts';
import { lagProbes, type LagResult } from './projectionLag.ts';
import { readChooser } from './readMix.ts';
import { seededRng } from './rng.ts';
import { thaiWorkload } from './thaiWorkload.ts';
import { uniqueVideos } from './uniqueVideos.ts';

export interface LoadOptions {
  /** The measured window. */
  seconds: number;
  /** Commands a second, offered in an open loop. */
  commands: number;
  /** Reads a second, offered in an open loop. */
  reads: number;
  seed: number;
  /** Every service in one process, or each alone behind the nginx gateway. */
  layout: ServiceLayout;
  /** Leave the database behind for a look (its URL is printed). */
  keepDatabase?: boolean;
  /** Progress lines while it runs. */
  log: (line: string) => void;
}

/** How long to drive at the target rates before measuring (JIT, caches, pools filled). */
export const warmupSeconds = (seconds: number) => Math.min(30, Math.max(5, Math.round(seconds / 20)));
/** Accounts made before the window, from the command rate: purchases spread over the buyers, uploads over the sellers. */
export const peopleFor = (commands: number) => ({
  sellers: Math.min(40, Math.max(3, Math.ceil(commands / 10))),
  buyers: Math.min(60, Math.max(4, Math.ceil(commands / 5))),
});
/**
 * One command in this many of each sampled kind is followed until visible: about a quarter of the
 * mix changes something the probes read, so this polls for around ten commands a second.
 */
const lagSampleEvery = (commands: number) => Math.max(1, Math.round(commands / 40));
/**
 * After the window, requests still in flight are waited for as long as answers keep coming; once
 * none has come for this long, those left count as unanswered (hung).
 */
const DRAIN_STALL_MS = 60_000;
/** The server's RSS is sampled this often through the window (the report shows its course). */
export const RSS_SAMPLE_MS = 5_000;
const PROGRESS_EVERY_MS = 30_000;

export interface StoreSize {
  events: number;
  eventsBytes: number;
  databaseBytes: number;
}

export interface LoadResult {
  options: Omit<LoadOptions, 'log'>;
  warmupSeconds: number;
  people: { sellers: number; buyers: number };
  windowSeconds: number;
  /** Requests of every kind answered while the window lasted (its CPU divided by them is the cost of one). */
  answeredInWindow: number;
  offered: { commands: number; reads: number };
  /** Sent in the window (offered less what the driver shed). */
  sent: { commands: number; reads: number };
  shed: { commands: number; reads: number };
  /** The driver's own lateness in sending (ms): p99 over both loops. */
  dispatchDelayP99: number;
  routes: RouteStats[];
  failures: { count: number; kept: ServerFailure[] };
  unanswered: number;
  commandsAsked: Map<CommandName, number>;
  commandsSent: Map<CommandName, number>;
  commandsWithoutAnswer: Map<string, number>;
  lag: LagResult;
  /** Of every server process together; byProcess for each (one entry when every service is in one). */
  rss: {
    afterStart: number;
    windowStart: number;
    windowEnd: number;
    peak: number;
    samples: number[];
    byProcess: { name: string; windowStart: number; windowEnd: number }[];
  };
  store: { start: StoreSize; end: StoreSize };
  cpu: ReturnType<typeof cpuBetween>;
  money: Money;
  checks: Check[];
  serverLog: ServerLog;
  driverErrors: string[];
}

async function storeSize(db: SqlExecutor): Promise<StoreSize> {
  const { rows } = await db.query<{ events: string; events_bytes: string; database_bytes: string }>(
    `select (select count(*) from events)::text as events,
            pg_total_relation_size('events')::text as events_bytes,
            pg_database_size(current_database())::text as database_bytes`,
  );
  const row = rows[0]!;
  return {
    events: Number(row.events),
    eventsBytes: Number(row.events_bytes),
    databaseBytes: Number(row.database_bytes),
  };
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const { log } = options;
  const runId = randomBytes(3).toString('hex');
  const warmup = warmupSeconds(options.seconds);
  const people = peopleFor(options.commands);
  log(`starting the server on a fresh database…`);
  const server = await startLoadServer({
    adminEmails: [adminEmail(runId)],
    layout: options.layout,
    keepDatabase: options.keepDatabase,
  });
  const interrupted = () => {
    void server.stop().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupted);
  const db = pgClient(server.databaseUrl);
  let phase: Phase = 'setup';
  const metrics = loadMetrics();
  const http = loadHttp(server.url, metrics, () => phase);
  const devTools =
    server.devToolsUrl === server.url ? http : loadHttp(server.devToolsUrl, metrics, () => phase);
  try {
    await readModelsCaughtUp(server.url);
    const rssAfterStart = server.rss();
    log(
      `server ${server.url} (${server.processes.map((p) => `${p.name} pid ${p.pid}`).join(', ')}); making ${people.sellers} sellers, ${people.buyers} buyers and an admin through the real routes…`,
    );
    const state = marketState(await createPeople(http, devTools, runId, people));
    const rng = seededRng(options.seed);
    const lag = lagProbes(http, lagSampleEvery(options.commands));
    let visitors = 0;
    let networks = 0;
    const ctx: LoadContext = {
      http,
      devTools,
      state,
      rng,
      workload: thaiWorkload(rng),
      video: uniqueVideos(),
      lag,
      visitor: () => address(ADDRESS_BLOCKS.visitors, visitors++),
      newNetwork: () => address(ADDRESS_BLOCKS.registrations, networks++),
      runId,
    };
    const nextCommand = commandChooser(ctx);
    const nextRead = readChooser(ctx);
    const commandsAsked = new Map<CommandName, number>();
    const commandsSent = new Map<CommandName, number>();
    const driverErrors: string[] = [];
    const guarded = (work: Promise<unknown>, what: string) =>
      work.catch((error: unknown) => {
        driverErrors.push(`${what}: ${error instanceof Error ? error.message : String(error)}`);
      });

    log(
      `driving ${options.commands} commands/s and ${options.reads} reads/s: ${warmup} s warm-up, then ${options.seconds} s measured`,
    );
    phase = 'warmup';
    const loopSeconds = warmup + options.seconds;
    const commandLoop = openLoop(options.commands, loopSeconds, (dueAt) => {
      const chosen = nextCommand();
      if (phase === 'measured') {
        bump(commandsAsked, chosen.asked);
        bump(commandsSent, chosen.sent);
      }
      return guarded(chosen.send(dueAt), chosen.sent);
    });
    let readsSent = 0;
    const readLoop = openLoop(options.reads, loopSeconds, (dueAt) => {
      const { onAnswer, ...read } = nextRead();
      if (phase === 'measured') readsSent += 1;
      return guarded(
        http({ ...read, kind: 'read', dueAt }).then((answer) => onAnswer?.(answer)),
        read.route,
      );
    });
    await sleep(warmup * 1000);

    phase = 'measured';
    const windowStart = performance.now();
    const rssSamples = [server.rss()];
    const rssByProcessStart = server.processes.map((p) => p.rss());
    const storeStart = await storeSize(db);
    const cpuGroups = [
      ...server.processes.map((p) => ({ name: p.name, matches: (_: string, pid: number) => pid === p.pid })),
      ...(server.layout === 'alone'
        ? [{ name: 'nginx', matches: (line: string) => line.startsWith('nginx') }]
        : []),
      { name: 'driver', matches: (_: string, pid: number) => pid === process.pid },
      {
        name: 'postgres (every database)',
        matches: (line: string) => line.startsWith('postgres') || line.includes('bin/postgres'),
      },
    ];
    const cpuBefore = cpuSnapshot(cpuGroups);
    const answeredBefore = metrics.answered();
    const sampler = setInterval(() => rssSamples.push(server.rss()), RSS_SAMPLE_MS);
    const progress = setInterval(
      () => {
        const seconds = Math.round((performance.now() - windowStart) / 1000);
        log(
          `  ${seconds} s: in flight ${commandLoop.inFlight()} commands, ${readLoop.inFlight()} reads; ` +
            `${state.clips.size} clips, ${state.paidPurchases.length} paid purchases; server RSS ${(server.rss() / 2 ** 20).toFixed(0)} MB`,
        );
      },
      Math.min(PROGRESS_EVERY_MS, (options.seconds * 1000) / 4),
    );
    const [commandRun, readRun] = await Promise.all([commandLoop.done, readLoop.done]);
    phase = 'drain';
    const windowSeconds = (performance.now() - windowStart) / 1000;
    clearInterval(sampler);
    clearInterval(progress);
    const cpu = cpuBetween(cpuBefore, cpuSnapshot(cpuGroups));
    const answeredInWindow = metrics.answered() - answeredBefore;
    const rssEnd = server.rss();
    const rssByProcess = server.processes.map((p, i) => ({
      name: p.name,
      windowStart: rssByProcessStart[i]!,
      windowEnd: p.rss(),
    }));
    rssSamples.push(rssEnd);

    log(`window over after ${windowSeconds.toFixed(1)} s; waiting for the answers still in flight…`);
    const unanswered = (await commandLoop.drained(DRAIN_STALL_MS)) + (await readLoop.drained(DRAIN_STALL_MS));
    await lag.settle();
    phase = 'checks';
    log('waiting for the read models to catch up, then checking them…');
    const caughtUp = await readModelsCaughtUp(server.url);
    const storeEnd = await storeSize(db);
    const { checks, money } = await endChecks(server.url, db, state);
    const failures = metrics.failures();
    const unhandled = server.log.errors.get('unhandled error') ?? 0;
    const dispatchDelays = [...commandRun.dispatchDelays, ...readRun.dispatchDelays].sort((a, b) => a - b);
    return {
      options: {
        seconds: options.seconds,
        commands: options.commands,
        reads: options.reads,
        seed: options.seed,
        layout: options.layout,
      },
      warmupSeconds: warmup,
      people,
      windowSeconds,
      answeredInWindow,
      offered: { commands: options.commands * options.seconds, reads: options.reads * options.seconds },
      sent: { commands: [...commandsSent.values()].reduce((a, b) => a + b, 0), reads: readsSent },
      shed: { commands: commandRun.shed, reads: readRun.shed },
      dispatchDelayP99: percentile(dispatchDelays, 99),
      routes: metrics.measured(),
      failures,
      unanswered,
      commandsAsked,
      commandsSent,
      commandsWithoutAnswer: state.unanswered,
      lag: lag.result(),
      rss: {
        afterStart: rssAfterStart,
        windowStart: rssSamples[0]!,
        windowEnd: rssEnd,
        peak: Math.max(...rssSamples),
        samples: rssSamples,
        byProcess: rssByProcess,
      },
      store: { start: storeStart, end: storeEnd },
      cpu,
      money,
      checks: [
        {
          name: 'no 5xx, no dropped connection, nothing left unanswered',
          ok: failures.count === 0 && unanswered === 0,
          detail: `${failures.count} 5xx or failed requests over every phase, ${unanswered} left unanswered after ${DRAIN_STALL_MS / 1000} s without any answer`,
        },
        {
          name: 'the server logged no unhandled error (a 500 to anyone, the sandbox webhooks included)',
          ok: unhandled === 0,
          detail: `${unhandled} "unhandled error" lines`,
        },
        {
          name: 'the read models caught up with every event',
          ok: caughtUp,
          detail: caughtUp ? 'every projection at lag 0' : 'some projection still behind after the wait',
        },
        ...checks,
        {
          name: 'the driver understood every answer',
          ok: driverErrors.length === 0,
          detail: driverErrors.length === 0 ? 'no unexpected answer' : driverErrors.slice(0, 5).join('; '),
        },
      ],
      serverLog: server.log,
      driverErrors,
    };
  } catch (error) {
    const log = server.log.kept.map((line) => `  ${line.slice(0, 2000)}`).join('\n');
    if (error instanceof Error && log) error.message += `\nThe server's log at error level:\n${log}`;
    throw error;
  } finally {
    process.off('SIGINT', interrupted);
    await db.close();
    await server.stop();
  }
}
