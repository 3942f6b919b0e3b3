import { describe, expect, it } from 'vitest';
import { addDays, changePercent, dashboardPeriod, daysBetween, revenueSeries } from './adminDashboard.ts';

describe('admin dashboard maths', () => {
  // 23:30 on 2026-11-21 in Bangkok, still the 21st there; 00:30 on the 22nd is a new day.
  const lateEvening = new Date('2026-11-21T16:30:00.000Z');
  const afterMidnight = new Date('2026-11-21T17:30:00.000Z');

  it('a period is the last N Bangkok calendar days, today included, and the N days before it', () => {
    expect(dashboardPeriod('1d', lateEvening)).toEqual({
      timeRange: '1d',
      from: '2026-11-21',
      to: '2026-11-21',
      previous: { from: '2026-11-20', to: '2026-11-20' },
    });
    expect(dashboardPeriod('1d', afterMidnight)).toMatchObject({ from: '2026-11-22', to: '2026-11-22' });
    expect(dashboardPeriod('7d', lateEvening)).toEqual({
      timeRange: '7d',
      from: '2026-11-15',
      to: '2026-11-21',
      previous: { from: '2026-11-08', to: '2026-11-14' },
    });
    expect(dashboardPeriod('30d', new Date('2026-03-01T05:00:00.000Z'))).toEqual({
      timeRange: '30d',
      from: '2026-01-31',
      to: '2026-03-01',
      previous: { from: '2026-01-01', to: '2026-01-30' },
    });
    expect(dashboardPeriod('all', lateEvening)).toEqual({
      timeRange: 'all',
      from: null,
      to: '2026-11-21',
      previous: null,
    });
  });

  it('counts calendar days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(daysBetween('2026-11-15', '2026-11-21')).toBe(7);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });

  it('the change in percent to one decimal; none without a previous period or with nothing in it', () => {
    expect(changePercent(1600, 800)).toBe(100);
    expect(changePercent(1, 2)).toBe(-50);
    expect(changePercent(2, 3)).toBe(-33.3);
    expect(changePercent(5, 3)).toBe(66.7);
    expect(changePercent(0, 7)).toBe(-100);
    expect(changePercent(5, 0)).toBeNull();
    expect(changePercent(5, -2)).toBeNull();
    expect(changePercent(5, null)).toBeNull();
  });

  it('fills every day of the series, in baht', () => {
    expect(
      revenueSeries(
        [
          { day: '2026-11-16', revenueSatang: 80_000, platformSatang: 20_000, sales: 1 },
          { day: '2026-11-18', revenueSatang: -33_333, platformSatang: -8_333, sales: 0 },
        ],
        '2026-11-15',
        '2026-11-18',
      ),
    ).toEqual([
      { day: '2026-11-15', revenue: 0, platformShare: 0, sales: 0 },
      { day: '2026-11-16', revenue: 800, platformShare: 200, sales: 1 },
      { day: '2026-11-17', revenue: 0, platformShare: 0, sales: 0 },
      { day: '2026-11-18', revenue: -333.33, platformShare: -83.33, sales: 0 },
    ]);
  });

  it('goes by month over more than 366 days', () => {
    const series = revenueSeries(
      [
        { day: '2025-01-10', revenueSatang: 10_000, platformSatang: 2_500, sales: 1 },
        { day: '2025-01-31', revenueSatang: 20_000, platformSatang: 5_000, sales: 2 },
        { day: '2026-02-01', revenueSatang: 30_000, platformSatang: 7_500, sales: 1 },
      ],
      '2025-01-10',
      '2026-02-03',
    );
    expect(series).toHaveLength(14);
    expect(series[0]).toEqual({ day: '2025-01-01', revenue: 300, platformShare: 75, sales: 3 });
    expect(series[1]).toEqual({ day: '2025-02-01', revenue: 0, platformShare: 0, sales: 0 });
    expect(series.at(-1)).toEqual({ day: '2026-02-01', revenue: 300, platformShare: 75, sales: 1 });
    // 366 days exactly stay daily.
    expect(revenueSeries([], '2025-01-01', '2026-01-01')).toHaveLength(366);
  });
});
