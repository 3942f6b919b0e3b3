import { asDomainEvent } from '../../events/catalogue.ts';
import type { EventStore } from '../../events/eventStore.ts';
import { streams } from '../../events/streams.ts';
import type { BankAccount } from '../domain/payout/decide.ts';

/**
 * The bank account a seller last set (BankAccountSet), from their own stream; null without one,
 * or once the account is erased (its personal fields then read back blank).
 */
export async function readBankAccount(store: EventStore, sellerId: string): Promise<BankAccount | null> {
  const { events } = await store.readStream(streams.user(sellerId));
  let account: BankAccount | null = null;
  for (const recorded of events) {
    const event = asDomainEvent(recorded);
    if (event?.type === 'BankAccountSet') {
      const { bankName, accountName, accountNumber } = event.data;
      account = { bankName, accountName, accountNumber };
    } else if (event?.type === 'UserErased') account = null;
  }
  return account && account.accountNumber.trim() !== '' && account.accountName.trim() !== '' ? account : null;
}
