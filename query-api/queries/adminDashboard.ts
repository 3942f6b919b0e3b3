import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import { readClipCounts } from '../../projector/projections/catalog/clipCounts.ts';
import type { DashboardActivityRow } from '../../projector/projections/dashboard/dashboardTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import {
  DASHBOARD_RECENT_ACTIVITIES,
  MS_PER_DAY,
  type DASHBOARD_TIME_RANGES,
} from '../../events/constants.ts';
import { DASHBOARD_PENDING_VIDEOS } from '../constants.ts';
import { toBaht, type Satang } from '../../events/money.ts';
import { purchaseStatusesOf } from '../../events/purchase/transactionStatus.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { bangkokDay } from '../../events/time/bangkokDay.ts';
import { listAdminClips } from './listAdminClips.ts';

export type DashboardTimeRange = (typeof DASHBOARD_TIME_RANGES)[number];

/** How many Bangkok calendar days each range covers, today included ('all': every day). */
const RANGE_DAYS: Record<Exclude<DashboardTimeRange, 'all'>, number> = { '1d': 1, '7d': 7, '30d': 30 };
/** Longer than this, the revenue series of 'all' goes by month. */
export const SERIES_MAX_DAYS = 366;

/** A calendar day (YYYY-MM-DD) `days` later (earlier when negative). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`, both included. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / MS_PER_DAY) + 1;
}

export interface DayRange {
  from: string;
  to: string;
}

export interface DashboardPeriod {
  timeRange: DashboardTimeRange;
  /** The first day of the period; null for 'all'. */
  from: string | null;
  /** Today in Bangkok. */
  to: string;
  /** The same number of days right before; null for 'all' (nothing to compare). */
  previous: DayRange | null;
}

/**
 * The period a time range means at `now`: the last N Bangkok calendar days, today included (1d is
 * today, 7d today and the 6 days before), and the N days right before it.
 */
export function dashboardPeriod(timeRange: DashboardTimeRange, now: Date): DashboardPeriod {
  const today = bangkokDay(now);
  if (timeRange === 'all') return { timeRange, from: null, to: today, previous: null };
  const days = RANGE_DAYS[timeRange];
  const from = addDays(today, -(days - 1));
  return { timeRange, from, to: today, previous: { from: addDays(from, -days), to: addDays(from, -1) } };
}

/**
 * The change from the previous period in percent, to one decimal; null when there is nothing to
 * compare with: no previous period, or nothing in it (zero, or only refunds: below zero).
 */
export function changePercent(value: number, previous: number | null): number | null {
  if (previous === null || previous <= 0) return null;
  return Math.round(((value - previous) / previous) * 1000) / 10;
}

export interface DayFigures {
  day: string;
  revenueSatang: Satang;
  platformSatang: Satang;
  sales: number;
}

export interface SeriesPoint {
  day: string;
  revenue: number;
  platformShare: number;
  sales: number;
}

/**
 * One point per day from `from` to `to` (days without figures are zero); over SERIES_MAX_DAYS days,
 * one point per month, on its first day (YYYY-MM-01).
 */
export function revenueSeries(rows: DayFigures[], from: string, to: string): SeriesPoint[] {
  const monthly = daysBetween(from, to) > SERIES_MAX_DAYS;
  const keyOf = (day: string) => (monthly ? `${day.slice(0, 7)}-01` : day);
  const sums = new Map<string, DayFigures>();
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const key = keyOf(day);
    if (!sums.has(key)) sums.set(key, { day: key, revenueSatang: 0, platformSatang: 0, sales: 0 });
  }
  for (const row of rows) {
    const sum = sums.get(keyOf(row.day));
    if (!sum) continue;
    sum.revenueSatang += row.revenueSatang;
    sum.platformSatang += row.platformSatang;
    sum.sales += row.sales;
  }
  return [...sums.values()].map((sum) => ({
    day: sum.day,
    revenue: toBaht(sum.revenueSatang),
    platformShare: toBaht(sum.platformSatang),
    sales: sum.sales,
  }));
}

interface Totals {
  revenueSatang: Satang;
  platformSatang: Satang;
  sales: number;
  uploads: number;
  signups: number;
}

