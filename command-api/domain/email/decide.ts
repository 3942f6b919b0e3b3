import type { EmailEvent } from '../../../events/user/userEvents.ts';
import { DomainError, type Decider } from '../decider.ts';

/** `email-{hash}` holds at most one account at a time, whatever the identity provider (DESIGN.md §3). */
export type EmailCommand =
  { type: 'ReserveEmail'; uid: string; now: string } | { type: 'ReleaseEmail'; uid: string; now: string };

export type EmailState = { holder: string | null };

export function evolveEmail(_state: EmailState, event: EmailEvent): EmailState {
  return { holder: event.type === 'EmailReserved' ? event.data.uid : null };
}

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  switch (command.type) {
    case 'ReserveEmail':
      if (state.holder !== null) throw new DomainError('EMAIL_ALREADY_IN_USE');
      return [{ type: 'EmailReserved', data: { uid: command.uid, reservedAt: command.now } }];
    case 'ReleaseEmail':
      if (state.holder !== command.uid) throw new DomainError('USER_NOT_FOUND');
      return [{ type: 'EmailReleased', data: { uid: command.uid, releasedAt: command.now } }];
    default: {
      const unknown: never = command;
      throw new Error(`unknown e-mail command ${JSON.stringify(unknown)}`);
    }
  }
}

export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: () => ({ holder: null }),
  evolve: evolveEmail,
  decide: decideEmail,
};
