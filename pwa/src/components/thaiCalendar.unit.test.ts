import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  clampDay,
  fromBuddhistYear,
  isWithin,
  monthGrid,
  parseIsoDay,
  toBuddhistYear,
  todayInBangkok,
  weekday,
} from './thaiCalendar.ts';
import { formatThaiDay } from './ThaiDatePicker.tsx';

describe('Buddhist-era years', () => {
  it('adds 543 to the Gregorian year and takes it off again', () => {
    expect(toBuddhistYear(2026)).toBe(2569);
    expect(fromBuddhistYear(2569)).toBe(2026);
  });

  it('writes a day with the Thai month name and the พ.ศ. year', () => {
    expect(formatThaiDay('2026-11-21')).toBe('21 พฤศจิกายน 2569');
    expect(formatThaiDay('2024-02-29')).toBe('29 กุมภาพันธ์ 2567');
    expect(formatThaiDay(undefined)).toBe('');
  });
});

describe('ISO days', () => {
  it('reads real calendar days only', () => {
    expect(parseIsoDay('2026-11-21')).toEqual({ year: 2026, month: 11, day: 21 });
    expect(parseIsoDay('2024-02-29')).not.toBeNull();
    expect(parseIsoDay('2026-02-29')).toBeNull();
    expect(parseIsoDay('2026-13-01')).toBeNull();
    expect(parseIsoDay('21/11/2569')).toBeNull();
    expect(parseIsoDay('')).toBeNull();
  });

  it('moves by days and months across month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', -1)).toBe('2025-12-15');
    expect(addMonths('2026-05-10', 12)).toBe('2027-05-10');
  });

  it('knows the weekday (0 = Sunday)', () => {
    expect(weekday('2026-11-22')).toBe(0);
    expect(weekday('2026-11-28')).toBe(6);
  });

  it('bounds days by min and max', () => {
    expect(isWithin('2026-05-10', '2026-05-01', '2026-05-31')).toBe(true);
    expect(isWithin('2026-04-30', '2026-05-01')).toBe(false);
    expect(isWithin('2026-06-01', undefined, '2026-05-31')).toBe(false);
    expect(clampDay('2026-04-30', '2026-05-01', '2026-05-31')).toBe('2026-05-01');
    expect(clampDay('2026-06-30', '2026-05-01', '2026-05-31')).toBe('2026-05-31');
    expect(clampDay('2026-05-15', '2026-05-01', '2026-05-31')).toBe('2026-05-15');
  });

  it("gives today's Bangkok day even where the device is still on yesterday", () => {
    // 18:30 UTC on 21 Nov is 01:30 on 22 Nov in Bangkok.
    expect(todayInBangkok(new Date('2026-11-21T18:30:00Z'))).toBe('2026-11-22');
  });
});

describe('monthGrid', () => {
  it('lays a month out in whole Sunday-first weeks', () => {
    // November 2026 starts on a Sunday and ends on a Monday.
    const weeks = monthGrid(2026, 11);
    expect(weeks).toHaveLength(5);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(weeks[0]![0]).toEqual({ iso: '2026-11-01', day: 1, inMonth: true });
    expect(weeks[4]![1]).toEqual({ iso: '2026-11-30', day: 30, inMonth: true });
    expect(weeks[4]![6]).toEqual({ iso: '2026-12-05', day: 5, inMonth: false });
  });

  it("fills the first week with the previous month's days", () => {
    // February 2026 starts on a Sunday; March 2026 on a Sunday; January 2026 on a Thursday.
    const january = monthGrid(2026, 1);
    expect(january[0]!.slice(0, 4).map((cell) => cell.iso)).toEqual([
      '2025-12-28',
      '2025-12-29',
      '2025-12-30',
      '2025-12-31',
    ]);
    expect(january[0]!.slice(0, 4).every((cell) => !cell.inMonth)).toBe(true);
    expect(january[0]![4]).toEqual({ iso: '2026-01-01', day: 1, inMonth: true });
    const inMonth = january.flat().filter((cell) => cell.inMonth);
    expect(inMonth).toHaveLength(31);
  });

  it('handles a leap February', () => {
    const days = monthGrid(2024, 2)
      .flat()
      .filter((cell) => cell.inMonth);
    expect(days.at(-1)!.iso).toBe('2024-02-29');
  });
});
