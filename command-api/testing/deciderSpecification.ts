import { expect } from 'vitest';
import { DomainError, type Decider, type DomainErrorCode } from '../domain/decider.ts';

/** given(events).when(command).then(events) | .thenThrows(code) — exact, because deciders are pure. */
export function deciderSpecification<State, Command, Event>(decider: Decider<State, Command, Event>) {
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, events.reduce(decider.evolve, decider.initialState()));
          return {
            then(expected: Event[]) {
              expect(run()).toEqual(expected);
            },
            thenThrows(code: DomainErrorCode) {
              let thrown: unknown;
              try {
                run();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect((thrown as DomainError).code).toBe(code);
            },
          };
        },
      };
    },
  };
}
