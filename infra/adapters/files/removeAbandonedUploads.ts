import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Removes partial uploads nobody touched for `maxAgeMs`: a tus upload is its data file `<id>` plus
 * `<id>.json`, judged by the data file's last write (every PATCH touches it), so an upload resumed
 * now and then stays. Multipart leftovers in `incoming/` (a crash mid-request) go the same way.
 * Answers how many files were removed.
 */
export async function removeAbandonedUploads(dirs: string[], now: Date, maxAgeMs: number): Promise<number> {
  const cutoff = now.getTime() - maxAgeMs;
  let removed = 0;
  for (const dir of dirs) {
    const names = await readdir(dir).catch(() => [] as string[]);
    for (const name of names) {
      const dataFile = path.join(dir, name.endsWith('.json') ? name.slice(0, -'.json'.length) : name);
      // A `.json` whose data file is gone is judged by its own age.
      const lastWrite = (await mtimeOf(dataFile)) ?? (await mtimeOf(path.join(dir, name)));
      if (lastWrite === null || lastWrite >= cutoff) continue;
      await rm(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}

const mtimeOf = (file: string) =>
  stat(file).then(
    (info) => info.mtimeMs,
    () => null,
  );
