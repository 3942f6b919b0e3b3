/**
 * A fixed event history for the dashboard's tests, written by hand. Times are UTC; Bangkok is
 * UTC+7, so 16:30Z is 23:30 the same Bangkok day and 17:30Z is 00:30 the next one.
 */
import type { DomainEvent } from '../../../events/catalogue.ts';

type Entry = [streamId: string, event: DomainEvent];

const location = {
  lat: 13.6593,
  lng: 100.4309,
  province: 'กรุงเทพมหานคร',
  district: 'บางขุนเทียน',
  subDistrict: 'แสมดำ',
  address: 'ถนนพระราม 2 ขาออก',
};

export const registered = (uid: string, displayName: string, at: string): Entry => [
  `user-${uid}`,
  {
    type: 'UserRegistered',
    data: {
      uid,
      provider: 'password',
      email: `${uid}@example.com`,
      firstName: displayName,
      lastName: 'ทดสอบ',
      displayName,
      phone: '',
      userType: 'seller',
      passwordHash: '',
      emailVerified: true,
      termsVersion: '2026-01',
      registeredAt: at,
    },
  },
];

export const uploaded = (clipId: string, sellerId: string, title: string, at: string): Entry => [
  `clip-${clipId}`,
  {
    type: 'ClipUploaded',
    data: {
      clipId,
      sellerId,
      title,
      description: 'กล้องหน้า',
      category: 'car_car',
      vehicleType: 'car',
      priceSatang: 80_000,
      tags: [],
      incidentDate: '2026-11-01',
      incidentTime: '07:40',
      location,
      file: null,
      images: { cover: null, previews: [] },
      consent: null,
      sameFileAs: null,
      uploadedAt: at,
    },
  },
];

const approved = (clipId: string, at: string): Entry => [
  `clip-${clipId}`,
  { type: 'ClipApproved', data: { clipId, approvedAt: at } },
];

export const purchased = (
  purchaseId: string,
  buyerId: string,
  clipId: string,
  amountSatang: number,
  createdAt: string,
): Entry => [
  `purchase-${purchaseId}`,
  {
    type: 'PurchaseCreated',
    data: {
      purchaseId,
      buyerId,
      clipId,
      sellerId: 's1',
      amountSatang,
      paymentMethod: 'card',
      createdAt,
      payBy: '2026-12-31T00:00:00.000Z',
    },
  },
];

export const paid = (purchaseId: string, clipId: string, amountSatang: number, paidAt: string): Entry => [
  `purchase-${purchaseId}`,
  {
    type: 'PaymentSucceeded',
    data: {
      purchaseId,
      clipId,
      sellerId: 's1',
      provider: 'sandbox',
      paymentId: `pi_${purchaseId}`,
      amountSatang,
      paidAt,
      downloadUntil: '2027-01-31T00:00:00.000Z',
    },
  },
];

/**
 * Bangkok days: s1 signs up on 11-10; c1 is uploaded 11-12 and approved 11-13; c2 (11-14 17:00) and
 * c3 (11-14 23:59) wait for review over the end of 11-14; p1 pays 800 on 11-13. Then b1 signs up
 * 11-16 23:00 and b2 11-17 00:30; p2 pays 800 at 11-16 23:30; c2 is approved 11-18; p3 pays 333.33
 * at 11-19 00:00 and is refunded 11-20; c3 is rejected 11-19; s2 signs up on 11-21 and uploads c4
 * (deleted while pending) and c5 (still pending); p4 pays 800 on 11-21; p5 is opened, unpaid.
 */
export const history: Entry[] = [
  registered('s1', 'สมชายขายคลิป', '2026-11-10T03:00:00.000Z'),
  uploaded('c1', 's1', 'ชนท้ายพระราม 2', '2026-11-12T02:00:00.000Z'),
  approved('c1', '2026-11-13T02:00:00.000Z'),
  registered('b0', 'ผู้ซื้อแรก', '2026-11-13T04:00:00.000Z'),
  purchased('p1', 'b0', 'c1', 80_000, '2026-11-13T04:50:00.000Z'),
  paid('p1', 'c1', 80_000, '2026-11-13T05:00:00.000Z'),
  uploaded('c2', 's1', 'ฝ่าไฟแดงแยกอโศก', '2026-11-14T10:00:00.000Z'),
  uploaded('c3', 's1', 'มอไซปาดหน้า', '2026-11-14T16:59:00.000Z'),
  registered('b1', 'บีหนึ่ง', '2026-11-16T16:00:00.000Z'),
  purchased('p2', 'b1', 'c1', 80_000, '2026-11-16T16:20:00.000Z'),
  paid('p2', 'c1', 80_000, '2026-11-16T16:30:00.000Z'),
  registered('b2', 'บีสอง', '2026-11-16T17:30:00.000Z'),
  approved('c2', '2026-11-18T03:00:00.000Z'),
  purchased('p3', 'b2', 'c2', 33_333, '2026-11-18T16:50:00.000Z'),
  paid('p3', 'c2', 33_333, '2026-11-18T17:00:00.000Z'),
  [
    'clip-c3',
    {
      type: 'ClipRejected',
      data: { clipId: 'c3', reason: 'ภาพไม่ชัด', rejectedAt: '2026-11-19T03:00:00.000Z' },
    },
  ],
  [
    'purchase-p3',
    {
      type: 'PurchaseRefunded',
      data: {
        purchaseId: 'p3',
        clipId: 'c2',
        sellerId: 's1',
        amountSatang: 33_333,
        refundId: 're_p3',
        reason: 'คลิปไม่ตรง',
        refundedAt: '2026-11-20T03:00:00.000Z',
      },
    },
  ],
  registered('s2', 'สมหญิงกล้องหน้า', '2026-11-21T01:00:00.000Z'),
  uploaded('c4', 's2', 'อัปโหลดผิดไฟล์', '2026-11-21T02:00:00.000Z'),
  [
    'clip-c4',
    { type: 'ClipDeleted', data: { clipId: 'c4', by: 'seller', deletedAt: '2026-11-21T03:00:00.000Z' } },
  ],
  purchased('p4', 'b1', 'c1', 80_000, '2026-11-21T03:20:00.000Z'),
  paid('p4', 'c1', 80_000, '2026-11-21T03:30:00.000Z'),
  uploaded('c5', 's2', 'รถบรรทุกเบรกแตก', '2026-11-21T04:00:00.000Z'),
  purchased('p5', 'b2', 'c1', 80_000, '2026-11-21T04:10:00.000Z'),
];

/** s2 is erased at 11-21 11:30 Bangkok: the catalogue drops c5, which leaves the review queue. */
export const s2Erased: Entry = [
  'user-s2',
  { type: 'UserErased', data: { uid: 's2', erasedAt: '2026-11-21T04:30:00.000Z' } },
];
