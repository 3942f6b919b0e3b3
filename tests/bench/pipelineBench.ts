/**
 * `npm run bench:pipeline [-- --clips N --seconds S --rate R]`: the distributed pipeline, measured
 * (issue 18). The four services run as separate processes (command-api, query-api, projector,
 * relay) on a fresh database on the PostgreSQL server, with the real Kafka and search engine named
 * by KAFKA_BROKERS and OPENSEARCH_URL / ELASTICSEARCH_URL (`npm run engines:start` prints them).
 *
 * 1. Relay: N approved clips (2N events) are appended before the relay starts; the relay's
 *    catch-up gives events relayed per second, the search consumers' catch-up clips indexed per
 *    second (through Kafka into the engine).
 * 2. Freshness: admins edit titles at R commands/s for S seconds (open loop: a command is sent
 *    every 1/R s whatever the answers); for each, the time from the command's answer until the
 *    engine's search answers the new title (polled every POLL_MS over the alias), p50/p99/max.
 *    Target p99 ≤ 500 ms at 200 commands/s.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { Kafka, logLevel } from 'kafkajs';
import { expectNoStream } from '../../events/eventStore.ts';
import { postgresEventStore } from '../../infra/adapters/postgres/eventStore/postgresEventStore.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { migrate } from '../../infra/adapters/postgres/migrate.ts';
import { cryptoShreddingEventStore } from '../../infra/adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import { personalDataKeys } from '../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { root, runScript } from '../fixtures/e2eServer.ts';
import { syntheticClips } from './syntheticClips.ts';
import { cpuBetween, cpuSnapshot } from './cpuAccounting.ts';

const { values: args } = parseArgs({
  options: {
    clips: { type: 'string', default: '5000' },
    seconds: { type: 'string', default: '30' },
    rate: { type: 'string', default: '200' },
    verbose: { type: 'boolean', default: false },
  },
});
const CLIPS = Number(args.clips);
const SECONDS = Number(args.seconds);
const RATE = Number(args.rate);
/** How often the freshness poller asks the engine. */
const POLL_MS = 10;
const SEED = 18;
const STARTUP_TIMEOUT_MS = 120_000;

const brokers = process.env.KAFKA_BROKERS;
const engine = process.env.OPENSEARCH_URL
  ? { variable: 'OPENSEARCH_URL', url: process.env.OPENSEARCH_URL }
  : process.env.ELASTICSEARCH_URL
    ? { variable: 'ELASTICSEARCH_URL', url: process.env.ELASTICSEARCH_URL }
    : null;
if (!brokers || !engine) {
  console.error(
    'bench:pipeline needs KAFKA_BROKERS and OPENSEARCH_URL (or ELASTICSEARCH_URL): run `npm run engines:start` and export what it prints.',
  );
  process.exit(2);
}
const server = (process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '');

