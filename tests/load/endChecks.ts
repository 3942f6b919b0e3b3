/**
 * After the run, once the projections have caught up: every command the server accepted is in the
 * read models as the driver last left it (clips, views, purchases, downloads, complaints,
 * notifications read, new accounts), money is conserved (paid = seller balances + paid out +
 * platform share + refunded, each summed from its read model, and paid agrees with the events and
 * with what the provider took), downloads were the originals byte for byte, and nothing answered
 * 5xx or went unanswered. Expectations come from the driver's bookkeeping, never from fixed figures.
 */
import { fromBaht, satang, type Satang } from '../../events/money.ts';
import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import { PURCHASE_EXPIRY_INTERVAL_MS } from '../../infra/app/constants.ts';
import type { CatalogClipRow } from '../../projector/projections/catalog/catalogTables.ts';
import type { ComplaintRow } from '../../projector/projections/complaints/complaintTables.ts';
import type { NotificationRow } from '../../projector/projections/notifications/notificationTables.ts';
import type { PurchaseRow } from '../../projector/projections/purchases/purchaseTables.ts';
import type { UserRow } from '../../projector/projections/users/userTables.ts';
import type { MarketState, Purchase } from './marketState.ts';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

/** Wrong rows named in a failed check's detail at most. */
const NAMED = 5;
const READ_MODELS_WAIT_MS = 120_000;
const POLL_MS = 200;

/**
 * Waits until every projection has applied every event (`/readyz` lag 0); answers whether they did
 * in time. Asked with plain fetch, outside the metrics: `/readyz` answers 503 while starting, by design.
 */
export async function readModelsCaughtUp(baseUrl: string): Promise<boolean> {
  const deadline = Date.now() + READ_MODELS_WAIT_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${baseUrl}/api/readyz`).catch(() => null);
    if (answer?.ok) {
      const { data } = (await answer.json()) as { data: { projections: { lag: number | null }[] } };
      if (data.projections.every((projection) => projection.lag === 0)) return true;
    } else await answer?.arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  return false;
}

function check(name: string, wrong: string[], total: number, what: string): Check {
  return {
    name,
    ok: wrong.length === 0,
    detail:
      wrong.length === 0
        ? `${total} ${what}, all as accepted`
        : `${wrong.length} of ${total} ${what} wrong, e.g. ${wrong.slice(0, NAMED).join('; ')}`,
  };
}

async function clipChecks(db: SqlExecutor, state: MarketState): Promise<Check[]> {
  const clips = [...state.clips.values()];
  const { rows } = await db.query<
    Pick<CatalogClipRow, 'clip_id' | 'status' | 'title' | 'price_satang' | 'views'>
  >(`select clip_id, status, title, price_satang, views from catalog_clips where clip_id = any($1)`, [
    clips.map((clip) => clip.id),
  ]);
  const found = new Map(rows.map((row) => [row.clip_id, row]));
  const wrong: string[] = [];
  const wrongViews: string[] = [];
  let viewed = 0;
  for (const clip of clips) {
    const row = found.get(clip.id);
    if (!row) {
      wrong.push(`${clip.id} missing`);
      continue;
    }
    if (!clip.uncertain) {
      if (row.status !== clip.status) wrong.push(`${clip.id} ${row.status}, accepted ${clip.status}`);
      else if (row.title !== clip.title)
        wrong.push(`${clip.id} title "${row.title}", accepted "${clip.title}"`);
      else if (Number(row.price_satang) !== fromBaht(clip.priceBaht))
        wrong.push(`${clip.id} price ${row.price_satang} satang, accepted ${clip.priceBaht} baht`);
    }
    if (!clip.viewsUncertain && clip.status === 'approved') {
      viewed += clip.countedViews;
      if (Number(row.views) !== clip.countedViews)
        wrongViews.push(`${clip.id} ${row.views} views, ${clip.countedViews} counted`);
    }
  }
  return [
    check('clips uploaded, moderated and edited are visible', wrong, clips.length, 'clips'),
    check('views answered "counted" are counted', wrongViews, viewed, 'views'),
  ];
}

async function purchaseChecks(db: SqlExecutor, state: MarketState): Promise<Check[]> {
  const purchases = [...state.purchases.values()];
  const { rows } = await db.query<
    Pick<PurchaseRow, 'purchase_id' | 'status' | 'amount_satang' | 'downloads'>
  >(`select purchase_id, status, amount_satang, downloads from purchases where purchase_id = any($1)`, [
    purchases.map((purchase) => purchase.id),
  ]);
  const found = new Map(rows.map((row) => [row.purchase_id, row]));
  const wrong: string[] = [];
  const wrongDownloads: string[] = [];
  let downloads = 0;
  for (const purchase of purchases) {
    const row = found.get(purchase.id);
    if (!row) {
      wrong.push(`${purchase.id} missing`);
      continue;
    }
    if (Number(row.amount_satang) !== purchase.amountSatang)
      wrong.push(`${purchase.id} amount ${row.amount_satang}, answered ${purchase.amountSatang}`);
    if (purchase.uncertain) continue;
    const expected = purchase.refunded ? 'refunded' : purchase.providerPaid ? 'paid' : null;
    if (expected ? row.status !== expected : ['paid', 'refunded'].includes(row.status))
      wrong.push(
        `${purchase.id} ${row.status}, expected ${expected ?? 'unpaid (the provider took no money)'}`,
      );
    downloads += purchase.downloads;
    if (Number(row.downloads) !== purchase.downloads)
      wrongDownloads.push(`${purchase.id} ${row.downloads} downloads recorded, ${purchase.downloads} made`);
  }
  return [
    check('purchases, payments and refunds are visible', wrong, purchases.length, 'purchases'),
    check('every download is recorded', wrongDownloads, downloads, 'downloads'),
    {
      name: 'downloads are the originals byte for byte',
      ok: state.downloadMismatches.length === 0,
      detail:
        state.downloadMismatches.length === 0
          ? `${downloads} downloads, SHA-256 of each equal to the upload's`
          : `${state.downloadMismatches.length} differ, e.g. purchases ${state.downloadMismatches.slice(0, NAMED).join(', ')}`,
    },
  ];
}