/** The daily figures summed over the days from `from` to `to` (null: no bound). */
async function totals(db: SqlExecutor, range: { from: string | null; to: string | null }): Promise<Totals> {
  const { rows } = await db.query<Record<string, string>>(
    `select coalesce(sum(revenue_satang), 0)::text as revenue, coalesce(sum(platform_satang), 0)::text as platform,
            coalesce(sum(sales), 0)::text as sales, coalesce(sum(uploads), 0)::text as uploads,
            coalesce(sum(signups), 0)::text as signups
       from dashboard_daily_stats
      where ($1::date is null or day >= $1::date) and ($2::date is null or day <= $2::date)`,
    [range.from, range.to],
  );
  const row = rows[0] ?? {};
  return {
    revenueSatang: Number(row.revenue ?? 0),
    platformSatang: Number(row.platform ?? 0),
    sales: Number(row.sales ?? 0),
    uploads: Number(row.uploads ?? 0),
    signups: Number(row.signups ?? 0),
  };
}

/**
 * The test money (issue 15: the sandbox, a Stripe test key) inside the revenue of the days from
 * `from` to `to` (null: no bound), Bangkok days by payment, refunded purchases left out as the
 * revenue leaves them out: the revenue card says how much of it is not real.
 */
async function testRevenue(db: SqlExecutor, range: { from: string | null; to: string }): Promise<Satang> {
  const { rows } = await db.query<{ test: string }>(
    `select coalesce(sum(amount_satang), 0)::text as test from purchases
      where test_mode and paid_at is not null and refunded_at is null
        and ($1::date is null or (paid_at at time zone 'Asia/Bangkok')::date >= $1::date)
        and (paid_at at time zone 'Asia/Bangkok')::date <= $2::date`,
    [range.from, range.to],
  );
  return Number(rows[0]?.test ?? 0);
}

/** How many clips awaited review at the end of the day before `day`. */
async function pendingBefore(db: SqlExecutor, day: string): Promise<number> {
  const { rows } = await db.query<{ pending: string }>(
    `select coalesce(sum(pending_delta), 0)::text as pending from dashboard_daily_stats where day < $1::date`,
    [day],
  );
  return Number(rows[0]?.pending ?? 0);
}

async function dailyRows(db: SqlExecutor, range: DayRange): Promise<DayFigures[]> {
  const { rows } = await db.query<{ day: string; revenue: string; platform: string; sales: number }>(
    `select day::text as day, revenue_satang::text as revenue, platform_satang::text as platform, sales
       from dashboard_daily_stats where day between $1::date and $2::date order by day`,
    [range.from, range.to],
  );
  return rows.map((row) => ({
    day: row.day,
    revenueSatang: Number(row.revenue),
    platformSatang: Number(row.platform),
    sales: Number(row.sales),
  }));
}

async function firstDay(db: SqlExecutor): Promise<string | null> {
  const { rows } = await db.query<{ day: string | null }>(
    `select min(day)::text as day from dashboard_daily_stats`,
  );
  return rows[0]?.day ?? null;
}

/**
 * Purchases, sellers' money still owed or in a pending payout, money paid out, people, complaints:
 * separate queries, so that on a server they run side by side on the pool's connections.
 */
async function otherCounts(db: SqlExecutor) {
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<Record<string, string>>(sql, params)).rows[0] ?? {};
  const [purchases, owed, payouts, people] = await Promise.all([
    one(
      `select count(*) filter (where status = any($1::text[]))::text as pending,
              count(*) filter (where status = any($2::text[]))::text as completed,
              count(*)::text as total
         from purchases`,
      [purchaseStatusesOf('pending'), purchaseStatusesOf('completed')],
    ),
    one(
      `select coalesce(sum(balance_satang), 0)::text as owed from ledger_balances where balance_satang > 0`,
    ),
    one(
      `select coalesce(sum(amount_satang) filter (where status = 'pending'), 0)::text as in_payout,
              coalesce(sum(amount_satang) filter (where status = 'paid'), 0)::text as paid_out
         from payouts`,
    ),
    one(
      `select (select count(*) from users where not erased)::text as users,
              (select count(*) from complaints where status in ('open', 'in_progress'))::text as complaints`,
    ),
  ]);
  const n = (row: Record<string, string>, key: string) => Number(row[key] ?? 0);
  return {
    transactions: {
      pending: n(purchases, 'pending'),
      completed: n(purchases, 'completed'),
      total: n(purchases, 'total'),
      pendingPayout: toBaht(n(owed, 'owed') + n(payouts, 'in_payout')),
      paidOut: toBaht(n(payouts, 'paid_out')),
    },
    users: n(people, 'users'),
    complaints: n(people, 'complaints'),
  };
}

/** An activity with the clip's title and the person's name. */
type ActivityRow = Pick<DashboardActivityRow, 'type' | 'at' | 'entity_id' | 'clip_id' | 'amount_satang'> & {
  title: CatalogClipRow['title'] | null;
  display_name: UserRow['display_name'] | null;
};

