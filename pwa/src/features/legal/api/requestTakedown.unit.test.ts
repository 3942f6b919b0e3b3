import { describe, expect, it } from 'vitest';
import { takedown as t } from '../legalTexts.ts';
import { takedownFormSchema } from './requestTakedown.ts';

const valid = {
  clipReference: ' https://dashclip.co.th/video/abc123 ',
  role: 'vehicle_owner',
  targets: ['plate'],
  details: 'ป้ายทะเบียนรถของฉันเห็นชัดตั้งแต่วินาทีที่ 3',
  name: 'สมชาย ใจดี',
  email: 'somchai@mail.co.th',
  phone: '',
  declaration: true,
};

describe('the takedown form', () => {
  it('takes a complete request, trimmed', () => {
    expect(takedownFormSchema.parse(valid)).toMatchObject({
      clipReference: 'https://dashclip.co.th/video/abc123',
      targets: ['plate'],
    });
  });

  it.each([
    ['clipReference', { clipReference: '  ' }, t.validation.clipReference],
    ['role', { role: undefined }, t.validation.role],
    ['targets', { targets: [] }, t.validation.targets],
    ['name', { name: '' }, t.validation.name],
    ['email', { email: 'somchai@' }, t.validation.email],
    ['declaration', { declaration: false }, t.validation.declaration],
  ])('says in Thai what is missing: %s', (field, change, message) => {
    const result = takedownFormSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((found) => found.path[0] === field);
    expect(issue?.message).toBe(message);
  });
});
