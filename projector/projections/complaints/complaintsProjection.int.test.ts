import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { complaintsProjection } from './complaintsProjection.ts';

const at = '2026-11-21T06:00:00.000Z';
const later = '2026-11-22T03:00:00.000Z';
const last = '2026-11-23T03:00:00.000Z';
const filed = (complaintId: string, reporterId = 'u1'): DomainEvent => ({
  type: 'ComplaintFiled',
  data: {
    complaintId,
    reporterId,
    uid: reporterId,
    type: 'payment',
    subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
    description: 'ชำระผ่านพร้อมเพย์แล้ว',
    clipId: 'clip-1',
    purchaseId: null,
    priority: 'high',
    filedAt: at,
  },
});
const columns = `complaint_id, reporter_id, type, priority, status, subject, description, clip_id, purchase_id,
  response, updated_at, resolved_at, handled_by, reporter_erased`;

describe('complaints projection', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('keeps each complaint as it stands, every event delivered twice', async () => {
    spec = await projectionSpecification(complaintsProjection);
    await spec.given([
      ['complaint-c1', filed('c1')],
      [
        'complaint-c1',
        { type: 'ComplaintInProgress', data: { complaintId: 'c1', reporterId: 'u1', by: 'a1', at: later } },
      ],
      [
        'complaint-c1',
        {
          type: 'ComplaintPriorityChanged',
          data: { complaintId: 'c1', priority: 'urgent', by: 'a1', at: later },
        },
      ],
      [
        'complaint-c1',
        {
          type: 'ComplaintResolved',
          data: { complaintId: 'c1', reporterId: 'u1', response: 'คืนเงินแล้ว', by: 'a2', resolvedAt: last },
        },
      ],
      ['complaint-c2', filed('c2')],
      [
        'complaint-c2',
        {
          type: 'ComplaintRejected',
          data: { complaintId: 'c2', reporterId: 'u1', response: 'ไม่พบปัญหา', by: 'a1', rejectedAt: later },
        },
      ],
      ['complaint-c3', filed('c3', 'u2')],
    ]);
    const { rows } = await spec.db.query(`select ${columns} from complaints order by complaint_id`);
    expect(rows).toEqual([
      {
        complaint_id: 'c1',
        reporter_id: 'u1',
        type: 'payment',
        priority: 'urgent',
        status: 'resolved',
        subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
        description: 'ชำระผ่านพร้อมเพย์แล้ว',
        clip_id: 'clip-1',
        purchase_id: null,
        response: 'คืนเงินแล้ว',
        updated_at: new Date(last),
        resolved_at: new Date(last),
        handled_by: 'a2',
        reporter_erased: false,
      },
      expect.objectContaining({
        complaint_id: 'c2',
        priority: 'high',
        status: 'rejected',
        response: 'ไม่พบปัญหา',
        resolved_at: new Date(later),
        handled_by: 'a1',
      }),
      expect.objectContaining({ complaint_id: 'c3', status: 'open', response: null, handled_by: null }),
    ]);
  });

  it('erasing the reporter blanks their words in every complaint of theirs, and only theirs', async () => {
    spec = await projectionSpecification(complaintsProjection);
    await spec.given([
      ['complaint-c1', filed('c1')],
      ['complaint-c2', filed('c2', 'u2')],
      ['user-u1', { type: 'UserErased', data: { uid: 'u1', erasedAt: later } }],
      // Filed before the erasure, read with the key gone: its words are already blank.
      [
        'complaint-c3',
        { ...filed('c3'), data: { ...filed('c3').data, subject: '', description: '' } } as DomainEvent,
      ],
    ]);
    const { rows } = await spec.db.query(
      `select complaint_id, status, subject, description, reporter_erased from complaints order by complaint_id`,
    );
    expect(rows).toEqual([
      { complaint_id: 'c1', status: 'open', subject: '', description: '', reporter_erased: true },
      {
        complaint_id: 'c2',
        status: 'open',
        subject: 'จ่ายเงินแล้วแต่ดาวน์โหลดไม่ได้',
        description: 'ชำระผ่านพร้อมเพย์แล้ว',
        reporter_erased: false,
      },
      { complaint_id: 'c3', status: 'open', subject: '', description: '', reporter_erased: true },
    ]);
  });
});
