/**
 * Admin lists benchmark (issue 7, "Tests and figures"): seeds N clips, users, purchases, payouts and
 * audit entries straight into the read-model tables (one generate_series insert each, no events),
 * ANALYZEs, then times each admin list as the query API runs it and prints p50/p95 per list and
 * filter. Nothing is asserted: the figures are printed. Target (issue 7): p95 ≤ 100 ms with
 * 1,000,000 clips, 100,000 users and 200,000 purchases on the PostgreSQL server.
 *
 *   npm run bench:admin -- [--clips N] [--users N] [--purchases N] [--queries M]
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/dashclip_bench npm run bench:admin -- --clips 1000000 --users 100000 --purchases 200000
 *
 * With DATABASE_URL the read-model tables of that database (catalog, users, purchases, audit) are
 * DROPPED and recreated: give it a throwaway database. Without it an in-memory PGlite is used.
 */
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { ADMIN_PAGE_SIZE } from '../../events/constants.ts';
import { pgClient } from '../../infra/adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import { createProjectionTables, liveTables, type Projection } from '../../projector/projection.ts';
import { auditProjection } from '../../projector/projections/audit/auditProjection.ts';
import { catalogProjection } from '../../projector/projections/catalog/catalogProjection.ts';
import { complaintsProjection } from '../../projector/projections/complaints/complaintsProjection.ts';
import { dashboardProjection } from '../../projector/projections/dashboard/dashboardProjection.ts';
import { purchasesProjection } from '../../projector/projections/purchases/purchasesProjection.ts';
import { usersProjection } from '../../projector/projections/users/usersProjection.ts';
import { adminDashboard } from '../../query-api/queries/adminDashboard.ts';
import { listAdminClips } from '../../query-api/queries/listAdminClips.ts';
import { listAdminPayouts } from '../../query-api/queries/listAdminPayouts.ts';
import { listAdminTransactions } from '../../query-api/queries/listAdminTransactions.ts';
import { listAdminUsers } from '../../query-api/queries/listAdminUsers.ts';
import { listAdminComplaints } from '../../query-api/queries/listComplaints.ts';
import { listAudit } from '../../query-api/queries/listAudit.ts';

const { values: args } = parseArgs({
  args: process.argv.slice(2),
  options: {
    clips: { type: 'string', default: '20000' },
    users: { type: 'string' },
    purchases: { type: 'string' },
    queries: { type: 'string', default: '30' },
  },
});
const count = (raw: string) => {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value <= 0) throw new Error(`not a positive integer: ${raw}`);
  return value;
};
const clips = count(args.clips);
const users = count(args.users ?? String(Math.max(10, Math.round(clips / 10))));
const purchases = count(args.purchases ?? String(Math.max(10, Math.round(clips / 5))));
const queries = count(args.queries);
const payouts = Math.max(1, Math.round(purchases / 20));
const complaints = Math.max(1, Math.round(purchases / 10));

const projections = [
  catalogProjection,
  usersProjection,
  purchasesProjection,
  auditProjection,
  complaintsProjection,
  dashboardProjection,
] as Projection[];

