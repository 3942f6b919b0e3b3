/**
 * The real engines of the distributed mode on this machine (issue 18), from Maven Central jars:
 * a single-node KRaft Kafka broker and an OpenSearch node, on loopback ports, heaps of 512 MB.
 *
 *   npm run engines:start   resolves the jars (cached in ~/.m2), lays out and formats both
 *                           engines under .tmp/engines, starts them, waits until they answer and
 *                           prints KAFKA_BROKERS=… and OPENSEARCH_URL=…
 *   npm run engines:stop    stops exactly the processes start wrote down
 *
 * OpenSearch refuses to run as root: as root its process runs as `nobody`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');
const home = path.join(root, '.tmp', 'engines');
const pom = path.join(import.meta.dirname, 'pom.xml');

const KAFKA_PORT = Number(process.env.ENGINES_KAFKA_PORT ?? 19092);
const SEARCH_PORT = Number(process.env.ENGINES_SEARCH_PORT ?? 19200);
const SEARCH_TRANSPORT_PORT = SEARCH_PORT + 100;
const HEAP = process.env.ENGINES_HEAP ?? '512m';
const STARTUP_TIMEOUT_MS = 120_000;
const OPENSEARCH_VERSION = '2.19.6';

/** The distribution's modules: the jars each loads in its own class loader, and its plugin class. */
const OPENSEARCH_MODULES = [
  {
    name: 'transport-netty4',
    classname: 'org.opensearch.transport.Netty4Plugin',
    jars: /^(transport-netty4-client|netty-[a-z-]+)-[\d.]+(\.Final)?\.jar$/,
    // What the distribution's own policy grants Netty: sockets and its class-loader tricks.
    policy: [
      'permission java.net.SocketPermission "*", "accept,connect,listen,resolve";',
      'permission java.lang.RuntimePermission "setContextClassLoader";',
      'permission java.lang.RuntimePermission "accessDeclaredMembers";',
      'permission java.lang.reflect.ReflectPermission "suppressAccessChecks";',
      'permission java.util.PropertyPermission "*", "read";',
    ],
  },
  {
    name: 'analysis-common',
    classname: 'org.opensearch.analysis.common.CommonAnalysisPlugin',
    jars: /^analysis-common-[\d.]+\.jar$/,
    policy: [],
  },
  {
    name: 'reindex',
    classname: 'org.opensearch.index.reindex.ReindexPlugin',
    jars: /^(reindex-client|opensearch-rest-client|opensearch-ssl-config|httpclient|httpcore|httpasyncclient|httpcore-nio|commons-logging|commons-codec)-[\d.]+\.jar$/,
    // Reindexing from a remote cluster connects out.
    policy: ['permission java.net.SocketPermission "*", "connect";'],
  },
];

function run(command: string, args: string[], options: { cwd?: string } = {}): string {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}

/**
 * The profile's jars, copied from ~/.m2 (Maven fetches what is missing from Maven Central); again
 * whenever pom.xml changed since the last copy.
 */
function resolveJars(profile: string, into: string): void {
  const pomHash = createHash('sha256').update(fs.readFileSync(pom)).digest('hex');
  const marker = path.join(into, '.resolved');
  if (fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === pomHash) return;
  fs.rmSync(into, { recursive: true, force: true });
  run('mvn', [
    '-q',
    '-B',
    '-f',
    pom,
    `-P${profile}`,
    'dependency:copy-dependencies',
    `-DoutputDirectory=${into}`,
  ]);
  fs.writeFileSync(marker, pomHash);
}

