import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { adminHistory } from './adminSharedTexts.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
const SERVER_FOLDERS = ['command-api', 'infra', 'projector', 'query-api', 'events'];

/** Every `{ system: '…' }` actor the server's own code (not its tests nor their helpers) records events as. */
function systemActors(): Map<string, string> {
  const found = new Map<string, string>();
  for (const folder of SERVER_FOLDERS) {
    for (const entry of readdirSync(path.join(root, folder), { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || /\.test\.ts$/.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      if (file.split(path.sep).includes('testing')) continue;
      for (const match of readFileSync(file, 'utf8').matchAll(/\bsystem: '([a-z-]+)'/g))
        found.set(match[1]!, path.relative(root, file));
    }
  }
  return found;
}

describe('the audit trail names every system that acts on its own in Thai', () => {
  it('has a label for each system actor the server records events as', () => {
    const actors = systemActors();
    // The scan itself finds them (a rename of the pattern would make this test pass on nothing).
    expect(actors.has('payout-schedule')).toBe(true);
    const unlabelled = [...actors].filter(([name]) => !(name in adminHistory.systems));
    expect(unlabelled.map(([name, file]) => `${name} (${file})`)).toEqual([]);
  });
});
