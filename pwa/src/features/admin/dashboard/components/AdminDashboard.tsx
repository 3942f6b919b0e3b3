import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { sumBaht } from '../../../../../../events/money.ts';
import { DASHBOARD_TIME_RANGES } from '../../../../lib/constants.ts';
import { formatBaht, formatThaiDate } from '../../../../lib/format.ts';
import { adminDashboard as t } from '../adminDashboardTexts.ts';
import { AdminScreenState } from '../../shared/AdminScreenState.tsx';
import { dashboardQueryOptions, type Dashboard, type TimeRange } from '../api/getDashboard.ts';
import { revenueChartData, STATUS_PARTS, statusChartData } from '../chartData.ts';
import { PendingVideos } from './PendingVideos.tsx';
import { RecentActivities } from './RecentActivities.tsx';
import { StatCards } from './StatCards.tsx';
import { StatsSummary } from './StatsSummary.tsx';
import type * as Charts from './DashboardCharts.tsx';
import './dashboard.css';

// Chart.js is fetched only with the dashboard, never with the public pages; both charts share one
// import of their module.
let charts: Promise<typeof Charts> | undefined;
const loadCharts = () => (charts ??= import('./DashboardCharts.tsx'));
const RevenueChart = lazy(() => loadCharts().then((module) => ({ default: module.RevenueChart })));
const StatusChart = lazy(() => loadCharts().then((module) => ({ default: module.StatusChart })));

interface AdminDashboardProps {
  timeRange: TimeRange;
  onTimeRangeChange: (timeRange: TimeRange) => void;
}

/**
 * /admin: the chosen range's figures with their change against the previous period, the revenue
 * line and clip-status doughnut, the summary of every figure, the clips awaiting review and the
 * recent activity — all from the server (DESIGN.md §7).
 */
export function AdminDashboard({ timeRange, onTimeRangeChange }: AdminDashboardProps) {
  const query = useQuery({ ...dashboardQueryOptions(timeRange), placeholderData: keepPreviousData });
  return (
    <section className="page admin-dashboard" aria-busy={query.isFetching}>
      <header className="admin-page__head">
        <div>
          <h1>{t.title}</h1>
          {query.data && <p className="muted small dash-period">{period(query.data)}</p>}
        </div>
        <div className="dash-ranges" role="group" aria-label={t.timeRangeLabel}>
          {DASHBOARD_TIME_RANGES.map((range) => (
            <button
              key={range}
              type="button"
              className={`button button--ghost dash-ranges__button${range === timeRange ? ' dash-ranges__button--on' : ''}`}
              aria-pressed={range === timeRange}
              onClick={() => range !== timeRange && onTimeRangeChange(range)}
            >
              {t.timeRanges[range]}
            </button>
          ))}
        </div>
      </header>

      <AdminScreenState query={query} failed={t.loadFailed} />
      {query.data && !query.isError && <DashboardBody dashboard={query.data} timeRange={timeRange} />}
    </section>
  );
}

function period(dashboard: Dashboard): string {
  const to = dashboard.to ? formatThaiDate(dashboard.to, 'short') : '';
  if (!to) return '';
  return dashboard.from ? t.period(formatThaiDate(dashboard.from, 'short'), to) : t.periodUntil(to);
}

function DashboardBody({ dashboard, timeRange }: { dashboard: Dashboard; timeRange: TimeRange }) {
  const revenueTotal = sumBaht(dashboard.revenueSeries.map((point) => point.revenue));
  const statusTotal = STATUS_PARTS.reduce((sum, part) => sum + dashboard.videoStatus[part], 0);
  const statusSummary = STATUS_PARTS.map((part) =>
    t.statusPart(t.videoStatus[part], dashboard.videoStatus[part]),
  ).join(', ');
  const loadingChart = <p className="muted dash-chart__loading">{t.chartLoading}</p>;
  return (
    <>
      <StatCards cards={dashboard.cards} />
      <div className="dash-charts">
        <section className="dash-panel dash-chart dash-chart--line" aria-labelledby="dash-revenue">
          <h2 id="dash-revenue" className="dash-panel__title">
            {t.revenueChart}
          </h2>
          <div className="dash-chart__canvas">
            <Suspense fallback={loadingChart}>
              <RevenueChart
                data={revenueChartData(dashboard.revenueSeries, timeRange)}
                label={t.revenueChartLabel(formatBaht(revenueTotal))}
              />
            </Suspense>
          </div>
        </section>
        <section className="dash-panel dash-chart dash-chart--doughnut" aria-labelledby="dash-status">
          <h2 id="dash-status" className="dash-panel__title">
            {t.statusChart}
          </h2>
          {statusTotal === 0 ? (
            <p className="muted">{t.noVideos}</p>
          ) : (
            <div className="dash-chart__canvas">
              <Suspense fallback={loadingChart}>
                <StatusChart
                  data={statusChartData(dashboard.videoStatus)}
                  label={t.statusChartLabel(statusSummary)}
                />
              </Suspense>
            </div>
          )}
        </section>
      </div>
      <div className="dash-lists">
        <PendingVideos videos={dashboard.pendingVideos} />
        <RecentActivities activities={dashboard.recentActivities} />
      </div>
      {dashboard.stats && <StatsSummary stats={dashboard.stats} />}
    </>
  );
}