async function complaintCheck(db: SqlExecutor, state: MarketState): Promise<Check> {
  const complaints = [...state.complaints.values()];
  const { rows } = await db.query<Pick<ComplaintRow, 'complaint_id' | 'status'>>(
    `select complaint_id, status from complaints where complaint_id = any($1)`,
    [complaints.map((complaint) => complaint.id)],
  );
  const found = new Map(rows.map((row) => [row.complaint_id, row.status]));
  const wrong = complaints
    .filter(
      (complaint) =>
        !found.has(complaint.id) || (!complaint.uncertain && found.get(complaint.id) !== complaint.status),
    )
    .map(
      (complaint) => `${complaint.id} ${found.get(complaint.id) ?? 'missing'}, accepted ${complaint.status}`,
    );
  return check('complaints filed and handled are visible', wrong, complaints.length, 'complaints');
}

async function notificationCheck(db: SqlExecutor, state: MarketState): Promise<Check> {
  const expected = [...state.readNotifications].flatMap(([uid, ids]) => [...ids].map((id) => ({ uid, id })));
  const { rows } = await db.query<Pick<NotificationRow, 'id'>>(
    `select id from notifications where id = any($1) and read_at is not null`,
    [expected.map((notification) => notification.id)],
  );
  const read = new Set(rows.map((row) => row.id));
  const wrong = expected.filter((n) => !read.has(n.id)).map((n) => `${n.id} of ${n.uid} unread`);
  return check('notifications marked read are read', wrong, expected.length, 'notifications');
}

async function accountCheck(db: SqlExecutor, state: MarketState): Promise<Check> {
  const { rows } = await db.query<Pick<UserRow, 'uid' | 'email_verified'>>(
    `select uid, email_verified from users where uid = any($1)`,
    [state.registered.map((member) => member.uid)],
  );
  const verified = new Set(rows.filter((row) => row.email_verified).map((row) => row.uid));
  const wrong = state.registered
    .filter((m) => !verified.has(m.uid))
    .map((m) => `${m.uid} missing or unverified`);
  return check(
    'accounts registered during the run are verified members',
    wrong,
    state.registered.length,
    'accounts',
  );
}

export interface Money {
  /** Seconds the checks waited for the books to balance (a credit left to the purchase upkeep). */
  settledAfterSeconds: number;
  paid: Satang;
  paidInEvents: Satang;
  /** What the provider took for the driver's purchases; null when an unanswered payment leaves it unknown. */
  takenByProvider: Satang | null;
  refunded: Satang;
  refundedByDriver: Satang;
  balances: Satang;
  paidOut: Satang;
  platformShare: Satang;
}

