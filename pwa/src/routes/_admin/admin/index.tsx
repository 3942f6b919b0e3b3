import { createFileRoute } from '@tanstack/react-router';
import {
  DEFAULT_TIME_RANGE,
  dashboardSearchSchema,
} from '../../../features/admin/dashboard/dashboardSearch.ts';
import { AdminDashboard } from '../../../features/admin/dashboard/components/AdminDashboard.tsx';

export const Route = createFileRoute('/_admin/admin/')({
  validateSearch: dashboardSearchSchema,
  component: AdminDashboardRoute,
});

function AdminDashboardRoute() {
  const { timeRange = DEFAULT_TIME_RANGE } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <AdminDashboard
      timeRange={timeRange}
      onTimeRangeChange={(next) =>
        void navigate({
          search: { timeRange: next === DEFAULT_TIME_RANGE ? undefined : next },
          replace: true,
        })
      }
    />
  );
}
