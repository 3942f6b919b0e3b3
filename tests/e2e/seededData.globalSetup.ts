/**
 * The browser tests' global setup: the dev accounts are seeded once per run into a data directory
 * of its own (as `npm run dev:seed` does), and every file that starts its server `seeded` copies
 * it, instead of seeding its own (ten seconds each: scrypt at OWASP's cost and the projections).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDataDir } from '../fixtures/e2eServer.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The seeded data directory to copy (startE2eServer's `seeded`). */
    e2eSeededDataDir: string;
  }
}

export default async function seedOnce(project: TestProject): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dashclip-e2e-seeded-'));
  await seedDataDir(dataDir);
  project.provide('e2eSeededDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
