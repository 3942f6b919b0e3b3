import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Every repository path the docs quote exists (issue 16): a moved or renamed file cannot leave a
 * worked example pointing nowhere. Placeholders (`projections/<read-model>/`) are checked up to
 * the placeholder.
 */
const root = path.resolve(import.meta.dirname, '../..');
const tops = ['events', 'command-api', 'projector', 'query-api', 'infra', 'pwa', 'tests', 'docs', '.ci'];
const quoted = new RegExp(
  `(?<![\\w./-])((?:${tops.map((t) => t.replace('.', '\\.')).join('|')})/[\\w./-]*)`,
  'g',
);

/** Made by a build or at run time, so absent from a fresh clone. */
const generated = ['pwa/dist', 'pwa/dev-dist'];

const documents = [
  ...fs.readdirSync(path.join(root, 'docs')).map((name) => `docs/${name}`),
  'README.md',
  'pwa/README.md',
].filter((file) => file.endsWith('.md') && fs.existsSync(path.join(root, file)));

export function quotedPaths(markdown: string): string[] {
  return [...markdown.matchAll(quoted)].map((match) => match[1]!.replace(/[.,]+$/, ''));
}

describe('the paths the docs quote', () => {
  it('finds quoted paths and stops at placeholders', () => {
    expect(quotedPaths('see `command-api/domain/<aggregate>/` and infra/app/main.ts.')).toEqual([
      'command-api/domain/',
      'infra/app/main.ts',
    ]);
    expect(quotedPaths('`../shared/DESIGN.md`, /api/videos')).toEqual([]);
  });

  it.each(documents)('%s quotes only paths that exist', (document) => {
    const missing = quotedPaths(fs.readFileSync(path.join(root, document), 'utf8')).filter(
      (quotedPath) =>
        !generated.some((folder) => `${quotedPath}/`.startsWith(`${folder}/`)) &&
        !fs.existsSync(path.join(root, quotedPath)),
    );
    expect(missing).toEqual([]);
  });
});
