import { readdir } from 'node:fs/promises';
import path from 'node:path';

/**
 * Every regular file under `root`, as `/`-separated paths relative to it, sorted; folders named in
 * `skip` (relative, top level) are left out, and a folder that vanished meanwhile counts as empty.
 */
export async function listFiles(root: string, skip: readonly string[] = []): Promise<string[]> {
  const found: string[] = [];
  const walk = async (relative: string) => {
    const entries = await readdir(path.join(root, relative), { withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    for (const entry of entries) {
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (!skip.includes(child)) await walk(child);
      } else if (entry.isFile()) found.push(child);
    }
  };
  await walk('');
  return found.sort();
}
