import { ACCESS_CONSISTENCY_WAIT_MS } from '../constants.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import { streams } from '../../events/streams.ts';
import { userDecider, type UserCommand } from '../domain/user/decide.ts';
import type { UserState } from '../domain/user/state.ts';
import { handleCommand, loadState, type CommandContext } from '../handleCommand.ts';
import type { UserView } from '../ports/readModelLookups.ts';
import type { IdentityDeps } from './identityDeps.ts';
import { DomainError } from '../domain/decider.ts';

export const nowIso = () => new Date().toISOString();

export function runUserCommand(
  deps: Pick<IdentityDeps, 'store'>,
  command: UserCommand,
  context: CommandContext,
) {
  return handleCommand(deps.store, streams.user(command.uid), userDecider, command, context);
}

export async function loadUser(deps: Pick<IdentityDeps, 'store'>, uid: string): Promise<UserState> {
  return (await loadState(deps.store, streams.user(uid), userDecider)).state;
}

/**
 * Waits until the `users` read model — which authenticates every request — has applied `position`,
 * so a suspension, logout or new session holds from the very next request. When it does not in
 * time (projections far behind under load), the command stands and the caller is told to try
 * again shortly (a Thai 503), never a 500.
 */
export async function untilAccessReflects(
  deps: IdentityDeps,
  position: GlobalPosition,
  projections: readonly string[] = ['users'],
): Promise<void> {
  const caughtUp = await deps.readModels.waitUntilProjected(
    projections,
    position,
    ACCESS_CONSISTENCY_WAIT_MS,
  );
  if (!caughtUp) throw new DomainError('ACCESS_NOT_UPDATED_YET');
}

export async function userViewAfter(
  deps: IdentityDeps,
  uid: string,
  position: GlobalPosition,
): Promise<UserView> {
  await untilAccessReflects(deps, position);
  const user = await deps.readModels.user(uid);
  if (!user) throw new Error('a user just written is missing from the read model');
  return user;
}
