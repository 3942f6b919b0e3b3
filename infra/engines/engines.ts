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
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const home = path.join(root, '.tmp', 'engines');
const pom = path.join(import.meta.dirname, 'pom.xml');

const KAFKA_PORT = Number(process.env.ENGINES_KAFKA_PORT ?? 19092);
const KAFKA_CONTROLLER_PORT = KAFKA_PORT + 1;
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
];

function run(command: string, args: string[], options: { cwd?: string } = {}): string {
  const result = spawnSync(command, args, { cwd: options.cwd ?? root, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (${result.status}):\n${result.stdout}${result.stderr}`,
    );
  return result.stdout;
}

/** The profile's jars, copied from ~/.m2 (Maven fetches what is missing from Maven Central). */
function resolveJars(profile: string, into: string): void {
  if (fs.existsSync(path.join(into, '.resolved'))) return;
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
  fs.writeFileSync(path.join(into, '.resolved'), new Date().toISOString());
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
  const log = fs.openSync(path.join(home, `${name}.log`), 'a');
  const child = spawn(command, args, { cwd: home, detached: true, stdio: ['ignore', log, log] });
  fs.writeFileSync(path.join(home, `${name}.pid`), String(child.pid));
  child.unref();
}

async function startKafka(): Promise<string> {
  const libs = path.join(home, 'kafka-libs');
  resolveJars('kafka', libs);
  const data = path.join(home, 'kafka-data');
  const config = path.join(home, 'kafka.properties');
  fs.writeFileSync(
    config,
    [
      'process.roles=broker,controller',
      'node.id=1',
      `controller.quorum.voters=1@127.0.0.1:${KAFKA_CONTROLLER_PORT}`,
      `listeners=PLAINTEXT://127.0.0.1:${KAFKA_PORT},CONTROLLER://127.0.0.1:${KAFKA_CONTROLLER_PORT}`,
      `advertised.listeners=PLAINTEXT://127.0.0.1:${KAFKA_PORT}`,
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
  startDetached('kafka', 'java', [`-Xms${HEAP}`, `-Xmx${HEAP}`, '-cp', classpath, 'kafka.Kafka', config]);
  await waitFor('Kafka', () => portAnswers(KAFKA_PORT), path.join(home, 'kafka.log'));
  return `127.0.0.1:${KAFKA_PORT}`;
}

/** An OpenSearch home as the distribution lays it out: lib/, modules/<name>/, config/. */
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
  const searchHome = path.join(home, 'opensearch');
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

function stop(): void {
  for (const name of ['kafka', 'opensearch']) {
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
  }
}

const command = process.argv[2];
if (command === 'stop') {
  stop();
} else if (command === 'start') {
  if (spawnSync('java', ['-version']).status !== 0 || spawnSync('mvn', ['-v']).status !== 0) {
    process.stdout.write('engines: Java 17 and Maven are needed (not found): nothing started\n');
    process.exit(1);
  }
  fs.mkdirSync(home, { recursive: true });
  try {
    const [brokers, searchUrl] = await Promise.all([startKafka(), startOpenSearch()]);
    process.stdout.write(`KAFKA_BROKERS=${brokers}\nOPENSEARCH_URL=${searchUrl}\n`);
  } catch (error) {
    stop();
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
} else {
  process.stderr.write('usage: tsx infra/engines/engines.ts start|stop\n');
  process.exit(2);
}
