import type { AdminGranted, UserEvent, UserRegistered } from '../../../events/user/userEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

export interface RegisterUser {
  type: 'RegisterUser';
  uid: string;
  email: string;
  displayName: string;
  userType: UserRegistered['data']['userType'];
  now: string;
}
export interface GrantAdmin {
  type: 'GrantAdmin';
  uid: string;
  now: string;
}
export type UserCommand = RegisterUser | GrantAdmin;

export type UserState = { registered: false } | { registered: true; isAdmin: boolean };

export function evolveUser(state: UserState, event: UserEvent): UserState {
  switch (event.type) {
    case 'UserRegistered':
      return { registered: true, isAdmin: false };
    case 'AdminGranted':
      return state.registered ? { ...state, isAdmin: true } : state;
  }
}

export function decideUser(command: UserCommand, state: UserState): UserEvent[] {
  switch (command.type) {
    case 'RegisterUser': {
      if (state.registered) throw new DomainError('USER_ALREADY_EXISTS');
      const { type: _type, now, ...data } = command;
      return [{ type: 'UserRegistered', data: { ...data, registeredAt: now } } satisfies UserRegistered];
    }
    case 'GrantAdmin':
      if (!state.registered) throw new DomainError('USER_NOT_FOUND');
      if (state.isAdmin) throw new DomainError('ALREADY_ADMIN');
      return [
        { type: 'AdminGranted', data: { uid: command.uid, grantedAt: command.now } } satisfies AdminGranted,
      ];
    default: {
      const unknown: never = command;
      throw new Error(`unknown user command ${JSON.stringify(unknown)}`);
    }
  }
}

export const userDecider: Decider<UserState, UserCommand, UserEvent> = {
  initialState: () => ({ registered: false }),
  evolve: evolveUser,
  decide: decideUser,
};
