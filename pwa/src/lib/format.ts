/** Thai display formats: Buddhist-era dates, baht, durations, sizes and short counts. */
import { toBaht, type Baht, type Satang } from '../../../events/money.ts';
import { BYTES_PER_MB } from './constants.ts';
import { membershipAge, timeAgo } from './texts.ts';

const BANGKOK = 'Asia/Bangkok';
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

const dateFormats = {
  long: { day: 'numeric', month: 'long', year: 'numeric' },
  short: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A date with the Buddhist-era year, e.g. '2026-11-21' → '21 พฤศจิกายน 2569'.
 * A plain 'YYYY-MM-DD' is a calendar date and is shown as written; an instant (ISO timestamp or
 * Date) is shown as the Bangkok calendar date.
 */
export function formatThaiDate(input: string | Date, style: keyof typeof dateFormats = 'long'): string {
  const dateOnly = typeof input === 'string' ? DATE_ONLY.exec(input) : null;
  const date = dateOnly
    ? new Date(Date.UTC(Number(dateOnly[1]), Number(dateOnly[2]) - 1, Number(dateOnly[3])))
    : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  return thaiDateFormat(style, dateOnly ? 'UTC' : BANGKOK).format(date);
}

/** Formatters are costly to build (a list of cards formats dozens of dates): one per style and zone. */
const thaiDateFormats = new Map<string, Intl.DateTimeFormat>();
function thaiDateFormat(style: keyof typeof dateFormats, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let format = thaiDateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', { ...dateFormats[style], timeZone });
    thaiDateFormats.set(key, format);
  }
  return format;
}

const bangkokTime = new Intl.DateTimeFormat('en-GB', {
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: BANGKOK,
});

/** 'HH:mm' (24-hour). A 'H:mm' string is padded; an instant is shown in Bangkok time. */
export function formatTime(input: string | Date): string {
  if (typeof input === 'string') {
    const match = /^(\d{1,2}):(\d{2})/.exec(input);
    if (match) return `${match[1]!.padStart(2, '0')}:${match[2]}`;
  }
  const date = new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const parts = bangkokTime.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
}

const bahtFormat = new Intl.NumberFormat('th-TH', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/** Baht as '฿1,500' (satang shown only when there are any: '฿1,500.50'). */
export function formatBaht(baht: Baht): string {
  return `฿${bahtFormat.format(baht)}`;
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

const integerFormat = new Intl.NumberFormat('th-TH');

function oneDecimal(value: number): string {
  return (Math.round(value * 10) / 10).toFixed(1).replace(/\.0$/, '');
}

/** Counts abbreviated with K from 1,000 and M from 1,000,000: 1500 → '1.5K', 2000000 → '2M'. */
export function formatCompact(count: number): string {
  if (count >= 1_000_000 || Math.round(count / 100) >= 10_000) return `${oneDecimal(count / 1_000_000)}M`;
  if (count >= 1_000) return `${oneDecimal(count / 1_000)}K`;
  return integerFormat.format(count);
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
