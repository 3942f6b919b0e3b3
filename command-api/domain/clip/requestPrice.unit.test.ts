import { describe, expect, it } from 'vitest';
import type { ClipEvent, ClipUploaded } from '../../../events/clip/clipEvents.ts';
import { clipUploadedData } from '../../../tests/fixtures/clipUploadedData.ts';
import { deciderSpecification } from '../../testing/deciderSpecification.ts';
import { DomainError } from '../decider.ts';
import type { EditClip, UploadClip } from './commands.ts';
import { clipDecider } from './decide.ts';

const spec = deciderSpecification(clipDecider);
const uploadedAt = '2026-11-21T06:00:00.000Z';
const later = '2026-11-21T08:00:00.000Z';

const { uploadedAt: _at, ...fields } = clipUploadedData('c1', 'seller-1', 'ชนท้ายที่แยกบางขุนเทียน', uploadedAt);
const upload = (priceSatang: number, answersRequest?: UploadClip['answersRequest']): UploadClip => ({
  ...fields,
  type: 'UploadClip',
  priceSatang,
  ...(answersRequest ? { answersRequest } : {}),
  now: uploadedAt,
});
/** The requester will pay ฿3,000. */
const request = { requestId: 'r1', maxPriceSatang: 300_000 };

const uploadedFor = (priceSatang: number, maxPriceSatang = request.maxPriceSatang): ClipUploaded => ({
  type: 'ClipUploaded',
  data: { ...fields, priceSatang, requestId: 'r1', requestMaxPriceSatang: maxPriceSatang, uploadedAt },
});
const uploadedAlone: ClipUploaded = { type: 'ClipUploaded', data: { ...fields, uploadedAt } };
const approved: ClipEvent = { type: 'ClipApproved', data: { clipId: 'c1', approvedAt: later } };
const rejected: ClipEvent = {
  type: 'ClipRejected',
  data: { clipId: 'c1', reason: 'ชื่อเรื่องไม่ตรงกับคลิป', rejectedAt: later },
};

const edit = (priceSatang: number, role: 'seller' | 'admin' = 'seller'): EditClip => ({
  type: 'EditClip',
  clipId: 'c1',
  by: role === 'seller' ? { role, id: 'seller-1' } : { role, id: 'admin-1' },
  changes: { priceSatang },
  now: later,
});
const edited = (priceSatang: number, by: 'seller' | 'admin' = 'seller'): ClipEvent => ({
  type: 'ClipEdited',
  data: { clipId: 'c1', sellerId: 'seller-1', by, changes: { priceSatang }, editedAt: later },
});

/** The refusal's facts, which the answer quotes the ceiling from. */
function refusal(events: ClipEvent[], command: UploadClip | EditClip): unknown {
  const state = events.reduce(clipDecider.evolve, clipDecider.initialState());
  try {
    clipDecider.decide(command, state);
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    return (error as DomainError).details;
  }
  throw new Error('not refused');
}

describe('clip decider: a clip sent for a footage request is priced up to the requester’s price (issue 22)', () => {
  it('an upload answering a request records it, with the request’s price, and may cost above ฿1,500', () => {
    spec
      .given([])
      .when(upload(250_000, request))
      .then([uploadedFor(250_000)]);
    spec
      .given([])
      .when(upload(300_000, request))
      .then([uploadedFor(300_000)]);
  });

  it('above the requester’s price it is refused, quoting that price', () => {
    spec.given([]).when(upload(300_100, request)).thenThrows('PRICE_OUT_OF_RANGE');
    expect(refusal([], upload(300_100, request))).toEqual({ maxBaht: 3000, forRequest: true });
  });

  it('a requester who will pay less than ฿1,500 bounds the clip lower too', () => {
    const cheap = { requestId: 'r1', maxPriceSatang: 50_000 };
    spec
      .given([])
      .when(upload(50_000, cheap))
      .then([uploadedFor(50_000, 50_000)]);
    spec.given([]).when(upload(80_000, cheap)).thenThrows('PRICE_OUT_OF_RANGE');
  });

  it('the floor stays ฿300 either way', () => {
    spec.given([]).when(upload(29_900, request)).thenThrows('PRICE_OUT_OF_RANGE');
  });

  it('a clip answering no request stays within ฿300–1,500, and the refusal says so', () => {
    spec.given([]).when(upload(150_100)).thenThrows('PRICE_OUT_OF_RANGE');
    expect(refusal([], upload(150_100))).toEqual({ maxBaht: 1500, forRequest: false });
    spec
      .given([])
      .when(upload(150_000))
      .then([{ ...uploadedAlone, data: { ...uploadedAlone.data, priceSatang: 150_000 } }]);
  });

  it('later edits keep the allowance: the seller, pending or approved, and an admin', () => {
    spec
      .given([uploadedFor(200_000)])
      .when(edit(280_000))
      .then([edited(280_000)]);
    spec
      .given([uploadedFor(200_000), approved])
      .when(edit(300_000))
      .then([edited(300_000)]);
    spec
      .given([uploadedFor(200_000), approved])
      .when(edit(250_000, 'admin'))
      .then([edited(250_000, 'admin')]);
    spec
      .given([uploadedFor(200_000), approved])
      .when(edit(300_100))
      .thenThrows('PRICE_OUT_OF_RANGE');
    expect(refusal([uploadedFor(200_000), approved], edit(300_100))).toEqual({
      maxBaht: 3000,
      forRequest: true,
    });
  });

  it('a resubmitted clip keeps it too', () => {
    spec
      .given([uploadedFor(200_000), rejected])
      .when({
        type: 'ResubmitClip',
        clipId: 'c1',
        sellerId: 'seller-1',
        changes: { priceSatang: 290_000 },
        now: later,
      })
      .then([
        edited(290_000),
        { type: 'ClipResubmitted', data: { clipId: 'c1', sellerId: 'seller-1', resubmittedAt: later } },
      ]);
  });

  it('a clip that answers no request cannot be edited above ฿1,500', () => {
    spec.given([uploadedAlone, approved]).when(edit(150_100)).thenThrows('PRICE_OUT_OF_RANGE');
    spec.given([uploadedAlone]).when(edit(200_000, 'admin')).thenThrows('PRICE_OUT_OF_RANGE');
  });
});
