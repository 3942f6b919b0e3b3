import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

/**
 * In-memory PGlite databases (tests, benches) start from a copy of a freshly initialised cluster:
 * initdb in WebAssembly costs 1.5–4 s on a 2-core machine, loading the copy 0.4–0.7 s. The copy is
 * made once per PGlite version and kept in the OS temp directory, written under a name of its own
 * and renamed into place, so processes racing to make it never read half of one. A cluster nobody
 * has touched is the same whichever process initialised it, so a database loaded from the copy is
 * a fresh one. A copy PGlite cannot load is forgotten and the database initialised as before.
 */
export async function openFromFreshCluster<T>(
  open: (loadDataDir: Blob | undefined) => Promise<T>,
  dir: string = os.tmpdir(),
): Promise<T> {
  const file = path.join(dir, `dashclip-pglite-${pgliteVersion()}-fresh-cluster.tar`);
  let tarball: Blob;
  try {
    tarball = await freshClusterTarball(file);
  } catch {
    return open(undefined);
  }
  try {
    return await open(tarball);
  } catch {
    fs.rmSync(file, { force: true });
    return open(undefined);
  }
}

async function freshClusterTarball(file: string): Promise<Blob> {
  try {
    return new Blob([await fs.promises.readFile(file)]);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  // Extensions live beside the cluster, not in it: the copy serves databases with any of them.
  const template = await PGlite.create();
  const tarball = await template.dumpDataDir('none');
  await template.close();
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  try {
    await fs.promises.writeFile(partial, Buffer.from(await tarball.arrayBuffer()));
    await fs.promises.rename(partial, file);
  } catch {
    // A read-only or full temp directory: this process uses the copy it made, the next makes one.
    fs.rmSync(partial, { force: true });
  }
  return tarball;
}

function pgliteVersion(): string {
  // The package's exports leave out its package.json: read it beside its entry point.
  let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    version: string;
  };
  return version;
}
