import { describe, expect, it } from 'vitest';
import type { GlobalPosition } from '../events/envelope.ts';
import { checkpointAfterVisible } from './checkpointAfterVisible.ts';

const at = (gp: number): GlobalPosition => ({ tx: 1n, gp: BigInt(gp) });
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A mover over a committed position the test sets, a visibility gate it opens, a recorded checkpoint. */
function world() {
  let committed: GlobalPosition | null = null;
  const gates: (() => void)[] = [];
  const log: string[] = [];
  let checkpoint = at(0);
  let failNext: Error | null = null;
  const mover = checkpointAfterVisible({
    committed: async () => {
      if (failNext) {
        const error = failNext;
        failNext = null;
        throw error;
      }
      log.push(`read ${committed?.gp ?? 'none'}`);
      return committed;
    },
    visible: () => new Promise<void>((resolve) => gates.push(resolve)),
    raise: async (to) => {
      if (to && to.gp > checkpoint.gp) checkpoint = to;
      log.push(`raised ${checkpoint.gp}`);
      return checkpoint;
    },
    moved: () => {},
    failed: (error) => log.push(`failed ${(error as Error).message}`),
    retryMs: 1,
  });
  return {
    mover,
    log,
    commit: (gp: number) => (committed = at(gp)),
    openGate: () => gates.shift()!(),
    gatesWaiting: () => gates.length,
    failNextRead: (error: Error) => (failNext = error),
    checkpoint: () => checkpoint.gp,
  };
}

describe('checkpointAfterVisible', () => {
  it('given a chunk committed, when poked, then the checkpoint moves only after the writes are visible', async () => {
    const w = world();
    w.commit(5);
    w.mover.poke();
    await settle();
    expect(w.checkpoint()).toBe(0n);
    expect(w.gatesWaiting()).toBe(1);
    w.openGate();
    await settle();
    expect(w.checkpoint()).toBe(5n);
    await w.mover.stop();
  });

  it('given a move waiting for visibility, when more chunks commit and poke, then one more move covers them all', async () => {
    const w = world();
    w.commit(5);
    w.mover.poke();
    await settle();
    w.commit(7);
    w.mover.poke();
    w.commit(9);
    w.mover.poke();
    w.openGate();
    await settle();
    expect(w.checkpoint()).toBe(5n);
    expect(w.gatesWaiting()).toBe(1);
    w.openGate();
    await settle();
    expect(w.checkpoint()).toBe(9n);
    // The position is read before each visibility wait, never after it.
    expect(w.log).toEqual(['read 5', 'raised 5', 'read 9', 'raised 9']);
    await w.mover.stop();
  });

  it('given the database fails, when the mover reads, then it tries again by itself', async () => {
    const w = world();
    w.commit(3);
    w.failNextRead(new Error('connection lost'));
    w.mover.poke();
    await settle();
    expect(w.log[0]).toBe('failed connection lost');
    w.openGate();
    await settle();
    expect(w.checkpoint()).toBe(3n);
    await w.mover.stop();
  });

  it('given it is stopped, when poked, then nothing moves', async () => {
    const w = world();
    await w.mover.stop();
    w.commit(4);
    w.mover.poke();
    await settle();
    expect(w.gatesWaiting()).toBe(0);
    expect(w.checkpoint()).toBe(0n);
  });
});
