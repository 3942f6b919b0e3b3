import type { EventStore } from '../../events/eventStore.ts';
import { DomainError, type DomainErrorCode } from '../domain/decider.ts';
import type { ExpireRequest, FulfilRequest, MatchRequest } from '../domain/request/decide.ts';
import type { RequestStreamEvent } from '../domain/request/state.ts';
import type { CommandContext, CommandResult } from '../handleCommand.ts';
import { runRequestCommand } from './runRequestCommand.ts';

/*
 * What background work records on a request (matching clips, purchases, the expiry schedule).
 * Each may run again for the same fact (at-least-once delivery, a job retried): a fact already
 * recorded, or one that no longer applies, records nothing and answers null.
 */

type Input<C> = Omit<C, 'type'>;

async function unlessSettled(
  run: Promise<CommandResult<RequestStreamEvent>>,
  settled: readonly DomainErrorCode[],
): Promise<CommandResult<RequestStreamEvent> | null> {
  try {
    return await run;
  } catch (error) {
    if (error instanceof DomainError && settled.includes(error.code)) return null;
    throw error;
  }
}

/**
 * An approved clip falls inside an open request's circle and window: RequestMatched, which tells
 * the requester. Null when the clip is already matched to it or the request is not open (or is
 * past its time).
 */
export function matchRequest(
  store: EventStore,
  match: Input<MatchRequest>,
  context: CommandContext,
): Promise<CommandResult<RequestStreamEvent> | null> {
  return unlessSettled(runRequestCommand(store, { type: 'MatchRequest', ...match }, context), [
    'REQUEST_ALREADY_MATCHED',
    'REQUEST_NOT_OPEN',
  ]);
}

/**
 * The requester (`buyerId`) paid for a clip linked to or matching the request: RequestFulfilled.
 * Null when it is already fulfilled or was removed; REQUEST_NOT_OWNER when the buyer is someone
 * else (a caller's mistake), REQUEST_NOT_FOUND for an unknown request.
 */
export function fulfilRequest(
  store: EventStore,
  purchase: Input<FulfilRequest>,
  context: CommandContext,
): Promise<CommandResult<RequestStreamEvent> | null> {
  return unlessSettled(runRequestCommand(store, { type: 'FulfilRequest', ...purchase }, context), [
    'REQUEST_ALREADY_FULFILLED',
    'REQUEST_NOT_OPEN',
  ]);
}

/**
 * An open request whose expiresAt is at or before `now`: RequestExpired, which frees its slot.
 * Null when it is not open any more or not due (renewed meanwhile).
 */
export function expireRequest(
  store: EventStore,
  due: Input<ExpireRequest>,
  context: CommandContext,
): Promise<CommandResult<RequestStreamEvent> | null> {
  return unlessSettled(runRequestCommand(store, { type: 'ExpireRequest', ...due }, context), [
    'REQUEST_NOT_OPEN',
    'REQUEST_NOT_DUE',
  ]);
}
