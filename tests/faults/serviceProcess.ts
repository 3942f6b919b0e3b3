/**
 * The real app in a process of its own (`infra/app/main.ts <service>`, as `npm run start:<service>`
 * runs it) against a PostgreSQL server, for the fault suites: they kill it, restart its database
 * under it and read its answers over HTTP.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEV_PASSWORD, devAccounts } from '../../infra/app/dev/devAccounts.ts';
import { closedPort } from '../fixtures/closedPort.ts';
import { EMBEDDED, root, runScript } from '../fixtures/e2eServer.ts';

/** How long a service may take to say it listens (tsx compiles the app on two busy cores). */
const START_TIMEOUT_MS = 60_000;

export type ServiceName = 'all' | 'command-api' | 'query-api' | 'projector';

export interface ServiceProcess {
  service: ServiceName;
  url: string;
  pid: number;
  /** Everything it printed (logs at warn and above). */
  output(): string;
  /** Sends `signal` and waits until the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The environment of a distributed service on `databaseUrl`, with a data directory of its own. */
export function serviceEnvironment(databaseUrl: string): { env: NodeJS.ProcessEnv; dispose(): void } {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'dashclip-faults-'));
  return {
    env: {
      ...process.env,
      ...EMBEDDED,
      DATABASE_URL: databaseUrl,
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      PAYMENT_PROVIDER: 'sandbox',
      DEV_TOOLS: 'true',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // Warnings and errors: the suites read what the app says about its database.
      LOG_LEVEL: 'warn',
    },
    dispose: () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

const running = new Set<ChildProcess>();
// A test that fails midway must not leave services behind (they would hold the database).
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

/** Starts one service and resolves once it listens. */
export async function startService(service: ServiceName, env: NodeJS.ProcessEnv): Promise<ServiceProcess> {
  const port = await closedPort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/app/main.ts', service], {
    cwd: root,
    env: { ...env, PORT: String(port) },
  });
  running.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => running.delete(child));
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${service} did not start in time:\n${output}`));
    }, START_TIMEOUT_MS);
    const onData = (data: Buffer) => {
      output += data;
      if (/is running at http:\/\//.test(output)) {
        clearTimeout(timer);
        resolve(`http://127.0.0.1:${port}`);
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`${service} exited (${code ?? signal}) before it listened:\n${output}`));
    });
  });
  return {
    service,
    url,
    pid: child.pid!,
    output: () => output,
    async kill(signal) {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

/** The dev accounts (seller, admin, buyer), written through the real command path (`dev:seed`). */
export async function seedDevAccounts(env: NodeJS.ProcessEnv): Promise<void> {
  await runScript(['infra/app/dev/seed.ts', '--force'], env);
}

/** Signs a dev account in over HTTP; answers its bearer token. */
export async function signIn(base: string, role: 'seller' | 'admin' | 'buyer'): Promise<string> {
  const account = devAccounts.find((candidate) => candidate.email.startsWith(`${role}@`))!;
  const answer = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: DEV_PASSWORD }),
  });
  if (!answer.ok) throw new Error(`sign-in of ${account.email} answered ${answer.status}`);
  return ((await answer.json()) as { data: { token: string } }).data.token;
}
