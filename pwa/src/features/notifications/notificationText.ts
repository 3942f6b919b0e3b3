/** A notification in Thai, from its kind and data (the server sends facts, not sentences). */
import { formatBaht } from '../../lib/format.ts';
import { notifications as t } from './notificationsTexts.ts';
import type { AppNotification } from './api/notifications.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const baht = (value: unknown) => formatBaht(typeof value === 'number' ? value : 0);
const count = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);

/** How far and how many minutes apart a matched clip is: "ห่างจากหมุด 350 เมตร · อยู่ในช่วงเวลาที่ระบุ". */
function matchDetail(data: Record<string, unknown>): string {
  const metres = count(data.distanceM);
  const minutes = count(data.minutesApart);
  return [
    ...(metres === null
      ? []
      : [t.matchDistance(metres < 1000 ? t.metres(metres) : t.kilometres((metres / 1000).toFixed(1)))]),
    ...(minutes === null ? [] : [minutes === 0 ? t.matchInWindow : t.matchMinutesApart(minutes)]),
  ].join(' · ');
}

/** The sentence, and a second line where there is more to say (the admin's answer to a complaint). */
export function notificationText(n: Pick<AppNotification, 'kind' | 'data'>): {
  sentence: string;
  detail: string;
} {
  const title = text(n.data.title) || t.untitled;
  const requestTitle = text(n.data.title) || t.untitledRequest;
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
    case 'request_matched':
      return { sentence: t.requestMatched(requestTitle), detail: matchDetail(n.data) };
    case 'request_nearby':
      return { sentence: t.requestNearby(requestTitle), detail: t.lockFootageFirst };
    case 'request_area_suggested':
      return { sentence: t.requestAreaSuggested(requestTitle), detail: t.setAlertAreas };
    case 'request_fulfilled':
      return { sentence: t.requestFulfilled(requestTitle), detail: '' };
    case 'request_removed':
      return { sentence: t.requestRemoved(requestTitle), detail: text(n.data.reason) };
    default:
      return { sentence: t.other, detail: '' };
  }
}
