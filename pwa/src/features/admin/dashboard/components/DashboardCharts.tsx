/**
 * The dashboard's two Chart.js charts. Loaded lazily (React.lazy in AdminDashboard) so Chart.js is
 * fetched only when an admin opens the dashboard; only the pieces these two charts use are
 * registered, so the rest of Chart.js is left out of the bundle.
 */
import {
  ArcElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  Tooltip,
  type ChartOptions,
} from 'chart.js';
import { Doughnut, Line } from 'react-chartjs-2';
import { formatBaht } from '../../../../lib/format.ts';
import { adminDashboard as t } from '../adminDashboardTexts.ts';
import type { RevenueChartData, StatusChartData } from '../chartData.ts';

ChartJS.register(CategoryScale, LinearScale, PointElement, LineElement, ArcElement, Tooltip, Legend);

const FONT = { family: 'inherit' };

const lineOptions: ChartOptions<'line'> = {
  responsive: true,
  maintainAspectRatio: false,
  interaction: { mode: 'index', intersect: false },
  plugins: {
    legend: { position: 'bottom', labels: { font: FONT } },
    tooltip: {
      callbacks: {
        label: (item) => `${item.dataset.label ?? ''}: ${formatBaht(Number(item.parsed.y ?? 0))}`,
      },
    },
  },
  scales: {
    x: { ticks: { font: FONT, maxRotation: 0, autoSkip: true } },
    y: { beginAtZero: true, ticks: { font: FONT, callback: (value) => formatBaht(Number(value)) } },
  },
};

const doughnutOptions: ChartOptions<'doughnut'> = {
  responsive: true,
  maintainAspectRatio: false,
  plugins: {
    legend: { position: 'bottom', labels: { font: FONT } },
    tooltip: {
      callbacks: { label: (item) => `${item.label}: ${t.videoCount(Number(item.parsed))}` },
    },
  },
};

export function RevenueChart({ data, label }: { data: RevenueChartData; label: string }) {
  return <Line data={data} options={lineOptions} role="img" aria-label={label} />;
}

export function StatusChart({ data, label }: { data: StatusChartData; label: string }) {
  return <Doughnut data={data} options={doughnutOptions} role="img" aria-label={label} />;
}