function portAnswers(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

async function waitFor(what: string, ready: () => Promise<boolean>, log: string): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (await ready()) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${what} did not answer within ${STARTUP_TIMEOUT_MS / 1000} s; see ${log}`);
}

function startDetached(name: string, command: string, args: string[]): void {
  fs.mkdirSync(home, { recursive: true });
  const log = fs.openSync(path.join(home, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: home, detached: true, stdio: ['ignore', log, log] });
  fs.writeFileSync(path.join(home, `${name}.pid`), String(child.pid));
  child.unref();
}

export interface KafkaBrokerOptions {
  /** Names its data dir, config, log and pid file under .tmp/engines (default `kafka`). */
  name?: string;
  /** The client port (default ENGINES_KAFKA_PORT or 19092); the controller listens on the next one. */
  port?: number;
}

/**
 * Starts a single-node KRaft broker (formatting its data dir the first time) and answers its
 * bootstrap address once it listens. Tests start a second one under another name and port.
 */
export async function startKafka(options: KafkaBrokerOptions = {}): Promise<string> {
  const name = options.name ?? 'kafka';
  const port = options.port ?? KAFKA_PORT;
  const controllerPort = port + 1;
  fs.mkdirSync(home, { recursive: true });
  const libs = path.join(home, 'kafka-libs');
  resolveJars('kafka', libs);
  const data = path.join(home, `${name}-data`);
  const config = path.join(home, `${name}.properties`);
  fs.writeFileSync(
    config,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${controllerPort}`,
      `listeners=PLAINTEXT://127.0.0.1:${port},CONTROLLER://127.0.0.1:${controllerPort}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${port}`,
      'controller.listener.names=CONTROLLER',
      'listener.security.protocol.map=PLAINTEXT:PLAINTEXT,CONTROLLER:PLAINTEXT',
      `log.dirs=${data}`,
      'num.partitions=1',
      'offsets.topic.replication.factor=1',
      'transaction.state.log.replication.factor=1',
      'transaction.state.log.min.isr=1',
      'group.initial.rebalance.delay.ms=0',
      '',
    ].join('\n'),
  );
  const classpath = `${libs}/*`;
  if (!fs.existsSync(path.join(data, 'meta.properties'))) {
    const clusterId = run('java', ['-cp', classpath, 'kafka.tools.StorageTool', 'random-uuid'])
      .trim()
      .split('\n')
      .at(-1)!;
    run('java', ['-cp', classpath, 'kafka.tools.StorageTool', 'format', '-t', clusterId, '-c', config]);
  }
  startDetached(name, 'java', [`-Xms${HEAP}`, `-Xmx${HEAP}`, '-cp', classpath, 'kafka.Kafka', config]);
  await waitFor('Kafka', () => portAnswers(port), path.join(home, `${name}.log`));
  return `127.0.0.1:${port}`;
}

/**
 * Stops the engine `name` started (its whole process group), by the pid it wrote down; answers
 * whether it was running. SIGKILL is a crash (tests); the CLI stops with SIGTERM.
 */
export function stopEngine(name: string, signal: NodeJS.Signals = 'SIGTERM'): number | null {
  const pidFile = path.join(home, `${name}.pid`);
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, 'utf8'));
  fs.rmSync(pidFile);
  try {
    // The whole group: runuser's child too.
    process.kill(-pid, signal);
    return pid;
  } catch {
    return null;
  }
}

/** Whether something listens on the loopback port. */
export { portAnswers };

/** Removes what startKafka laid out under `name` (its data, config, log): a test broker's leftovers. */
export function removeKafkaFiles(name: string): void {
  if (name === 'kafka') throw new Error('the shared broker keeps its files');
  for (const file of [`${name}-data`, `${name}.properties`, `${name}.log`, `${name}.pid`])
    fs.rmSync(path.join(home, file), { recursive: true, force: true });
}

/** An OpenSearch home as the distribution lays it out: lib/, modules/<name>/, config/. */
/**
 * Where the node lives. As root it runs as `nobody`, who must reach every folder on the way: a
 * checkout under a private folder (`mktemp -d` makes them 0700) would hide its own jars from it,
 * so then the home is a world-readable folder of its own in the system's temporary folder, named
 * after this checkout so two checkouts never share one.
 */
function openSearchHome(): string {
  if (process.getuid?.() !== 0) return path.join(home, 'opensearch');
  const own = path.join(
    os.tmpdir(),
    `dashclip-opensearch-${createHash('sha256').update(home).digest('hex').slice(0, 12)}`,
  );
  fs.mkdirSync(own, { recursive: true });
  fs.chmodSync(own, 0o755);
  return own;
}

function layOutOpenSearch(jars: string, searchHome: string): void {
  fs.rmSync(path.join(searchHome, 'lib'), { recursive: true, force: true });
  fs.rmSync(path.join(searchHome, 'modules'), { recursive: true, force: true });
  for (const dir of ['lib', 'plugins', 'config', 'data', 'logs'])
    fs.mkdirSync(path.join(searchHome, dir), { recursive: true });
  for (const jar of fs.readdirSync(jars).filter((file) => file.endsWith('.jar'))) {
    const module = OPENSEARCH_MODULES.find((candidate) => candidate.jars.test(jar));
    const dir = module ? path.join(searchHome, 'modules', module.name) : path.join(searchHome, 'lib');
    fs.mkdirSync(dir, { recursive: true });
    fs.copyFileSync(path.join(jars, jar), path.join(dir, jar));
  }
  for (const module of OPENSEARCH_MODULES) {
    const dir = path.join(searchHome, 'modules', module.name);
    fs.writeFileSync(
      path.join(dir, 'plugin-descriptor.properties'),
      [
        `description=${module.name}`,
        `version=${OPENSEARCH_VERSION}`,
        `name=${module.name}`,
        `classname=${module.classname}`,
        'java.version=17',
        `opensearch.version=${OPENSEARCH_VERSION}`,
        '',
      ].join('\n'),
    );
    if (module.policy.length > 0)
      fs.writeFileSync(
        path.join(dir, 'plugin-security.policy'),
        `grant {\n  ${module.policy.join('\n  ')}\n};\n`,
      );
  }
  fs.writeFileSync(
    path.join(searchHome, 'config', 'opensearch.yml'),
    [
      'cluster.name: dashclip-engines',
      'node.name: node-1',
      'network.host: 127.0.0.1',
      `http.port: ${SEARCH_PORT}`,
      `transport.port: ${SEARCH_TRANSPORT_PORT}`,
      'discovery.type: single-node',
      `path.data: ${path.join(searchHome, 'data')}`,
      `path.logs: ${path.join(searchHome, 'logs')}`,
      '',
    ].join('\n'),
  );
  fs.writeFileSync(
    path.join(searchHome, 'config', 'log4j2.properties'),
    [
      'status = error',
      'appender.console.type = Console',
      'appender.console.name = console',
      'appender.console.layout.type = PatternLayout',
      'appender.console.layout.pattern = [%d{ISO8601}][%-5p][%c{1.}] %m%n',
      'rootLogger.level = warn',
      'rootLogger.appenderRef.console.ref = console',
      '',
    ].join('\n'),
  );
}

