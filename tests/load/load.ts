/**
 * `npm run load [-- --seconds 600 --commands 200 --reads 1000 --seed 20 --services one|alone --keep]`:
 * the soak of issue 20. Drives the real HTTP API of the server (every service in one process, or
 * with `--services alone` each service in its own process behind the nginx gateway) on a fresh database of
 * the PostgreSQL server named by DATABASE_URL with commands and reads in open loops, prints the
 * report, and exits 1 when a correctness check fails (a 5xx, a lost write, money not conserved) —
 * never on timing. `--keep` leaves the database behind for a look; LOAD_SERVER_NODE_ARGS (e.g.
 * "--cpu-prof --cpu-prof-dir=/tmp/prof") go to the server's node.
 */
import { parseArgs } from 'node:util';
import { loadReport } from './loadReport.ts';
import { layoutMissing, SERVICE_LAYOUTS, type ServiceLayout } from './loadServer.ts';
import { runLoad } from './runLoad.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '600' },
    commands: { type: 'string', default: '200' },
    reads: { type: 'string', default: '1000' },
    seed: { type: 'string', default: '20' },
    services: { type: 'string', default: 'one' },
    keep: { type: 'boolean', default: false },
  },
});
const number = (name: 'seconds' | 'commands' | 'reads' | 'seed') => {
  const value = Number(values[name]);
  if (!Number.isFinite(value) || value <= 0) {
    console.error(`--${name} must be a positive number, not ${values[name]}`);
    process.exit(2);
  }
  return value;
};

const layout = values.services as ServiceLayout;
if (!SERVICE_LAYOUTS.includes(layout)) {
  console.error(`--services is one of ${SERVICE_LAYOUTS.join(', ')}, not ${values.services}`);
  process.exit(2);
}
const missing = layoutMissing(layout);
if (missing) {
  console.error(`--services ${layout} cannot run here: ${missing}`);
  process.exit(2);
}

if (!process.env.DATABASE_URL) {
  console.error(
    'npm run load needs DATABASE_URL: a PostgreSQL server on which it may create (and afterwards drop) a database, ' +
      'e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres',
  );
  process.exit(2);
}

const result = await runLoad({
  seconds: number('seconds'),
  commands: number('commands'),
  reads: number('reads'),
  seed: number('seed'),
  layout,
  keepDatabase: values.keep,
  log: (line) => console.log(line),
});
console.log(`\n${loadReport(result)}`);
process.exit(result.checks.every((check) => check.ok) ? 0 : 1);
