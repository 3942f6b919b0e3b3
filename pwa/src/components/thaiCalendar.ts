/**
 * The pure calendar behind ThaiDatePicker: ISO `YYYY-MM-DD` days (the value every form and API
 * takes) read and written, the Buddhist-era year (Gregorian + 543), month grids that start on
 * Sunday as Thai wall calendars do, and min/max bounds. Days are calendar days, never instants, so
 * nothing here depends on the device's time zone except `todayInBangkok`.
 */
import { BUDDHIST_ERA_OFFSET } from '../lib/format.ts';

export const DAYS_PER_WEEK = 7;

export interface CalendarDay {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
}

export interface GridCell {
  iso: string;
  day: number;
  inMonth: boolean;
}

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

export const toBuddhistYear = (gregorianYear: number): number => gregorianYear + BUDDHIST_ERA_OFFSET;
export const fromBuddhistYear = (buddhistYear: number): number => buddhistYear - BUDDHIST_ERA_OFFSET;

export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A real calendar day from `YYYY-MM-DD`, or null (2026-02-30 is not one). */
export function parseIsoDay(value: string | undefined | null): CalendarDay | null {
  const match = value ? ISO_DAY.exec(value) : null;
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

export function toIsoDay({ year, month, day }: CalendarDay): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function fromUtc(date: Date): CalendarDay {
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/** The day `days` after (or before, when negative) `iso`. */
export function addDays(iso: string, days: number): string {
  const day = parseIsoDay(iso);
  if (!day) return iso;
  return toIsoDay(fromUtc(new Date(Date.UTC(day.year, day.month - 1, day.day + days))));
}

/** The same day `months` later, kept inside the target month (31 Jan + 1 month → 28/29 Feb). */
export function addMonths(iso: string, months: number): string {
  const day = parseIsoDay(iso);
  if (!day) return iso;
  const first = fromUtc(new Date(Date.UTC(day.year, day.month - 1 + months, 1)));
  return toIsoDay({ ...first, day: Math.min(day.day, daysInMonth(first.year, first.month)) });
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(iso: string): number {
  const day = parseIsoDay(iso);
  return day ? new Date(Date.UTC(day.year, day.month - 1, day.day)).getUTCDay() : 0;
}

/**
 * The weeks shown for a month: whole weeks from the Sunday on or before the 1st to the Saturday on
 * or after the last day, with the neighbouring months' days marked `inMonth: false`.
 */
export function monthGrid(year: number, month: number): GridCell[][] {
  const first = toIsoDay({ year, month, day: 1 });
  const last = toIsoDay({ year, month, day: daysInMonth(year, month) });
  let cursor = addDays(first, -weekday(first));
  const end = addDays(last, DAYS_PER_WEEK - 1 - weekday(last));
  const weeks: GridCell[][] = [];
  while (cursor <= end) {
    const week: GridCell[] = [];
    for (let i = 0; i < DAYS_PER_WEEK; i++) {
      const day = parseIsoDay(cursor)!;
      week.push({ iso: cursor, day: day.day, inMonth: day.month === month });
      cursor = addDays(cursor, 1);
    }
    weeks.push(week);
  }
  return weeks;
}

/** ISO days compare as strings; an absent bound does not bound. */
export function isWithin(iso: string, min?: string, max?: string): boolean {
  return (!min || iso >= min) && (!max || iso <= max);
}

export function clampDay(iso: string, min?: string, max?: string): string {
  if (min && iso < min) return min;
  if (max && iso > max) return max;
  return iso;
}

/** Today's calendar day in Thailand, whatever the device's time zone. */
export function todayInBangkok(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}
