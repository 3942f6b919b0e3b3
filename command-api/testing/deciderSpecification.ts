import { expect } from 'vitest';
import { DomainError, type Decider, type DomainErrorCode } from '../domain/decider.ts';

/**
 * given(events).when(command).then(events) | .thenThrows(code) — exact, because deciders are pure.
 * A decider with a batch `fold` is checked on every given: folded at once, and in two parts as a
 * kept state catches up, it must equal the events evolved one by one. A decider with a snapshot
 * codec must read back, through JSON as a store keeps it, the state it wrote.
 */
export function deciderSpecification<State, Command, Event>(decider: Decider<State, Command, Event>) {
  const folded = (events: Event[]) => {
    const byEvents = events.reduce(decider.evolve, decider.initialState());
    if (decider.fold) {
      const half = Math.floor(events.length / 2);
      expect(decider.fold(decider.initialState(), events)).toEqual(byEvents);
      expect(
        decider.fold(decider.fold(decider.initialState(), events.slice(0, half)), events.slice(half)),
      ).toEqual(byEvents);
    }
    if (decider.snapshot) {
      const { encode, decode } = decider.snapshot;
      expect(decode(JSON.parse(JSON.stringify(encode(byEvents))))).toEqual(byEvents);
    }
    return byEvents;
  };
  return {
    given(events: Event[]) {
      return {
        when(command: Command) {
          const run = () => decider.decide(command, folded(events));
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
