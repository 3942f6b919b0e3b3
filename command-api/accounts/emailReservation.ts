import { streams } from '../../events/streams.ts';
import { emailKey } from '../../infra/adapters/identity/contactDetails.ts';
import { emailDecider } from '../domain/email/decide.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';
import type { IdentityDeps } from './identityDeps.ts';
import { nowIso } from './userCommands.ts';

const streamOf = (email: string) => streams.email(emailKey(email));

/** Who holds an address now (the reservation stream, not a read model: sign-in decides on it). */
export async function holderOf(deps: Pick<IdentityDeps, 'store'>, email: string): Promise<string | null> {
  return (await loadState(deps.store, streamOf(email), emailDecider)).state.holder;
}

export function reserveEmail(
  deps: Pick<IdentityDeps, 'store'>,
  email: string,
  uid: string,
  context: CommandContext,
) {
  return handleCommand(
    deps.store,
    streamOf(email),
    emailDecider,
    { type: 'ReserveEmail', uid, now: nowIso() },
    context,
  );
}

export function releaseEmail(
  deps: Pick<IdentityDeps, 'store'>,
  email: string,
  uid: string,
  context: CommandContext,
) {
  return handleCommand(
    deps.store,
    streamOf(email),
    emailDecider,
    { type: 'ReleaseEmail', uid, now: nowIso() },
    context,
  );
}
