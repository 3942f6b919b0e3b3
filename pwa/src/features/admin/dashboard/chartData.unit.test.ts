import { describe, expect, it } from 'vitest';
import { isMonthly, revenueChartData, statusChartData } from './chartData.ts';

const point = (day: string, revenue: number, platformShare = revenue / 4, sales = 1) => ({
  day,
  revenue,
  platformShare,
  sales,
});

describe('revenue chart data', () => {
  it('puts revenue and platform share per day, oldest first, with Buddhist-era dates', () => {
    const data = revenueChartData(
      [point('2026-11-21', 1500, 375), point('2026-11-19', 800, 200), point('2026-11-20', 0, 0, 0)],
      '7d',
    );
    expect(data.labels).toEqual(['19 พ.ย. 2569', '20 พ.ย. 2569', '21 พ.ย. 2569']);
    expect(data.datasets.map((set) => set.label)).toEqual(['รายได้', 'ส่วนแบ่งแพลตฟอร์ม']);
    expect(data.datasets[0]?.data).toEqual([800, 0, 1500]);
    expect(data.datasets[1]?.data).toEqual([200, 0, 375]);
  });

  it('labels monthly points of "all" by month', () => {
    const series = [point('2025-12-01', 100), point('2026-01-01', 200)];
    expect(isMonthly(series, 'all')).toBe(true);
    expect(revenueChartData(series, 'all').labels).toEqual(['ธ.ค. 2568', 'ม.ค. 2569']);
    // One day that happens to be the 1st is still a day.
    expect(revenueChartData([point('2026-11-01', 5)], '1d').labels).toEqual(['1 พ.ย. 2569']);
    expect(isMonthly([point('2026-11-01', 5), point('2026-11-02', 5)], '7d')).toBe(false);
  });

  it('is empty for an empty series', () => {
    const data = revenueChartData([], '7d');
    expect(data.labels).toEqual([]);
    expect(data.datasets.every((set) => set.data.length === 0)).toBe(true);
  });
});

describe('video status chart data', () => {
  it('counts each clip once: approved with and without a sale, pending, rejected', () => {
    const data = statusChartData({ sold: 3, pending: 2, approved: 10, unsold: 7, rejected: 4 });
    expect(data.labels).toEqual(['วางขาย มียอดขายแล้ว', 'วางขาย ยังไม่มียอดขาย', 'รอตรวจสอบ', 'ถูกปฏิเสธ']);
    expect(data.datasets[0]?.data).toEqual([3, 7, 2, 4]);
    expect(data.datasets[0]?.data.reduce((sum, n) => sum + n, 0)).toBe(3 + 7 + 2 + 4);
    expect(data.datasets[0]?.backgroundColor).toHaveLength(4);
  });
});
