import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { personalDataCodec } from './personalDataCodec.ts';

const key = randomBytes(32);
const fields = ['email', 'firstName', 'phone'] as const;
const registered = {
  uid: 'u-1',
  email: 'somsri@example.com',
  firstName: 'สมศรี',
  phone: '+66812345678',
  userType: 'seller',
};

describe('personal data codec', () => {
  it('moves the personal fields into one sealed box and leaves the others readable', () => {
    const sealed = personalDataCodec.seal(registered, fields, key);
    expect(sealed).toMatchObject({ uid: 'u-1', userType: 'seller' });
    expect(sealed).not.toHaveProperty('email');
    expect(sealed.personal).toMatchObject({ v: 1, fields: ['email', 'firstName', 'phone'] });
    const text = JSON.stringify(sealed);
    for (const secret of ['somsri', 'สมศรี', '812345678']) expect(text).not.toContain(secret);
  });

  it('opens back to the original data', () => {
    expect(personalDataCodec.open(personalDataCodec.seal(registered, fields, key), key)).toEqual(registered);
  });

  it('seals only the fields present, and leaves data without any untouched', () => {
    const update = { uid: 'u-1', phone: '+66899999999', updatedAt: '2026-11-20T10:00:00.000Z' };
    const sealed = personalDataCodec.seal(update, fields, key);
    expect((sealed.personal as { fields: string[] }).fields).toEqual(['phone']);
    expect(personalDataCodec.open(sealed, key)).toEqual(update);
    const none = { uid: 'u-1', updatedAt: 'x' };
    expect(personalDataCodec.seal(none, fields, key)).toBe(none);
    expect(personalDataCodec.open(none, key)).toBe(none);
  });

  it('without the key (erased) each sealed field reads as an empty string', () => {
    const sealed = personalDataCodec.seal(registered, fields, key);
    expect(personalDataCodec.open(sealed, null)).toEqual({
      uid: 'u-1',
      userType: 'seller',
      email: '',
      firstName: '',
      phone: '',
    });
  });

  it('a newer key of the same person does not open, and reads as erased, what the old key sealed', () => {
    const sealed = personalDataCodec.seal(registered, fields, key);
    expect(personalDataCodec.open(sealed, randomBytes(32))).toMatchObject({ email: '', phone: '' });
  });

  it('uses a fresh IV every time', () => {
    const a = personalDataCodec.seal(registered, fields, key).personal as { iv: string; ct: string };
    const b = personalDataCodec.seal(registered, fields, key).personal as { iv: string; ct: string };
    expect(a.iv).not.toBe(b.iv);
    expect(a.ct).not.toBe(b.ct);
  });

  it('refuses a box that was tampered with or moved into another person’s event', () => {
    const sealed = personalDataCodec.seal(registered, fields, key);
    const box = sealed.personal as { ct: string };
    const flipped = Buffer.from(box.ct, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      personalDataCodec.open({ ...sealed, personal: { ...box, ct: flipped.toString('base64') } }, key),
    ).toThrow();
    expect(() => personalDataCodec.open({ ...sealed, uid: 'u-2' }, key)).toThrow();
  });

  describe('nested fields and other owners (clips: the seller, `sellerId`)', () => {
    const clipFields = ['title', 'tags', 'location.lat', 'location.lng', 'location.address', 'changes.title'];
    const uploaded = {
      clipId: 'c-1',
      sellerId: 's-1',
      title: 'ชนท้ายหน้าบ้านสมศรี',
      tags: ['ชนท้าย'],
      location: { lat: 13.6593, lng: 100.4309, province: 'กรุงเทพมหานคร', address: 'ซอยสมศรี 9' },
    };

    it('seals dotted paths, leaves their siblings readable, and opens back to the original', () => {
      const sealed = personalDataCodec.seal(uploaded, clipFields, key, 'sellerId');
      expect(sealed).toMatchObject({
        clipId: 'c-1',
        sellerId: 's-1',
        location: { province: 'กรุงเทพมหานคร' },
      });
      const text = JSON.stringify(sealed);
      for (const secret of ['สมศรี', 'ชนท้าย', '13.6593', '100.4309']) expect(text).not.toContain(secret);
      expect((sealed.personal as { fields: string[] }).fields).toEqual([
        'title',
        'tags',
        'location.lat',
        'location.lng',
        'location.address',
      ]);
      expect(personalDataCodec.open(sealed, key, 'sellerId')).toEqual(uploaded);
    });

    it('without the key each field reads as the blank of its kind: texts, tags and the pin', () => {
      const sealed = personalDataCodec.seal(uploaded, clipFields, key, 'sellerId');
      expect(personalDataCodec.open(sealed, null, 'sellerId')).toEqual({
        clipId: 'c-1',
        sellerId: 's-1',
        title: '',
        tags: [],
        location: { lat: 0, lng: 0, province: 'กรุงเทพมหานคร', address: '' },
      });
    });

    it('binds the box to the owner it names', () => {
      const sealed = personalDataCodec.seal(uploaded, clipFields, key, 'sellerId');
      expect(() => personalDataCodec.open({ ...sealed, sellerId: 's-2' }, key, 'sellerId')).toThrow();
    });

    it('blanks an old event that holds the fields in plain text', () => {
      const edit = { clipId: 'c-1', sellerId: 's-1', changes: { title: 'ใหม่', priceSatang: 50_000 } };
      expect(personalDataCodec.blankPlain(edit, clipFields)).toEqual({
        clipId: 'c-1',
        sellerId: 's-1',
        changes: { title: '', priceSatang: 50_000 },
      });
      expect(personalDataCodec.blankPlain(uploaded, clipFields)).toEqual(
        personalDataCodec.open(
          personalDataCodec.seal(uploaded, clipFields, key, 'sellerId'),
          null,
          'sellerId',
        ),
      );
    });
  });
});