const stamp = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`;
const database = `dashclip_bench_pipeline_${stamp}`;
const alias = `dashclip-bench-${stamp}`;
const admin = postgresAdmin();
await admin.query(`create database ${database} template template0 encoding 'UTF8' locale 'C.UTF-8'`);
const databaseUrl = `${server}/${database}`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-bench-pipeline-'));
const children: ChildProcess[] = [];
/** Which service each child process is. */
const serviceOf = new Map<number, string>();

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const ms = (value: number) => `${value.toFixed(0)} ms`;
const sleep = (milliseconds: number) => new Promise((resolve) => setTimeout(resolve, milliseconds));

function postgresAdmin() {
  return pgClient(`${server}/postgres`);
}

const env: NodeJS.ProcessEnv = {
  ...process.env,
  DATABASE_URL: databaseUrl,
  KURRENTDB_URL: '',
  TOKEN_SECRET: randomBytes(32).toString('hex'),
  PAYMENT_PROVIDER: 'sandbox',
  DEV_TOOLS: 'true',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  KAFKA_BROKERS: brokers,
  KAFKA_TOPIC: `dashclip.bench.${stamp}`,
  KAFKA_GROUP_PREFIX: `bench-${stamp}`,
  SEARCH_INDEX_ALIAS: alias,
  // The synthetic clips were approved up to a year ago: none may expire while they are edited.
  LISTING_LIFETIME_DAYS: '36500',
  [engine.variable]: engine.url,
};

/** One service alone, as `npm run start:<service>` runs it; answers its base URL once it listens. */
async function start(service: string): Promise<string> {
  const port = String(20_000 + Math.floor(Math.random() * 20_000));
  // BENCH_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") go to every service's node.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'infra/app/main.ts', service], {
    cwd: root,
    env: { ...env, PORT: port },
  });
  children.push(child);
  if (child.pid !== undefined) serviceOf.set(child.pid, service);
  let output = '';
  return new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${service} did not start:\n${output}`)),
      STARTUP_TIMEOUT_MS,
    );
    const onData = (data: Buffer) => {
      output += data;
      const match = /is running at (http:\/\/\S+?)\/?\s/.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${service} exited ${code}:\n${output}`));
    });
  });
}

interface Readiness {
  data: {
    projections: { name: string; lag: number | null }[];
    relay?: { lag: number | null; published?: number };
  };
}
const readiness = async (base: string): Promise<Readiness> =>
  (await (await fetch(`${base}/api/readyz`)).json()) as Readiness;

/** Waits until `behind()` answers 0, polling and saying how far behind it is; answers the seconds it took. */
async function caughtUp(what: string, behind: () => Promise<number | null>): Promise<number> {
  const started = performance.now();
  let said = started;
  for (;;) {
    const lag = await behind().catch(() => null);
    if (lag === 0) return (performance.now() - started) / 1000;
    const now = performance.now();
    if (now - said > 5_000) {
      console.log(
        `  ${what}: ${lag ?? 'unknown'} events behind after ${((now - started) / 1000).toFixed(0)} s`,
      );
      said = now;
    }
    if (now - started > 10 * 60_000) throw new Error(`${what} did not catch up in 10 minutes`);
    await sleep(50);
  }
}

async function engineSearch(
  body: object,
): Promise<{ hits: { hits: { _id: string; _source: { title: string } }[] } }> {
  const answer = await fetch(`${engine!.url}/${alias}/_search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return answer.json() as Promise<{ hits: { hits: { _id: string; _source: { title: string } }[] } }>;
}

