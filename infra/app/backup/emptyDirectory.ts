import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';

/** True when `dir` does not exist or holds nothing; false when it holds anything (or is a file). */
export async function isAbsentOrEmpty(dir: string): Promise<boolean> {
  try {
    return (await readdir(dir)).length === 0;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return true;
    if (code === 'ENOTDIR') return false;
    throw error;
  }
}

/**
 * Undoes a backup or restore that failed half-way in a folder it found absent or empty: removes
 * the folder when this run made it, else only what is inside (it may be a mount point).
 */
export async function emptyFolder(dir: string, options: { remove: boolean }): Promise<void> {
  if (options.remove) return rm(dir, { recursive: true, force: true });
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) await rm(path.join(dir, name), { recursive: true, force: true });
}