async function startOpenSearch(): Promise<string> {
  const jars = path.join(home, 'opensearch-jars');
  resolveJars('opensearch', jars);
  const searchHome = openSearchHome();
  layOutOpenSearch(jars, searchHome);
  const asRoot = process.getuid?.() === 0;
  if (asRoot) run('chown', ['-R', 'nobody', searchHome]);
  const java = [
    `-Xms${HEAP}`,
    `-Xmx${HEAP}`,
    `-Dopensearch.path.home=${searchHome}`,
    `-Dopensearch.path.conf=${path.join(searchHome, 'config')}`,
    '-Dopensearch.distribution.type=tar',
    '-Dopensearch.bundled_jdk=false',
    '-cp',
    `${path.join(searchHome, 'lib')}/*`,
    'org.opensearch.bootstrap.OpenSearch',
  ];
  if (asRoot) startDetached('opensearch', 'runuser', ['-u', 'nobody', '--', 'java', ...java]);
  else startDetached('opensearch', 'java', java);
  const url = `http://127.0.0.1:${SEARCH_PORT}`;
  await waitFor(
    'OpenSearch',
    async () => {
      try {
        const health = await fetch(`${url}/_cluster/health`);
        return (
          health.ok && ['green', 'yellow'].includes(((await health.json()) as { status: string }).status)
        );
      } catch {
        return false;
      }
    },
    path.join(home, 'opensearch.log'),
  );
  return url;
}

const ENGINES = ['kafka', 'opensearch'] as const;
type Engine = (typeof ENGINES)[number];
/** `start|stop [kafka|opensearch]`: one engine, or both when none is named. */
const only = process.argv[3] as Engine | undefined;
const chosen: readonly Engine[] = only && ENGINES.includes(only) ? [only] : ENGINES;

function stop(names: readonly Engine[] = chosen): void {
  for (const name of names) {
    const pidFile = path.join(home, `${name}.pid`);
    if (!fs.existsSync(pidFile)) continue;
    const pid = Number(fs.readFileSync(pidFile, 'utf8'));
    try {
      // The whole group: runuser's child too.
      process.kill(-pid, 'SIGTERM');
      process.stdout.write(`stopped ${name} (${pid})\n`);
    } catch {
      process.stdout.write(`${name} (${pid}) was not running\n`);
    }
    fs.rmSync(pidFile);
    // A home of its own in the temporary folder (as root) goes with the node: nothing piles up there.
    if (name === 'opensearch' && process.getuid?.() === 0)
      fs.rmSync(openSearchHome(), { recursive: true, force: true });
  }
}

// The command line only when run as a script: tests import startKafka and stopEngine.
const isScript =
  process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
const command = isScript ? process.argv[2] : null;
if (command === null) {
  // Imported: nothing to run.
} else if (command === 'stop') {
  stop();
} else if (command === 'start') {
  if (spawnSync('java', ['-version']).status !== 0 || spawnSync('mvn', ['-v']).status !== 0) {
    process.stdout.write('engines: Java 17 and Maven are needed (not found): nothing started\n');
    process.exit(1);
  }
  fs.mkdirSync(home, { recursive: true });
  try {
    const [brokers, searchUrl] = await Promise.all([
      chosen.includes('kafka') ? startKafka() : null,
      chosen.includes('opensearch') ? startOpenSearch() : null,
    ]);
    if (brokers) process.stdout.write(`KAFKA_BROKERS=${brokers}\n`);
    if (searchUrl) process.stdout.write(`OPENSEARCH_URL=${searchUrl}\n`);
  } catch (error) {
    stop();
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
} else {
  process.stderr.write('usage: tsx infra/engines/engines.ts start|stop [kafka|opensearch]\n');
  process.exit(2);
}