try {
  // The events of N approved clips, appended as the command side would have (personal fields sealed).
  const db = pgClient(databaseUrl);
  await migrate(db);
  const store = cryptoShreddingEventStore(postgresEventStore(db), personalDataKeys(db));
  const clipIds: string[] = [];
  const appendStarted = performance.now();
  for (const clip of syntheticClips({ count: CLIPS, seed: SEED })) {
    const { approvedAt, ...uploaded } = clip;
    const metadata = (occurredAt: string) => ({
      eventId: randomBytes(16).toString('hex'),
      occurredAt,
      actor: { system: 'pipeline-bench' },
      correlationId: `bench-${clip.clipId}`,
      causationId: null,
    });
    await store.append(
      `clip-${clip.clipId}`,
      [
        { type: 'ClipUploaded', schemaVersion: 2, data: uploaded, metadata: metadata(clip.uploadedAt) },
        { type: 'ClipApproved', data: { clipId: clip.clipId, approvedAt }, metadata: metadata(approvedAt) },
      ],
      expectNoStream,
    );
    clipIds.push(clip.clipId);
  }
  const appendSeconds = (performance.now() - appendStarted) / 1000;
  await store.close();
  await db.close();
  await runScript(['infra/app/dev/seed.ts', '--force'], env);
  console.log(
    `\nbench:pipeline: ${CLIPS} clips (${CLIPS * 2} events) appended in ${appendSeconds.toFixed(1)} s; engine ${engine.url}, brokers ${brokers}\n`,
  );

  // 1. The relay's catch-up, then the search consumers' (through Kafka into the engine).
  const relayStarted = performance.now();
  const relay = await start('relay');
  const relaySeconds = await caughtUp('relay', async () => (await readiness(relay)).data.relay?.lag ?? null);
  const relayTotal = (performance.now() - relayStarted) / 1000;
  console.log(
    `relay: ${CLIPS * 2} events published and acknowledged in ${relaySeconds.toFixed(1)} s after it answered ` +
      `(${relayTotal.toFixed(1)} s with start-up): ${((CLIPS * 2) / relaySeconds).toFixed(0)} events/s`,
  );
  const projector = await start('projector');
  const searchLag = async () =>
    (await readiness(projector)).data.projections.find((p) => p.name === 'search')?.lag ?? null;
  const indexSeconds = await caughtUp('search consumers', searchLag);
  console.log(
    `search consumers: ${CLIPS} clips indexed from Kafka in ${indexSeconds.toFixed(1)} s: ${(CLIPS / indexSeconds).toFixed(0)} clips/s`,
  );

  // 2. Freshness at RATE commands/s.
  const command = await start('command-api');
  await start('query-api');
  const login = await fetch(`${command}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: devAccounts.find((a) => a.admin)!.email, password: DEV_PASSWORD }),
  });
  const token = ((await login.json()) as { data: { token: string } }).data.token;
  // Round the clips, skipping one whose last edit is still unanswered: two edits of one clip in
  // flight together may land in either order, and only the later one is ever searchable.
  const inFlightClips = new Set<string>();
  let cursor = 0;
  const nextClip = () => {
    for (let tries = 0; tries < clipIds.length; tries += 1) {
      const clipId = clipIds[cursor++ % clipIds.length]!;
      if (!inFlightClips.has(clipId)) return clipId;
    }
    return null;
  };
  /** Per clip, the edits whose title the engine has not shown yet: answered-at and title. */
  const pending = new Map<string, { title: string; answeredAt: number }[]>();
  const freshness: number[] = [];
  const answers: number[] = [];
  const failures = new Map<string, number>();
  let sent = 0;
  let polling = true;
  let drainDeadline = Infinity;
  const poller = (async () => {
    while (polling || pending.size > 0) {
      const ids = [...pending.keys()];
      if (ids.length > 0) {
        const found = await engineSearch({
          size: ids.length,
          _source: ['title'],
          query: { ids: { values: ids } },
        });
        const now = performance.now();
        for (const hit of found.hits.hits) {
          const waiting = pending.get(hit._id);
          if (!waiting) continue;
          // The title shown, or a later one: every edit up to it is searchable.
          const shown = waiting.findIndex((edit) => edit.title === hit._source.title);
          if (shown < 0) continue;
          for (const edit of waiting.splice(0, shown + 1)) freshness.push(now - edit.answeredAt);
          if (waiting.length === 0) pending.delete(hit._id);
        }
      }
      if (!polling && performance.now() > drainDeadline) break;
      await sleep(POLL_MS);
    }
  })();
  const inFlight: Promise<void>[] = [];
  // Where the CPU goes during the edits: each service, the engines and PostgreSQL when they run
  // on this machine, and this benchmark (its poller included).
  const cpuGroups = [
    { name: 'bench', matches: (_: string, pid: number) => pid === process.pid },
    ...[...new Set(serviceOf.values())].map((service) => ({
      name: service,
      matches: (_: string, pid: number) => serviceOf.get(pid) === service,
    })),
    {
      name: 'opensearch',
      matches: (line: string) => /opensearch|elasticsearch/.test(line) && line.includes('java'),
    },
    { name: 'kafka', matches: (line: string) => line.includes('kafka.Kafka') },
    {
      name: 'postgres',
      matches: (line: string) => line.startsWith('postgres') || line.includes('bin/postgres'),
    },
  ];
  const cpuBefore = cpuSnapshot(cpuGroups);
  const runStarted = performance.now();
  for (let i = 0; i < RATE * SECONDS; i += 1) {
    const due = runStarted + (i * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const clipId = nextClip();
    if (clipId === null) throw new Error('every clip has an edit in flight: use more --clips');
    inFlightClips.add(clipId);
    const title = `ชนท้ายบนทางด่วน รอบทดสอบ ${i}`;
    const sentAt = performance.now();
    sent += 1;
    inFlight.push(
      fetch(`${command}/api/admin/videos/${clipId}`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title }),
      }).then(
        async (answer) => {
          await answer.arrayBuffer();
          inFlightClips.delete(clipId);
          const answeredAt = performance.now();
          answers.push(answeredAt - sentAt);
          if (!answer.ok) failures.set(String(answer.status), (failures.get(String(answer.status)) ?? 0) + 1);
          else pending.set(clipId, [...(pending.get(clipId) ?? []), { title, answeredAt }]);
        },
        (error: Error) => {
          inFlightClips.delete(clipId);
          failures.set(error.message, (failures.get(error.message) ?? 0) + 1);
        },
      ),
    );
  }
  await Promise.all(inFlight);
  const runSeconds = (performance.now() - runStarted) / 1000;
  const cpu = cpuBetween(cpuBefore, cpuSnapshot(cpuGroups));
  polling = false;
  drainDeadline = performance.now() + 30_000;
  await poller;
  const lost = [...pending.values()].reduce((sum, edits) => sum + edits.length, 0);
  if (lost > 0 && args.verbose) {
    const ids = [...pending.keys()].slice(0, 5);
    const shown = await engineSearch({
      size: ids.length,
      _source: ['title'],
      query: { ids: { values: ids } },
    });
    console.log(
      'never seen, e.g.',
      ids.map((id) => [id, pending.get(id)?.map((e) => e.title)]),
    );
    console.log(
      'the engine shows',
      shown.hits.hits.map((hit) => [hit._id, hit._source.title]),
    );
    console.log(
      'projector',
      JSON.stringify((await readiness(projector)).data.projections.filter((p) => p.name === 'search')),
    );
  }
  freshness.sort((a, b) => a - b);
  answers.sort((a, b) => a - b);
  console.log(
    `\nedits: ${sent} sent in ${runSeconds.toFixed(1)} s (${(sent / runSeconds).toFixed(0)}/s asked ${RATE}/s), ` +
      `${answers.length - [...failures.values()].reduce((a, b) => a + b, 0)} accepted, failures ${failures.size === 0 ? 'none' : JSON.stringify(Object.fromEntries(failures))}`,
  );
  console.log(
    `command answered:          p50 ${ms(percentile(answers, 50))}  p99 ${ms(percentile(answers, 99))}  max ${ms(answers.at(-1) ?? NaN)}`,
  );
  console.log(
    `answered → searchable:     p50 ${ms(percentile(freshness, 50))}  p99 ${ms(percentile(freshness, 99))}  max ${ms(freshness.at(-1) ?? NaN)}` +
      `  (polled every ${POLL_MS} ms; target p99 ≤ 500 ms)${lost > 0 ? `; ${lost} never seen within 30 s` : ''}`,
  );
  const perEdit = [...cpu.byGroup].sort((a, b) => b[1] - a[1]);
  const cpuPerEdit = perEdit.reduce((sum, [, milliseconds]) => sum + milliseconds, 0) / sent;
  console.log(
    `CPU per edit:              ${perEdit.map(([group, milliseconds]) => `${group} ${(milliseconds / sent).toFixed(1)}`).join(', ')} ms; ` +
      `total ${cpuPerEdit.toFixed(1)} ms`,
  );
  console.log(
    `machine:                   ${(cpu.busy * 100).toFixed(0)} % busy of ${cpu.cores} cores while editing; ` +
      `all of them would carry about ${((cpu.cores * 1000) / cpuPerEdit).toFixed(0)} edits/s with everything on this machine`,
  );
} finally {
  for (const child of children) child.kill('SIGTERM');
  await sleep(1500);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await fetch(`${engine.url}/${alias}-*`, { method: 'DELETE' }).catch(() => undefined);
  const kafkaAdmin = new Kafka({
    clientId: 'pipeline-bench',
    brokers: brokers.split(','),
    logLevel: logLevel.NOTHING,
  }).admin();
  await kafkaAdmin
    .connect()
    .then(() => kafkaAdmin.deleteTopics({ topics: [env.KAFKA_TOPIC!] }))
    .catch(() => undefined)
    .finally(() => kafkaAdmin.disconnect());
  await admin.query(`drop database if exists ${database} with (force)`).catch(() => undefined);
  await admin.close();
  rmSync(dataDir, { recursive: true, force: true });
}
