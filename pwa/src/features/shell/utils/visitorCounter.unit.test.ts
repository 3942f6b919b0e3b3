import { describe, expect, it } from 'vitest';
import { countVisit } from './visitorCounter.ts';

function memoryStore(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('countVisit', () => {
  it('starts at 1 on the first visit', () => {
    expect(countVisit(memoryStore(), memoryStore())).toBe(1);
  });

  it('counts once per browser session', () => {
    const local = memoryStore();
    const session = memoryStore();
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, session)).toBe(1);
    expect(countVisit(local, memoryStore())).toBe(2);
    expect(local.values.get('dashclip.visitorCount')).toBe('2');
  });

  it('continues from the stored count', () => {
    expect(countVisit(memoryStore({ 'dashclip.visitorCount': '1499' }), memoryStore())).toBe(1500);
  });

  it('treats a damaged stored count as zero', () => {
    expect(countVisit(memoryStore({ 'dashclip.visitorCount': 'abc' }), memoryStore())).toBe(1);
    expect(countVisit(memoryStore({ 'dashclip.visitorCount': '-5' }), memoryStore())).toBe(1);
  });

  it('still shows a count when storage refuses to write', () => {
    const local = {
      getItem: () => '41',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(countVisit(local, memoryStore())).toBe(42);
  });
});