/**
 * The newest purchases, uploads and sign-ups; the names of the buyer, seller or new person and the
 * clip's title come from the users and catalogue read models (blank once erased).
 */
async function recentActivities(db: SqlExecutor) {
  const { rows } = await db.query<ActivityRow>(
    `select a.type, a.at, a.entity_id, a.clip_id, a.amount_satang, c.title,
            case when u.erased then null else nullif(u.display_name, '') end as display_name
       from dashboard_activities a
       left join purchases p on a.type = 'purchase' and p.purchase_id = a.entity_id
       left join catalog_clips c on c.clip_id = a.clip_id
       left join users u on u.uid = coalesce(a.uid, p.buyer_id)
      order by a.at desc, a.activity_key desc
      limit $1`,
    [DASHBOARD_RECENT_ACTIVITIES],
  );
  return rows.map((row) => ({
    type: row.type,
    at: new Date(row.at).toISOString(),
    id: row.entity_id,
    ...(row.clip_id === null ? {} : { clipId: row.clip_id, clipTitle: row.title ?? '' }),
    ...(row.amount_satang === null ? {} : { amount: toBaht(Number(row.amount_satang)) }),
    displayName: row.display_name ?? '',
  }));
}

const card = (value: number, previous: number | null) => ({
  value,
  previous,
  changePercent: changePercent(value, previous),
});

/**
 * The admin dashboard (admin spec §2, §3, §7 GET /admin/dashboard; DESIGN.md §7): the four cards for
 * the period with their change from the period before, the revenue series, the clips' doughnut,
 * the spec's stats object, the newest activities and the oldest clips awaiting review — all from
 * the read models.
 */
export async function adminDashboard(db: SqlExecutor, timeRange: DashboardTimeRange, now: Date) {
  const period = dashboardPeriod(timeRange, now);
  const today = period.to;
  const [current, previous, todays, week, month, total, clips, others, testMoney] = await Promise.all([
    totals(db, { from: period.from, to: today }),
    period.previous ? totals(db, period.previous) : Promise.resolve(null),
    totals(db, { from: today, to: today }),
    totals(db, { from: addDays(today, -6), to: today }),
    totals(db, { from: addDays(today, -29), to: today }),
    totals(db, { from: null, to: null }),
    readClipCounts(db),
    otherCounts(db),
    testRevenue(db, { from: period.from, to: today }),
  ]);
  const pendingAtStart = period.from === null ? null : await pendingBefore(db, period.from);
  const seriesFrom = period.from ?? (await firstDay(db)) ?? today;
  const series = revenueSeries(await dailyRows(db, { from: seriesFrom, to: today }), seriesFrom, today);
  const pending = await listAdminClips(db, {
    status: 'pending',
    sortBy: 'createdAt',
    sortOrder: 'asc',
    page: 1,
    limit: DASHBOARD_PENDING_VIDEOS,
  });
  const money = (figures: Totals) => toBaht(figures.revenueSatang);
  const gp25 = (figures: Totals) => toBaht(figures.platformSatang);
  return {
    timeRange,
    from: period.from,
    to: today,
    cards: {
      revenue: {
        value: money(current),
        previous: previous && money(previous),
        changePercent: changePercent(current.revenueSatang, previous?.revenueSatang ?? null),
        // How much of `value` is test money, so the card can say so (issue 15).
        testMoney: toBaht(testMoney),
      },
      videosSold: card(current.sales, previous?.sales ?? null),
      newUsers: card(current.signups, previous?.signups ?? null),
      pendingReview: card(clips.pending, pendingAtStart),
    },
    revenueSeries: series,
    // Each clip once: sold + unsold = approved; rejected clips are part of the picture too.
    videoStatus: {
      sold: clips.sold,
      pending: clips.pending,
      approved: clips.approved,
      unsold: clips.unsold,
      rejected: clips.rejected,
    },
    stats: {
      revenue: {
        today: money(todays),
        week: money(week),
        month: money(month),
        total: money(total),
        gp25: { today: gp25(todays), week: gp25(week), month: gp25(month), total: gp25(total) },
      },
      videos: {
        sold: { today: todays.sales, week: week.sales, total: total.sales },
        uploadedToday: todays.uploads,
        pending: clips.pending,
        approved: clips.approved,
        total: clips.total,
        unsold: clips.unsold,
        rejected: clips.rejected,
      },
      users: { newToday: todays.signups, total: others.users },
      transactions: others.transactions,
      complaints: { count: others.complaints },
    },
    recentActivities: await recentActivities(db),
    pendingVideos: pending.videos,
  };
}
