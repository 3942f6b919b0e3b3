import { describe, expect, it } from 'vitest';
import { pageNumbers } from './pageNumbers.ts';

describe('pageNumbers (admin spec §9: at most 5 numbers)', () => {
  it('shows every page when there are 5 or fewer', () => {
    expect(pageNumbers(1, 3)).toEqual([1, 2, 3]);
    expect(pageNumbers(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });
  it('centres on the current page in a long list', () => {
    expect(pageNumbers(10, 40)).toEqual([8, 9, 10, 11, 12]);
  });
  it('stays inside the list at both ends', () => {
    expect(pageNumbers(1, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(2, 40)).toEqual([1, 2, 3, 4, 5]);
    expect(pageNumbers(40, 40)).toEqual([36, 37, 38, 39, 40]);
  });
  it('shows nothing for an empty list', () => {
    expect(pageNumbers(1, 0)).toEqual([]);
  });
});
