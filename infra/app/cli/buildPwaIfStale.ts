/**
 * `npm start`'s first step: builds the PWA only when pwa/dist is not the build of the sources here.
 * The build writes a stamp, a hash of everything it is made from (pwa/ without dist/, events/,
 * which the PWA imports, and the lockfile); a stamp that matches means the build is up to date.
 * Prints which it was. `--force` builds anyway.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../../..');
const distDir = path.join(root, 'pwa', 'dist');
const stampFile = path.join(distDir, '.build-stamp');
/** What the build reads, relative to the project root. */
const SOURCES = ['pwa', 'events', 'package-lock.json', 'package.json', 'tsconfig.json'];
const SKIPPED = new Set(['dist', 'node_modules', '.tmp']);

function files(relative: string): string[] {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return [relative];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(relative, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : files(child);
    return entry.isFile() ? [child] : [];
  });
}

/** One hash over the names and contents of every source file, in a fixed order. */
function sourcesHash(): string {
  const hash = createHash('sha256');
  const all = SOURCES.flatMap(files).sort();
  for (const file of all) {
    hash.update(file).update('\0');
    hash.update(readFileSync(path.join(root, file))).update('\0');
  }
  return hash.digest('hex');
}

const current = sourcesHash();
const built = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
const upToDate =
  built === current && existsSync(path.join(distDir, 'index.html')) && !process.argv.includes('--force');
if (upToDate) {
  console.log('PWA build is up to date (pwa/dist matches the sources): not rebuilding.');
} else {
  console.log(
    built ? 'PWA sources changed since the last build: rebuilding.' : 'No PWA build yet: building.',
  );
  const build = spawnSync('npm', ['run', 'build:pwa'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(stampFile, `${current}\n`);
  console.log('PWA built.');
}