async function moneyFigures(
  db: SqlExecutor,
  state: MarketState,
): Promise<Omit<Money, 'settledAfterSeconds'>> {
  const sum = async (sql: string) => satang((await db.query<{ n: string }>(sql)).rows[0]!.n);
  const purchases = [...state.purchases.values()];
  const driverSum = (which: (purchase: Purchase) => boolean) =>
    purchases.filter(which).reduce<Satang>((total, purchase) => total + purchase.amountSatang, 0);
  return {
    paid: await sum(
      `select coalesce(sum(amount_satang), 0)::text as n from purchases where status in ('paid', 'refunded')`,
    ),
    paidInEvents: await sum(
      `select coalesce(sum((data->>'amountSatang')::bigint), 0)::text as n from events where type = 'PaymentSucceeded'`,
    ),
    takenByProvider: purchases.some((purchase) => purchase.uncertain)
      ? null
      : driverSum((p) => p.providerPaid),
    refunded: await sum(
      `select coalesce(sum(amount_satang), 0)::text as n from purchases where status = 'refunded'`,
    ),
    refundedByDriver: driverSum((p) => p.refunded),
    balances: await sum(
      `select coalesce(sum(balance_satang + test_balance_satang), 0)::text as n from ledger_balances`,
    ),
    paidOut: await sum(
      `select coalesce(sum(amount_satang), 0)::text as n from payouts where status in ('pending', 'paid')`,
    ),
    platformShare: await sum(
      `select coalesce(sum(platform_satang), 0)::text as n from ledger_entries sale
        where kind = 'sale' and not exists (
          select 1 from ledger_entries reversal
           where reversal.kind = 'reversal' and reversal.seller_id = sale.seller_id and reversal.ref_id = sale.ref_id)`,
    ),
  };
}

const accounted = (money: Omit<Money, 'settledAfterSeconds'>) =>
  money.balances + money.paidOut + money.platformShare + money.refunded;

/**
 * A sale whose credit failed when it was paid (the seller's ledger contended past its retries) is
 * credited by the purchase upkeep's next round: the books may take up to one round plus its own
 * time to balance, and the report says how long they took.
 */
async function settledMoney(baseUrl: string, db: SqlExecutor, state: MarketState): Promise<Money> {
  const started = Date.now();
  const deadline = started + PURCHASE_EXPIRY_INTERVAL_MS * 2;
  for (;;) {
    const money = await moneyFigures(db, state);
    if (money.paid === accounted(money) || Date.now() > deadline)
      return { ...money, settledAfterSeconds: Math.round((Date.now() - started) / 1000) };
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 10));
    await readModelsCaughtUp(baseUrl);
  }
}

function moneyChecks(money: Money): Check[] {
  const balanced = accounted(money);
  const checks: Check[] = [
    {
      name: 'money conserved: paid = balances + paid out + platform share + refunded',
      ok: money.paid === balanced,
      detail:
        `${money.paid} = ${money.balances} + ${money.paidOut} + ${money.platformShare} + ${money.refunded} satang` +
        (money.paid === balanced
          ? money.settledAfterSeconds > 0
            ? ` (balanced ${money.settledAfterSeconds} s after the read models caught up)`
            : ''
          : ` (off by ${money.paid - balanced} after waiting ${money.settledAfterSeconds} s)`),
    },
    {
      name: 'paid in the read model = PaymentSucceeded in the events',
      ok: money.paid === money.paidInEvents,
      detail: `${money.paid} and ${money.paidInEvents} satang`,
    },
    {
      name: 'refunded in the read model = refunds the admin was answered',
      ok: money.refunded === money.refundedByDriver,
      detail: `${money.refunded} and ${money.refundedByDriver} satang`,
    },
  ];
  if (money.takenByProvider !== null)
    checks.push({
      name: 'paid = what the provider took (no payment lost or made up)',
      ok: money.paid === money.takenByProvider,
      detail: `${money.paid} and ${money.takenByProvider} satang`,
    });
  return checks;
}

/**
 * The payments the provider took arrive by webhook or by the buyer's confirmation: waits until the
 * read model holds every one (or the wait is over), so that a slow webhook is not a lost write.
 */
async function paymentsSettled(db: SqlExecutor, state: MarketState): Promise<void> {
  const taken = [...state.purchases.values()].filter((p) => p.providerPaid).map((p) => p.id);
  const deadline = Date.now() + READ_MODELS_WAIT_MS;
  while (Date.now() < deadline) {
    const { rows } = await db.query<{ n: number }>(
      `select count(*)::int as n from purchases where purchase_id = any($1) and status in ('paid', 'refunded')`,
      [taken],
    );
    if (rows[0]!.n === taken.length) return;
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function endChecks(
  baseUrl: string,
  db: SqlExecutor,
  state: MarketState,
): Promise<{ checks: Check[]; money: Money }> {
  await paymentsSettled(db, state);
  // A payment recorded by a late webhook credits its seller in the next command: let it land.
  await readModelsCaughtUp(baseUrl);
  const money = await settledMoney(baseUrl, db, state);
  return {
    checks: [
      ...(await clipChecks(db, state)),
      ...(await purchaseChecks(db, state)),
      await complaintCheck(db, state),
      await notificationCheck(db, state),
      await accountCheck(db, state),
      ...moneyChecks(money),
    ],
    money,
  };
}
