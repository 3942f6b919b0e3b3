import { formatBaht } from '../../../../lib/format.ts';
import { adminDashboard as t } from '../adminDashboardTexts.ts';
import type { DashboardStats } from '../api/getDashboard.ts';

const integer = new Intl.NumberFormat('th-TH');
const n = (value: number) => integer.format(value);

/** Every figure of the spec's dashboard stats (admin spec §3), whatever range is chosen. */
export function StatsSummary({ stats }: { stats: DashboardStats }) {
  const { revenue, videos, users, transactions, complaints } = stats;
  const groups: { title: string; rows: [string, string][] }[] = [
    {
      title: t.summaryRevenue,
      rows: [
        [t.today, formatBaht(revenue.today)],
        [t.week, formatBaht(revenue.week)],
        [t.month, formatBaht(revenue.month)],
        [t.total, formatBaht(revenue.total)],
      ],
    },
    {
      title: t.summaryPlatform,
      rows: [
        [t.today, formatBaht(revenue.gp25.today)],
        [t.week, formatBaht(revenue.gp25.week)],
        [t.month, formatBaht(revenue.gp25.month)],
        [t.total, formatBaht(revenue.gp25.total)],
      ],
    },
    {
      title: t.summaryVideos,
      rows: [
        [t.uploadedToday, n(videos.uploadedToday)],
        [t.soldToday, n(videos.sold.today)],
        [t.soldTotal, n(videos.sold.total)],
        [t.videoStatus.pending, n(videos.pending)],
        [t.videoStatus.approved, n(videos.approved)],
        [t.videoStatus.unsold, n(videos.unsold)],
        [t.videoStatus.rejected, n(videos.rejected)],
        [t.videosTotal, n(videos.total)],
      ],
    },
    {
      title: t.summaryUsers,
      rows: [
        [t.newToday, n(users.newToday)],
        [t.usersTotal, n(users.total)],
        [t.complaints, n(complaints.count)],
      ],
    },
    {
      title: t.summaryTransactions,
      rows: [
        [t.transactionsPending, n(transactions.pending)],
        [t.transactionsCompleted, n(transactions.completed)],
        [t.transactionsTotal, n(transactions.total)],
        [t.pendingPayout, formatBaht(transactions.pendingPayout)],
        [t.paidOut, formatBaht(transactions.paidOut)],
      ],
    },
  ];
  return (
    <section className="dash-panel" aria-labelledby="dash-summary">
      <h2 id="dash-summary" className="dash-panel__title">
        {t.summary}
      </h2>
      <div className="dash-summary">
        {groups.map((group) => (
          <div key={group.title} className="dash-summary__group">
            <h3 className="dash-summary__title">{group.title}</h3>
            <dl className="admin-details">
              {group.rows.map(([label, value]) => (
                <div key={label} className="dash-summary__row">
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
      </div>
    </section>
  );
}
