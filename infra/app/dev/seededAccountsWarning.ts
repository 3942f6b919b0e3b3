import type { Logger } from 'pino';
import { holderOf } from '../../../command-api/accounts/emailReservation.ts';
import type { EventStore } from '../../../events/eventStore.ts';
import { devAccounts } from './devAccounts.ts';

/**
 * Dev tools off but `dev:seed`'s accounts (a published password, one of them an admin) still hold
 * their addresses: the operator is told at start, by account id only. Read from the reservation
 * streams, which are written before any read model catches up.
 */
export async function warnOfSeededAccounts(store: EventStore, logger: Pick<Logger, 'warn'>): Promise<void> {
  const seeded: string[] = [];
  for (const account of devAccounts)
    if ((await holderOf({ store }, account.email)) === account.uid) seeded.push(account.uid);
  if (seeded.length > 0)
    logger.warn(
      { accounts: seeded },
      'dev:seed accounts with the published password exist while dev tools are off: suspend or erase them',
    );
}
