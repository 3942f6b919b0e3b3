import { streams } from '../../events/streams.ts';
import { normalizeEmail } from '../../infra/adapters/identity/contactDetails.ts';
import type { CommandContext } from '../handleCommand.ts';
import { releaseEmail } from './emailReservation.ts';
import type { IdentityDeps } from './identityDeps.ts';
import { nowIso, runUserCommand, untilAccessReflects } from './userCommands.ts';

/**
 * PDPA erasure (DESIGN.md §3): UserErased makes the erasure projection delete the person's key
 * (their personal fields in every event become unreadable: names, contacts, bank account, their
 * clips' words and pins, their complaints and the answers to them), their outbox rows, and the
 * files of their unsold clips and unfinished uploads; the read models forget them; the address is
 * released for a new account. Answers once the read models and the erasure reflect it.
 * In Firebase mode the Firebase account (which holds the address and phone too) is deleted last: our
 * erasure must not wait on Google, and a failure there is logged for an operator to finish by hand.
 */
export async function eraseAccount(deps: IdentityDeps, uid: string, context: CommandContext) {
  const registered = await deps.store.readStream(streams.user(uid));
  const email = registered.events.find((event) => event.type === 'UserRegistered')?.data as
    { email?: string } | undefined;
  const { position } = await runUserCommand(deps, { type: 'EraseUser', uid, now: nowIso() }, context);
  if (email?.email) await releaseEmail(deps, normalizeEmail(email.email), uid, context);
  await untilAccessReflects(deps, position, ['users', 'catalog', 'erasure']);
  if (deps.firebase) {
    try {
      await deps.firebase.forgetIdentity(uid);
    } catch (error) {
      deps.logger.warn(
        { event: 'firebase-identity-not-deleted', uid, correlationId: context.correlationId, err: error },
        'erased here, but the Firebase account could not be deleted',
      );
    }
  }
  return { data: { deleted: true }, position };
}
