import type { Config } from '../config.ts';

export const FORCE_FLAG = '--force';

/**
 * Why `npm run dev:seed` must not run here, or null (issue 15): the seeded accounts, an admin
 * among them, have a password printed in the README, so they belong only in the embedded database
 * of a tester's own machine. `--force` overrides, for a staging database on purpose.
 */
export function seedRefusal(
  config: Pick<Config, 'embedded' | 'devTools' | 'DATABASE_URL'>,
  argv: readonly string[],
): string | null {
  if (argv.includes(FORCE_FLAG)) return null;
  if (!config.embedded)
    return `dev:seed refuses a database server (${config.DATABASE_URL ? 'DATABASE_URL' : 'KURRENTDB_URL'} is set): it would add an admin with a published password. Run "npm run dev:seed -- ${FORCE_FLAG}" if that is really meant.`;
  if (!config.devTools)
    return `dev:seed refuses a marketplace without dev tools (DEV_TOOLS off, or HOST not loopback): it would add an admin with a published password. Run "npm run dev:seed -- ${FORCE_FLAG}" if that is really meant.`;
  return null;
}
