/** A pure decider (STYLE.md): state from events, events from a command and the state. */
export interface Decider<State, Command, Event> {
  initialState: () => State;
  evolve: (state: State, event: Event) => State;
  decide: (command: Command, state: State) => Event[];
}

/** The business codes a decider refuses with; the HTTP edge turns them into status codes and Thai text. */
export type DomainErrorCode =
  | 'CLIP_ALREADY_EXISTS'
  | 'CLIP_NOT_FOUND'
  | 'CLIP_NOT_PENDING'
  | 'PRICE_OUT_OF_RANGE'
  | 'USER_ALREADY_EXISTS'
  | 'USER_NOT_FOUND'
  | 'ALREADY_ADMIN';

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(readonly code: DomainErrorCode) {
    super(code);
  }
}
