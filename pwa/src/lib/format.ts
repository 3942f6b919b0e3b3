/** Thai display formats: Buddhist-era dates, baht, durations, sizes and short counts. */
import { toBaht, type Baht, type Satang } from '../../../events/money.ts';
import { groupedNumber } from '../../../events/numberText.ts';
import { BYTES_PER_MB } from './constants.ts';
import { membershipAge, thaiMonths, timeAgo } from './texts.ts';

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Thailand keeps UTC+7 all year (no daylight saving). */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
/** Gregorian year + 543 = the Buddhist-era year (พ.ศ.). */
export const BUDDHIST_ERA_OFFSET = 543;

/**
 * A date with the Buddhist-era year, e.g. '2026-11-21' → '21 พฤศจิกายน 2569' ('short': '21 พ.ย.
 * 2569'), as `Intl.DateTimeFormat('th-TH-u-ca-buddhist')` writes it but without Intl, whose first
 * use costs a slow phone hundreds of milliseconds (the first paint draws dates). A plain
 * 'YYYY-MM-DD' is a calendar date and is shown as written; an instant (ISO timestamp or Date) is
 * shown as the Bangkok calendar date.
 */
export function formatThaiDate(input: string | Date, style: 'long' | 'short' = 'long'): string {
  const dateOnly = typeof input === 'string' ? DATE_ONLY.exec(input) : null;
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(new Date(input).getTime() + BANGKOK_OFFSET_MS);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${thaiMonths[style][date.getUTCMonth()]} ${date.getUTCFullYear() + BUDDHIST_ERA_OFFSET}`;
}

/** 'HH:mm' (24-hour). A 'H:mm' string is padded; an instant is shown in Bangkok time. */
export function formatTime(input: string | Date): string {
  if (typeof input === 'string') {
    const match = /^(\d{1,2}):(\d{2})/.exec(input);
    if (match) return `${match[1]!.padStart(2, '0')}:${match[2]}`;
  }
  const date = new Date(new Date(input).getTime() + BANGKOK_OFFSET_MS);
  if (Number.isNaN(date.getTime())) return '';
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}`;
}

/** Baht as '฿1,500' (satang shown only when there are any: '฿1,500.5', as Intl writes it). */
export function formatBaht(baht: Baht): string {
  return `฿${groupedNumber(baht, 2)}`;
}

/** Integer satang (how money is kept everywhere else) as baht: 150000 → '฿1,500'. */
export function formatSatang(satang: Satang): string {
  return formatBaht(toBaht(satang));
}

/** Seconds as m:ss, e.g. 75 → '1:15'. */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  return `${minutes}:${String(whole % 60).padStart(2, '0')}`;
}

/** Bytes as MB with one decimal (divisor 1048576), e.g. 5242880 → '5.0 MB'. */
export function formatFileSize(bytes: number): string {
  return `${(bytes / BYTES_PER_MB).toFixed(1)} MB`;
}

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** Counts abbreviated with K from 1,000 and M from 1,000,000: 1500 → '1.5K', 2000000 → '2M'. */
export function formatCompact(count: number): string {
  if (count >= 1_000_000 || Math.round(count / 100) >= 10_000) return `${oneDecimal(count / 1_000_000)}M`;
  if (count >= 1_000) return `${oneDecimal(count / 1_000)}K`;
  return groupedNumber(count);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** How long someone has been a member: days below a week, weeks below 30 days, then months. */
export function formatMembershipAge(since: string | Date, now: Date = new Date()): string {
  const start = new Date(since).getTime();
  if (Number.isNaN(start)) return '';
  const days = Math.floor(Math.max(0, now.getTime() - start) / DAY_MS);
  if (days < 1) return membershipAge.lessThanDay;
  if (days < 7) return membershipAge.days(days);
  if (days < 30) return membershipAge.weeks(Math.floor(days / 7));
  return membershipAge.months(Math.floor(days / 30));
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const RELATIVE_DAYS = 7;

/**
 * How long ago, within the last week: 'เมื่อสักครู่', '5 นาทีที่แล้ว', '3 ชั่วโมงที่แล้ว', '2 วันที่แล้ว';
 * an older instant as `older` writes it (a short Buddhist-era date unless told), '' for no date.
 */
export function formatTimeAgo(
  iso: string,
  {
    now = new Date(),
    older = (at: string) => formatThaiDate(at, 'short'),
  }: { now?: Date; older?: (iso: string) => string } = {},
): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  const ago = Math.max(0, now.getTime() - at);
  if (ago < MINUTE_MS) return timeAgo.justNow;
  if (ago < HOUR_MS) return timeAgo.minutes(Math.floor(ago / MINUTE_MS));
  if (ago < DAY_MS) return timeAgo.hours(Math.floor(ago / HOUR_MS));
  if (ago < RELATIVE_DAYS * DAY_MS) return timeAgo.days(Math.floor(ago / DAY_MS));
  return older(iso);
}
