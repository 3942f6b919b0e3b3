/**
 * What the dashboard hands to Chart.js, as pure functions (tested without a canvas): the revenue
 * series as a line chart with Buddhist-era dates on the axis, and the clip-status doughnut.
 */
import { formatThaiDate } from '../../../lib/format.ts';
import { adminDashboard as t } from './adminDashboardTexts.ts';
import type { Dashboard, RevenuePoint } from './api/getDashboard.ts';

export const CHART_COLOURS = {
  revenue: '#ea580c',
  platformShare: '#2563eb',
  sold: '#16a34a',
  pending: '#ca8a04',
  approved: '#2563eb',
  unsold: '#94a3b8',
  rejected: '#dc2626',
} as const;

export interface RevenueChartData {
  labels: string[];
  datasets: {
    label: string;
    data: number[];
    borderColor: string;
    backgroundColor: string;
    tension: number;
  }[];
}

export interface StatusChartData {
  labels: string[];
  datasets: { label: string; data: number[]; backgroundColor: string[] }[];
}

const monthFormat = new Intl.DateTimeFormat('th-TH-u-ca-buddhist', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'YYYY-MM-01' as 'พ.ย. 2569' (the calendar month as written). */
export function thaiMonth(day: string): string {
  const [year, month] = day.split('-').map(Number);
  if (!year || !month) return '';
  return monthFormat.format(new Date(Date.UTC(year, month - 1, 1)));
}

/**
 * A series is monthly when every point is the first of a month and there are at least two of
 * them (two consecutive days cannot both be the 1st), or when the range is 'all' and its one
 * point is a 1st.
 */
export function isMonthly(series: readonly RevenuePoint[], timeRange: string): boolean {
  if (series.length === 0 || !series.every((point) => point.day.endsWith('-01'))) return false;
  return series.length > 1 || timeRange === 'all';
}

/** The axis labels: a short Buddhist-era date per day ('21 พ.ย. 2569'), or a month per point. */
export function revenueLabels(series: readonly RevenuePoint[], timeRange: string): string[] {
  const monthly = isMonthly(series, timeRange);
  return series.map((point) => (monthly ? thaiMonth(point.day) : formatThaiDate(point.day, 'short')));
}

/** Revenue and the platform's share over the range, in baht, oldest first. */
export function revenueChartData(series: readonly RevenuePoint[], timeRange: string): RevenueChartData {
  const ordered = [...series].sort((a, b) => a.day.localeCompare(b.day));
  const line = (label: string, data: number[], colour: string) => ({
    label,
    data,
    borderColor: colour,
    backgroundColor: colour,
    tension: 0.3,
  });
  return {
    labels: revenueLabels(ordered, timeRange),
    datasets: [
      line(
        t.revenueSeries,
        ordered.map((point) => point.revenue),
        CHART_COLOURS.revenue,
      ),
      line(
        t.platformShareSeries,
        ordered.map((point) => point.platformShare),
        CHART_COLOURS.platformShare,
      ),
    ],
  };
}

/**
 * The doughnut's parts: each clip in exactly one (approved = sold + unsold, so approved is not a
 * part of its own, or every approved clip would count twice).
 */
export const STATUS_PARTS = ['sold', 'unsold', 'pending', 'rejected'] as const;

/** Approved clips with and without a sale, clips awaiting review and rejected clips, in that order. */
export function statusChartData(status: Dashboard['videoStatus']): StatusChartData {
  return {
    labels: STATUS_PARTS.map((part) => t.videoStatus[part]),
    datasets: [
      {
        label: t.statusChart,
        data: STATUS_PARTS.map((part) => status[part]),
        backgroundColor: STATUS_PARTS.map((part) => CHART_COLOURS[part]),
      },
    ],
  };
}
