import { describe, expect, it } from 'vitest';
import { serverSkipReason } from '../fixtures/postgresServer.ts';
import { loadReport } from './loadReport.ts';
import { layoutMissing } from './loadServer.ts';
import { runLoad } from './runLoad.ts';

/**
 * The soak of `npm run load` for one minute at rates a two-core CI box carries: correctness only
 * (no 5xx, no lost write, money conserved), never a timing figure. It runs as vitest's `load`
 * project after the other suites (`npm test`), so no other suite shares the machine with it. Every
 * service runs alone behind the nginx gateway where nginx is installed (as in CI): the layout the
 * other server suites do not load; every other suite runs them in one process.
 */
const layout = layoutMissing('alone') ? 'one' : 'alone';
if (layout === 'one') console.log(`[info] load smoke in one process: ${layoutMissing('alone')}`);
const SMOKE = { seconds: 60, commands: 20, reads: 100, seed: 20, layout } as const;
/** Start, the account pool (production scrypt), the minute, the drain, and the checks (which may wait out one upkeep round). */
const SMOKE_TIMEOUT_MS = 6 * 60_000;

const skip = serverSkipReason();

const title = 'the soak for a minute on the PostgreSQL server (issue 20)';

(skip ? describe.skip : describe)(skip ? `${title} (skipped: ${skip})` : title, () => {
  it(
    'answers no 5xx, loses no accepted write and conserves money',
    async () => {
      const result = await runLoad({ ...SMOKE, log: () => {} });
      const failed = result.checks.filter((check) => !check.ok);
      expect(failed, loadReport(result)).toEqual([]);
    },
    SMOKE_TIMEOUT_MS,
  );
});