async function seed(db: SqlClient) {
  const step = async (label: string, sql: string) => {
    const started = performance.now();
    await db.exec(sql);
    console.log(`  ${label.padEnd(16)} ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  console.log('seeding');
  await step(
    'users',
    `insert into users (uid, email, display_name, first_name, last_name, phone, phone_verified, email_verified,
       user_type, is_admin, is_active, deactivated, erased, provider, created_at, last_position)
     select 'u' || i, 'user' || i || '@example.com', 'ผู้ใช้ ' || i, 'ชื่อ' || i, 'สกุล', '', false, true,
       case when i % 3 = 0 then 'buyer' else 'seller' end, i <= 5, i % 50 <> 0, false, false, 'password',
       now() - (i % 1000) * interval '1 hour', 1
     from generate_series(1, ${users}) i`,
  );
  await step(
    'catalog_sellers',
    `insert into catalog_sellers (seller_id, display_name, created_at)
     select 'u' || i, 'ผู้ใช้ ' || i, now() from generate_series(1, ${users}) i`,
  );
  await step(
    'catalog_clips',
    `insert into catalog_clips (clip_id, seller_id, title, description, category, vehicle_type, price_satang, tags,
       incident_date, incident_time, lat, lng, province, district, sub_district, address, status, uploaded_at,
       approved_at, views, sales_count, last_position)
     select 'c' || i, 'u' || (1 + i % ${users}), 'คลิปอุบัติเหตุที่ ' || i, 'รายละเอียดคลิป ' || i,
       (array['car_car','car_motorcycle','motorcycle','pedestrian','road_rage','other'])[1 + i % 6],
       (array['car','motorcycle','truck','bus'])[1 + i % 4], 10000 + (i % 90) * 1000, '[]'::jsonb,
       date '2026-01-01' + (i % 300), '08:00', 13.7, 100.5, 'กรุงเทพมหานคร', 'เขต', 'แขวง', 'ถนน',
       (array['approved','approved','approved','pending','rejected','expired'])[1 + i % 6],
       now() - (i % 100000) * interval '1 minute', now() - (i % 100000) * interval '1 minute',
       i % 500, case when i % 7 = 0 then 1 else 0 end, 1
     from generate_series(1, ${clips}) i`,
  );
  await step(
    'purchases',
    `insert into purchases (purchase_id, buyer_id, clip_id, seller_id, amount_satang, payment_method, status,
       created_at, pay_by, last_position)
     select 'p' || i, 'u' || (1 + (i * 7) % ${users}), 'c' || (1 + i % ${clips}), 'u' || (1 + (i % ${clips}) % ${users}),
       50000, 'card', (array['paid','paid','paid','pending','refunded','expired'])[1 + i % 6],
       now() - (i % 50000) * interval '5 minutes', now(), 1
     from generate_series(1, ${purchases}) i`,
  );
  await step(
    'payouts',
    `insert into payouts (payout_id, seller_id, amount_satang, method, bank_name, account_name, account_last4,
       status, created_at, last_position)
     select 'po' || i, 'u' || (1 + i % ${users}), 100000, 'bank_transfer', 'kbank', 'ชื่อบัญชี', '1234',
       (array['pending','paid','failed'])[1 + i % 3], now() - (i % 5000) * interval '1 hour', 1
     from generate_series(1, ${payouts}) i`,
  );
  // Two entries per clip (upload, moderation) and three per purchase.
  await step(
    'audit_entries',
    `insert into audit_entries (event_id, position_tx, position_gp, occurred_at, actor_kind, actor_id, actor_role,
       entity_type, entity_id, owner_id, action, summary)
     select 'e' || i, i, i, now() - (${clips * 2 + purchases * 3} - i) * interval '1 second', 'person',
       case when i % 2 = 0 and i <= ${clips * 2} then 'u' || (1 + i % 5) else 'u' || (1 + i % ${users}) end,
       case when i % 2 = 0 and i <= ${clips * 2} then 'admin' else 'seller' end,
       case when i <= ${clips * 2} then 'clip' else 'purchase' end,
       case when i <= ${clips * 2} then 'c' || (1 + i / 2) else 'p' || (1 + (i - ${clips * 2}) / 3) end,
       'u' || (1 + i % ${users}),
       case when i <= ${clips * 2} then (case when i % 2 = 0 then 'ClipApproved' else 'ClipUploaded' end)
            else (array['PurchaseCreated','PaymentSucceeded','SaleCredited'])[1 + i % 3] end,
       '{}'::jsonb
     from generate_series(1, ${clips * 2 + purchases * 3}) i`,
  );
  await step(
    'ledger_entries',
    `insert into ledger_entries (seller_id, kind, ref_id, clip_id, gross_satang, platform_satang, seller_satang, at)
     select seller_id, 'sale', purchase_id, clip_id, amount_satang, amount_satang / 4, amount_satang - amount_satang / 4,
       created_at
     from purchases where status in ('paid', 'refunded');
     insert into ledger_balances (seller_id, balance_satang)
     select seller_id, sum(seller_satang) from ledger_entries group by seller_id`,
  );
  await step(
    'complaints',
    `insert into complaints (complaint_id, reporter_id, type, priority, status, subject, description, created_at,
       updated_at, last_position)
     select 'cp' || i, 'u' || (1 + (i * 13) % ${users}),
       (array['content','technical','payment','user','other'])[1 + i % 5],
       (array['high','medium','medium','low'])[1 + i % 4],
       (array['open','in_progress','resolved','rejected'])[1 + i % 4],
       'หัวข้อคำร้องเรียน ' || i, 'รายละเอียดคำร้องเรียนที่ ' || i,
       now() - (i % 20000) * interval '10 minutes', now(), 1
     from generate_series(1, ${complaints}) i`,
  );
  // A year of daily figures, and the dashboard's own bookkeeping of every clip's status.
  await step(
    'dashboard',
    `insert into dashboard_daily_stats (day, revenue_satang, platform_satang, sales, refunds, uploads, signups,
       pending_delta)
     select current_date - d, 50000 * (d % 40), 12500 * (d % 40), d % 40, d % 3, 100 + d % 50, 20 + d % 7, d % 5 - 2
     from generate_series(0, 364) d;
     insert into dashboard_clips (clip_id, seller_id, status) select clip_id, seller_id, status from catalog_clips;
     insert into catalog_clip_counts (status, sold, n)
     select status, sales_count > 0, count(*) from catalog_clips group by 1, 2;
     insert into dashboard_activities (activity_key, type, at, entity_id, clip_id, uid, amount_satang)
     select 'purchase:' || purchase_id, 'purchase', created_at, purchase_id, clip_id, null, amount_satang
     from purchases order by created_at desc limit 10`,
  );
  await db.exec('analyze');
}

async function time(label: string, run: () => Promise<unknown>) {
  for (let i = 0; i < 2; i++) await run();
  const samples: number[] = [];
  for (let i = 0; i < queries; i++) {
    const started = performance.now();
    await run();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => samples[Math.min(samples.length - 1, Math.ceil(q * samples.length) - 1)]!;
  console.log(
    `  ${label.padEnd(46)} p50 ${at(0.5).toFixed(1).padStart(8)} ms   p95 ${at(0.95).toFixed(1).padStart(8)} ms`,
  );
}

async function main() {
  const url = process.env.DATABASE_URL;
  const db = url ? pgClient(url) : await pgliteClient(null);
  console.log(
    `admin bench on ${url ? 'PostgreSQL server' : 'PGlite (in memory)'}: ${clips} clips, ${users} users, ` +
      `${purchases} purchases, ${payouts} payouts, ${complaints} complaints, ${clips * 2 + purchases * 3} audit ` +
      `entries; ${queries} runs each`,
  );
  for (const projection of projections) {
    const tables = liveTables(projection);
    if (url) await db.exec(`drop table if exists ${Object.values(tables).join(', ')} cascade`);
    await createProjectionTables(db, projection, tables);
  }
  await seed(db);
  const now = new Date();
  const page = { page: 1, limit: ADMIN_PAGE_SIZE };
  const deep = { page: 50, limit: ADMIN_PAGE_SIZE };
  const clipList = { sortBy: 'dateRecorded', sortOrder: 'desc' } as const;
  console.log('p50 / p95 per admin list');
  await time('/admin/videos (review queue: pending)', () =>
    listAdminClips(db, { ...page, ...clipList, status: 'pending' }),
  );
  await time('/admin/videos/all (no filter)', () => listAdminClips(db, { ...page, ...clipList }));
  await time('/admin/videos/all (search title, page 50)', () =>
    listAdminClips(db, { ...deep, ...clipList, search: 'คลิปอุบัติเหตุที่ 12' }),
  );
  const userList = { sortBy: 'createdAt', sortOrder: 'desc' } as const;
  await time('/admin/users/all (no filter)', () => listAdminUsers(db, { ...page, ...userList }));
  await time('/admin/users/all (search e-mail)', () =>
    listAdminUsers(db, { ...page, ...userList, search: 'user4217@' }),
  );
  await time('/admin/users/all (seller, inactive, by e-mail)', () =>
    listAdminUsers(db, { ...page, sortBy: 'email', sortOrder: 'asc', roles: 'seller', isActive: false }),
  );
  await time('/admin/users/all (last login, page 50)', () =>
    listAdminUsers(db, { ...deep, sortBy: 'lastLoginAt', sortOrder: 'desc' }),
  );
  await time('/admin/videos/all (seller name, price range)', () =>
    listAdminClips(db, {
      ...page,
      ...clipList,
      seller: 'ผู้ใช้ 4217',
      minPriceSatang: 20_000,
      maxPriceSatang: 80_000,
    }),
  );
  await time('/admin/videos/all (incident dates, sort price)', () =>
    listAdminClips(db, {
      ...page,
      sortBy: 'price',
      sortOrder: 'asc',
      dateFrom: '2026-03-01',
      dateTo: '2026-03-31',
    }),
  );
  await time('/admin/transactions (no filter)', () => listAdminTransactions(db, page, now));
  await time('/admin/transactions (status refunded, 30d)', () =>
    listAdminTransactions(db, { ...page, status: 'refunded', date: '30d' }, now),
  );
  await time('/admin/transactions (search e-mail)', () =>
    listAdminTransactions(db, { ...page, search: 'user42@' }, now),
  );
  await time('/admin/payouts (no filter)', () => listAdminPayouts(db, page, now));
  await time('/admin/payouts (status pending)', () =>
    listAdminPayouts(db, { ...page, status: 'pending' }, now),
  );
  await time('/admin/complaints (no filter)', () => listAdminComplaints(db, page));
  await time('/admin/complaints (open, search subject)', () =>
    listAdminComplaints(db, { ...page, status: 'open', search: 'คำร้องเรียน 4217' }),
  );
  for (const range of ['7d', 'all'] as const)
    await time(`/admin/dashboard (${range})`, () => adminDashboard(db, range, now));
  await time('/admin/audit (no filter)', () => listAudit(db, page));
  await time('/admin/audit (action ClipApproved, page 50)', () =>
    listAudit(db, { ...deep, action: 'ClipApproved' }),
  );
  await time('/admin/audit (actor id)', () => listAudit(db, { ...page, actor: 'u3' }));
  await time('/admin/audit (entity history)', () =>
    listAudit(db, { ...page, entityType: 'purchase', entityId: 'p17' }),
  );
  await db.close();
}

await main();
