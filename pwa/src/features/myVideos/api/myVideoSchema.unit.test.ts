import { describe, expect, it } from 'vitest';
import { statusLabel } from '../../../lib/labels.ts';
import {
  editableOnSale,
  editableWhilePending,
  myVideoSchema,
  resubmittable,
  sellerStatus,
} from './myVideoSchema.ts';

const clip = (status: string, salesCount = 0) => myVideoSchema.parse({ _id: 'c', status, salesCount });

describe('sellerStatus', () => {
  it('labels each state as the spec does', () => {
    expect(statusLabel(sellerStatus(clip('pending')))).toBe('รอตรวจสอบ');
    expect(statusLabel(sellerStatus(clip('approved')))).toBe('พร้อมขาย');
    expect(statusLabel(sellerStatus(clip('rejected')))).toBe('ถูกปฏิเสธ');
    expect(statusLabel(sellerStatus(clip('expired')))).toBe('หมดอายุ');
    expect(statusLabel(sellerStatus(clip('sold', 1)))).toBe('ขายแล้ว');
  });

  it('derives sold from an approved clip with a sale', () => {
    expect(sellerStatus(clip('approved', 2))).toBe('sold');
    expect(sellerStatus(clip('rejected', 2))).toBe('rejected');
  });

  it('resubmits only rejected clips', () => {
    expect(resubmittable(clip('rejected'))).toBe(true);
    expect(resubmittable(clip('pending'))).toBe(false);
    expect(resubmittable(clip('expired'))).toBe(false);
  });

  it('shows an unknown state as pending', () => {
    expect(sellerStatus(clip('something-new'))).toBe('pending');
  });

  it('edits pending clips fully and clips on sale in the modal', () => {
    expect(editableWhilePending(clip('pending'))).toBe(true);
    expect(editableWhilePending(clip('approved'))).toBe(false);
    expect(editableOnSale(clip('approved'))).toBe(true);
    expect(editableOnSale(clip('approved', 1))).toBe(true);
    expect(editableOnSale(clip('pending'))).toBe(false);
    expect(editableOnSale(clip('rejected'))).toBe(false);
    expect(editableOnSale(clip('expired'))).toBe(false);
  });

  it('reads a clip with odd fields leniently', () => {
    const video = myVideoSchema.parse({ _id: 'c', status: 'approved', price: 'x', tags: null, title: null });
    expect(video).toMatchObject({ price: 0, tags: [], title: '', rejectionReason: null });
  });
});
