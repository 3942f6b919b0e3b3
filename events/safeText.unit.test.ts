import { describe, expect, it } from 'vitest';
import { findUnsafeText, isSafeText } from './safeText.ts';

describe('safe text: no NUL, no lone surrogate', () => {
  it.each([
    ['Thai with tone marks and a zero-width space', 'ชน\u200Bท้าย', true],
    ['an emoji (a well-formed surrogate pair)', 'รถ🚗', true],
    ['control characters other than NUL', '\u0001\t\r\n', true],
    ['a NUL', 'ชน\u0000ท้าย', false],
    ['a lone high surrogate', 'a\uD800', false],
    ['a lone low surrogate', '\uDC00a', false],
    ['two high surrogates', '\uD83D\uD83D', false],
  ])('%s → %s', (_name, text, safe) => {
    expect(isSafeText(text)).toBe(safe);
  });

  it('names the first unsafe string of a body, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: ['ok', { c: 'x\u0000' }] })).toBe('b.1.c');
    expect(findUnsafeText({ 'k\uD800': 1 })).toBe('(body)');
    expect(findUnsafeText({ a: ['ชน', 1, null, true] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'x\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)).toMatch(/^0(\.0)*$/);
  });
});
