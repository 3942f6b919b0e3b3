import { describe, expect, it } from 'vitest';
import { verdictOf } from './duplicateCheck.ts';

describe('the verdict on a chosen file', () => {
  it('is the seller’s own clip first, whatever else is on sale', () => {
    expect(
      verdictOf({ own: { videoId: 'v1', title: 'ชน', status: 'rejected' }, onSaleByOthers: true }),
    ).toEqual({ kind: 'own', videoId: 'v1', status: 'rejected' });
  });

  it('is on sale when only another seller has it listed, else new', () => {
    expect(verdictOf({ own: null, onSaleByOthers: true })).toEqual({ kind: 'onSale' });
    expect(verdictOf({ own: null, onSaleByOthers: false })).toEqual({ kind: 'new' });
  });
});
