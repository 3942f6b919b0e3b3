import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refreshOnDemand } from './refreshOnDemand.ts';

/** A refresh the test finishes by hand: `started` counts starts, `finish()` ends the oldest. */
function engineRefresh() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  let started = 0;
  return {
    refresh: () =>
      new Promise<void>((resolve, reject) => {
        started += 1;
        pending.push({ resolve, reject });
      }),
    get started() {
      return started;
    },
    finish: () => pending.shift()!.resolve(),
    fail: (error: Error) => pending.shift()!.reject(error),
  };
}

const settled = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('refreshOnDemand', () => {
  beforeEach(() => vi.useFakeTimers({ now: 1_000_000 }));
  afterEach(() => vi.useRealTimers());

  it('given nothing running, when visibility is asked, then a refresh starts at once and answers when it ends', async () => {
    const engine = engineRefresh();
    const visible = refreshOnDemand(engine.refresh, { minGapMs: 50 });
    let answered = false;
    void visible().then(() => (answered = true));
    expect(engine.started).toBe(1);
    await settled();
    expect(answered).toBe(false);
    engine.finish();
    await settled();
    expect(answered).toBe(true);
  });

  it('given a refresh running, when more callers ask, then they share one later refresh that starts after it', async () => {
    const engine = engineRefresh();
    const visible = refreshOnDemand(engine.refresh, { minGapMs: 0 });
    const order: string[] = [];
    void visible().then(() => order.push('first'));
    // Written after the first refresh started: only a refresh that starts later shows these.
    void visible().then(() => order.push('second'));
    void visible().then(() => order.push('third'));
    expect(engine.started).toBe(1);
    engine.finish();
    await settled();
    expect(order).toEqual(['first']);
    expect(engine.started).toBe(2);
    engine.finish();
    await settled();
    expect(order).toEqual(['first', 'second', 'third']);
    expect(engine.started).toBe(2);
  });

  it('given a refresh just started, when the next is asked, then it starts no sooner than the gap after it', async () => {
    const engine = engineRefresh();
    const visible = refreshOnDemand(engine.refresh, { minGapMs: 50 });
    void visible();
    engine.finish();
    await settled();
    let answered = false;
    void visible().then(() => (answered = true));
    expect(engine.started).toBe(1);
    await vi.advanceTimersByTimeAsync(49);
    expect(engine.started).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(engine.started).toBe(2);
    engine.finish();
    await settled();
    expect(answered).toBe(true);
  });

  it('given a refresh that fails, when it ends, then its callers get the error and the next call refreshes again', async () => {
    const engine = engineRefresh();
    const visible = refreshOnDemand(engine.refresh, { minGapMs: 0 });
    const first = visible();
    engine.fail(new Error('engine gone'));
    await expect(first).rejects.toThrow('engine gone');
    const second = visible();
    expect(engine.started).toBe(2);
    engine.finish();
    await expect(second).resolves.toBeUndefined();
  });
});
