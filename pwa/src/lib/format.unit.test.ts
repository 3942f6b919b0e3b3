import { describe, expect, it } from 'vitest';
import {
  formatBaht,
  formatCompact,
  formatDuration,
  formatFileSize,
  formatMembershipAge,
  formatSatang,
  formatThaiDate,
  formatTime,
  formatTimeAgo,
} from './format.ts';

describe('formatThaiDate', () => {
  it('shows a calendar date with the Buddhist-era year', () => {
    expect(formatThaiDate('2026-11-21')).toBe('21 พฤศจิกายน 2569');
  });

  it('keeps a calendar date as written whatever the time zone', () => {
    expect(formatThaiDate('2026-01-01')).toBe('1 มกราคม 2569');
    expect(formatThaiDate('2025-12-31')).toBe('31 ธันวาคม 2568');
  });

  it('shows an instant as the Bangkok date', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in Bangkok (UTC+7).
    expect(formatThaiDate('2025-12-31T20:00:00Z')).toBe('1 มกราคม 2569');
  });

  it('has a short style', () => {
    expect(formatThaiDate('2026-11-21', 'short')).toBe('21 พ.ย. 2569');
  });

  it('gives an empty string for an invalid date', () => {
    expect(formatThaiDate('not a date')).toBe('');
  });
});

describe('formatTime', () => {
  it('shows HH:mm', () => {
    expect(formatTime('14:05')).toBe('14:05');
    expect(formatTime('7:30')).toBe('07:30');
  });

  it('shows an instant in Bangkok time', () => {
    expect(formatTime(new Date('2026-11-21T01:02:00Z'))).toBe('08:02');
  });
});

describe('money', () => {
  it('formats baht with a thousands separator', () => {
    expect(formatBaht(1500)).toBe('฿1,500');
    expect(formatBaht(300)).toBe('฿300');
    expect(formatBaht(1500.5)).toBe('฿1,500.5');
  });

  it('formats satang as baht', () => {
    expect(formatSatang(150000)).toBe('฿1,500');
    expect(formatSatang(30050)).toBe('฿300.5');
  });
});

describe('formatDuration', () => {
  it('gives m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(120)).toBe('2:00');
    expect(formatDuration(9.6)).toBe('0:10');
  });
});

describe('formatFileSize', () => {
  it('gives MB with one decimal, dividing by 1048576', () => {
    expect(formatFileSize(5242880)).toBe('5.0 MB');
    expect(formatFileSize(1572864)).toBe('1.5 MB');
    expect(formatFileSize(1000000)).toBe('1.0 MB');
  });
});

describe('formatCompact', () => {
  it('leaves small counts whole', () => {
    expect(formatCompact(0)).toBe('0');
    expect(formatCompact(999)).toBe('999');
  });

  it('uses K from a thousand', () => {
    expect(formatCompact(1000)).toBe('1K');
    expect(formatCompact(1500)).toBe('1.5K');
    expect(formatCompact(999_940)).toBe('999.9K');
  });

  it('uses M from a million, also when K would round up to 1000K', () => {
    expect(formatCompact(999_960)).toBe('1M');
    expect(formatCompact(1_000_000)).toBe('1M');
    expect(formatCompact(2_350_000)).toBe('2.4M');
  });
});

describe('formatMembershipAge', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (n: number) => new Date(now.getTime() - n * 24 * 60 * 60 * 1000).toISOString();

  it('counts days below a week', () => {
    expect(formatMembershipAge(daysAgo(0), now)).toBe('ไม่ถึง 1 วัน');
    expect(formatMembershipAge(daysAgo(1), now)).toBe('1 วัน');
    expect(formatMembershipAge(daysAgo(6), now)).toBe('6 วัน');
  });

  it('counts weeks below 30 days', () => {
    expect(formatMembershipAge(daysAgo(7), now)).toBe('1 สัปดาห์');
    expect(formatMembershipAge(daysAgo(29), now)).toBe('4 สัปดาห์');
  });

  it('counts months from 30 days', () => {
    expect(formatMembershipAge(daysAgo(30), now)).toBe('1 เดือน');
    expect(formatMembershipAge(daysAgo(400), now)).toBe('13 เดือน');
  });
});

describe('formatTimeAgo', () => {
  const now = new Date('2026-11-21T12:00:00.000Z');

  it('says how long ago within the last week', () => {
    expect(formatTimeAgo('2026-11-21T11:59:30.000Z', { now })).toBe('เมื่อสักครู่');
    expect(formatTimeAgo('2026-11-21T11:55:00.000Z', { now })).toBe('5 นาทีที่แล้ว');
    expect(formatTimeAgo('2026-11-21T09:00:00.000Z', { now })).toBe('3 ชั่วโมงที่แล้ว');
    expect(formatTimeAgo('2026-11-19T12:00:00.000Z', { now })).toBe('2 วันที่แล้ว');
  });

  it('writes an older instant as a short Buddhist-era date, or as asked', () => {
    expect(formatTimeAgo('2026-10-01T03:00:00.000Z', { now })).toBe('1 ต.ค. 2569');
    expect(formatTimeAgo('2026-10-01T03:00:00.000Z', { now, older: () => 'older' })).toBe('older');
  });

  it('says nothing for what is not a date', () => {
    expect(formatTimeAgo('nonsense', { now })).toBe('');
  });
});

describe('formatThaiDate and formatTime, written without Intl', () => {
  it('write every day of a year as Intl does in Thai with the Buddhist era, in Bangkok', () => {
    const formats = {
      long: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
      short: new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'Asia/Bangkok',
      }),
    };
    const time = new Intl.DateTimeFormat('en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Asia/Bangkok',
    });
    // Every day of 2024 (a leap year), at an hour that is the next day in Bangkok.
    for (let day = 0; day < 366; day++) {
      const instant = new Date(Date.UTC(2024, 0, 1, 20, 37) + day * 86_400_000);
      expect(formatThaiDate(instant)).toBe(formats.long.format(instant));
      expect(formatThaiDate(instant.toISOString(), 'short')).toBe(formats.short.format(instant));
      expect(formatTime(instant)).toBe(time.format(instant));
    }
  });
});
