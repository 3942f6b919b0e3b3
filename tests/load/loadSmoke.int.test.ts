import { describe, expect, it } from 'vitest';
import { serverSkipReason } from '../fixtures/postgresServer.ts';
import { loadReport } from './loadReport.ts';
import { runLoad } from './runLoad.ts';

/**
 * The soak of `npm run load` for one minute at rates a two-core CI box carries beside the other
 * suites: correctness only (no 5xx, no lost write, money conserved), never a timing figure.
 */
const SMOKE = { seconds: 60, commands: 20, reads: 100, seed: 20 };
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
