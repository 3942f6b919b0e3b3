import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { freshDatabase, serverSkipReason } from '../fixtures/postgresServer.ts';
import { appendSyntheticClips, marketHistory, SEED } from './marketHistory.ts';
import {
  differencesFromRebuild,
  eventually,
  projectedToHead,
  projectionNames,
  resetReadModels,
} from './readModels.ts';
import { serviceEnvironment, startService, type ServiceProcess } from './serviceProcess.ts';
import { projectionLockHolders, terminate } from './sessions.ts';

const BULK_CLIPS = 300;
/** Clips appended while the projectors run, after each change of owner. */
const MORE_CLIPS = 100;

/** What a projector process says of each projection (`/api/readyz`). */
async function statesOf(projector: ServiceProcess): Promise<Map<string, string>> {
  const answer = await fetch(`${projector.url}/api/readyz`);
  const body = (await answer.json()) as { data: { projections: { name: string; state: string }[] } };
  return new Map(body.data.projections.map((projection) => [projection.name, projection.state]));
}

/**
 * Per projection, which of `projectors` runs it; null when the projectors do not agree yet that
 * exactly one does and every other one stands by.
 */
async function soleOwners(projectors: ServiceProcess[]): Promise<Map<string, ServiceProcess> | null> {
  const states = await Promise.all(projectors.map(statesOf));
  const owners = new Map<string, ServiceProcess>();
  for (const name of projectionNames) {
    const running = projectors.filter((_, i) => states[i]!.get(name) === 'running');
    const standing = projectors.filter((_, i) => states[i]!.get(name) === 'owned-elsewhere');
    if (running.length !== 1 || standing.length !== projectors.length - 1) return null;
    owners.set(name, running[0]!);
  }
  return owners;
}

const skip = serverSkipReason();

(skip ? describe.skip : describe)('two projector processes for the same projections (issue 20)', () => {
  let database: Awaited<ReturnType<typeof freshDatabase>>;
  let db: ReturnType<typeof pgClient>;
  let environment: ReturnType<typeof serviceEnvironment>;
  const started: ServiceProcess[] = [];
  const start = async () => {
    const projector = await startService('projector', environment.env);
    started.push(projector);
    return projector;
  };
  let round = 0;
  const moreEvents = async () => {
    round += 1;
    await appendSyntheticClips(database.url, { count: MORE_CLIPS, seed: SEED + round });
    await eventually('the projections reached the last event', () => projectedToHead(db));
  };

  beforeAll(async () => {
    database = await freshDatabase();
    await marketHistory(database.url, { bulkClips: BULK_CLIPS });
    db = pgClient(database.url);
    await resetReadModels(db);
    environment = serviceEnvironment(database.url);
  });
  afterAll(async () => {
    for (const projector of started) await projector.kill('SIGKILL');
    await db?.close();
    await database?.drop();
    environment?.dispose();
  });

  it('exactly one advances each projection; the other takes over when it dies or loses its lock', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    await eventually('the history replayed', () => projectedToHead(db));
    let owners: Map<string, ServiceProcess> | null = null;
    await eventually('one owner per projection, the other standing by', async () => {
      owners = await soleOwners([a!, b!]);
      return owners !== null;
    });
    for (const pids of (await projectionLockHolders(db)).values()) expect(pids).toHaveLength(1);
    await moreEvents();

    // The owner of the audit projection dies: the other process takes over what it ran.
    const victim = owners!.get('audit')!;
    const survivor = victim === a ? b! : a!;
    await victim.kill('SIGKILL');
    await eventually('the survivor runs every projection', async () =>
      [...(await statesOf(survivor)).values()].every((state) => state === 'running'),
    );
    await moreEvents();

    // A new process stands by; then every lock session of the running one is ended (an
    // administrator, a connection killer): it must stop, and one of the two carries on.
    const standby = await start();
    await eventually('the new process stands by', async () =>
      [...(await statesOf(standby)).values()].every((state) => state === 'owned-elsewhere'),
    );
    for (const pids of (await projectionLockHolders(db)).values())
      for (const pid of pids) await terminate(db, pid);
    await moreEvents();
    await eventually(
      'again one owner per projection',
      async () => (await soleOwners([survivor, standby])) !== null,
    );
    for (const pids of (await projectionLockHolders(db)).values()) expect(pids).toHaveLength(1);
    await moreEvents();

    await Promise.all([survivor.kill('SIGTERM'), standby.kill('SIGTERM')]);
    const { differences } = await differencesFromRebuild(db);
    expect(differences).toEqual({});
  });
});
