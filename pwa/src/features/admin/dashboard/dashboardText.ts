/**
 * The dashboard's words computed from its figures: a card's change against the previous period,
 * the Thai sentence of a recent activity and when it happened.
 */
import { formatBaht, formatThaiDate, formatTime, formatTimeAgo } from '../../../lib/format.ts';
import { adminDashboard as t } from './adminDashboardTexts.ts';
import type { Activity } from './api/getDashboard.ts';

export type Change =
  { direction: 'up' | 'down' | 'flat'; text: string } | { direction: 'none'; text: string };

const percentFormat = new Intl.NumberFormat('th-TH', { maximumFractionDigits: 1 });

/** '▲ 12.5%' (green), '▼ 3%' (red), '0%' or 'ไม่มีข้อมูลเปรียบเทียบ' when there is nothing to compare. */
export function cardChange(changePercent: number | null): Change {
  if (changePercent === null || !Number.isFinite(changePercent)) {
    return { direction: 'none', text: t.noComparison };
  }
  const rounded = Math.round(changePercent * 10) / 10;
  const direction = rounded > 0 ? 'up' : rounded < 0 ? 'down' : 'flat';
  return { direction, text: t.change(percentFormat.format(Math.abs(rounded))) };
}

/** The Thai sentence of a recent activity, written here from its structured facts. */
export function activitySentence(activity: Activity): string {
  const title = activity.clipTitle ?? t.untitled;
  switch (activity.type) {
    case 'purchase': {
      const price = activity.amount === null ? null : formatBaht(activity.amount);
      return t.purchase(title, price) + (activity.displayName ? t.purchaseBy(activity.displayName) : '');
    }
    case 'upload':
      return t.upload(title) + (activity.displayName ? t.uploadBy(activity.displayName) : '');
    case 'register':
      return t.register(activity.displayName ?? t.someone);
    default:
      return t.otherActivity;
  }
}

/** 'เมื่อสักครู่', '5 นาทีที่แล้ว', '3 ชั่วโมงที่แล้ว', '2 วันที่แล้ว', then '14 พ.ย. 2569 08:05 น.'. */
export function activityTime(iso: string, now: Date = new Date()): string {
  return formatTimeAgo(iso, { now, older: (at) => t.dateTime(formatThaiDate(at, 'short'), formatTime(at)) });
}
