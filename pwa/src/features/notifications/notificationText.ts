/** A notification in Thai, from its kind and data (the server sends facts, not sentences). */
import { formatBaht } from '../../lib/format.ts';
import { notifications as t } from './notificationsTexts.ts';
import type { AppNotification } from './api/notifications.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const baht = (value: unknown) => formatBaht(typeof value === 'number' ? value : 0);

/** The sentence, and a second line where there is more to say (the admin's answer to a complaint). */
export function notificationText(n: Pick<AppNotification, 'kind' | 'data'>): {
  sentence: string;
  detail: string;
} {
  const title = text(n.data.title) || t.untitled;
  switch (n.kind) {
    case 'clip_approved':
      return { sentence: t.clipApproved(title), detail: '' };
    case 'clip_rejected':
      return { sentence: t.clipRejected(title, text(n.data.reason)), detail: '' };
    case 'clip_sold':
      return { sentence: t.clipSold(title, baht(n.data.sellerShare)), detail: '' };
    case 'payout_paid':
      return { sentence: t.payoutPaid(baht(n.data.amount)), detail: '' };
    case 'complaint_resolved':
      return { sentence: t.complaintResolved, detail: text(n.data.response) };
    case 'complaint_rejected':
      return { sentence: t.complaintRejected, detail: text(n.data.response) };
    default:
      return { sentence: t.other, detail: '' };
  }
}
