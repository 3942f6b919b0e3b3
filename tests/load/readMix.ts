/**
 * The read mix, per 1,000 reads: the dashboard's searches (Thai keywords and filters, typeahead,
 * map pins), clip and seller pages, members' own lists (clips, purchases, sales, notifications,
 * complaints) and the admin's screens. A read that needs something not there yet (a clip page
 * before any clip is approved) searches instead. Reads of notifications also tell the driver which
 * ones are unread, for the commands that read them.
 */
import { performance } from 'node:perf_hooks';
import type { LoadAnswer, LoadCall } from './loadHttp.ts';
import type { LoadContext } from './loadContext.ts';
import { pickUsable, type Member } from './marketState.ts';
import { LAG_GIVE_UP_MS } from './projectionLag.ts';
import { weightedPicker } from './rng.ts';

interface ReadKind {
  perMille: number;
  /** The request, or null when nothing is there to read yet. */
  call(ctx: LoadContext): ReadCall | null;
}

type ReadCall = Omit<LoadCall, 'kind' | 'dueAt'> & { onAnswer?: (answer: LoadAnswer) => void };

const as = (member: Member) => ({ token: member.token, address: member.address });
const get = (cls: string, route: string, path: string, extra: Partial<ReadCall> = {}): ReadCall => ({
  cls,
  route,
  method: 'GET',
  path,
  ...extra,
});
const anyMember = (ctx: LoadContext) =>
  ctx.rng.pick(ctx.rng.chance(0.5) ? ctx.state.sellers : ctx.state.buyers);
/**
 * Pages of clips and purchases as visitors reach them, through links and search results: of ones
 * approved or paid long enough ago that any read model shows them (a fresher one's 404 is the
 * projection lag, which the probes measure). One still missing then is a fault worth seeing.
 */
const settled = (at: number) => at > 0 && performance.now() - at > LAG_GIVE_UP_MS;
const approvedClip = (ctx: LoadContext) =>
  pickUsable(ctx.state.approvedClips, ctx.rng, (c) => settled(c.approvedAt));
const admin = (ctx: LoadContext) => as(ctx.state.admin);

/** What GET /notifications showed: unread ids join the member's list, read ones leave it. */
function learnNotifications(member: Member, answer: LoadAnswer) {
  if (answer.status !== 200) return;
  for (const notification of answer.data<{ notifications: { _id: string; read: boolean }[] }>().notifications)
    if (notification.read) member.unread.delete(notification._id);
    else member.unread.add(notification._id);
}

export const READ_MIX: Record<string, ReadKind> = {
  search: {
    perMille: 280,
    call: (ctx) =>
      get('search', 'GET /api/videos', `/api/videos?${ctx.workload.searchQuery()}`, {
        address: ctx.visitor(),
      }),
  },
  searchAlias: {
    perMille: 30,
    call: (ctx) =>
      get('search', 'GET /api/search/videos', `/api/search/videos?${ctx.workload.searchQuery()}`, {
        address: ctx.visitor(),
      }),
  },
  suggest: {
    perMille: 50,
    call: (ctx) =>
      get('search', 'GET /api/search/suggest', `/api/search/suggest?${ctx.workload.suggestQuery()}`),
  },
  map: {
    perMille: 20,
    call: (ctx) => get('search', 'GET /api/search/map', `/api/search/map?${ctx.workload.mapQuery()}`),
  },
  clipPage: {
    perMille: 220,
    call(ctx) {
      const clip = approvedClip(ctx);
      if (!clip) return null;
      // Half signed in: the page then also says whether the viewer bought it.
      const viewer = ctx.rng.chance(0.5) ? as(ctx.rng.pick(ctx.state.buyers)) : { address: ctx.visitor() };
      return get('clip pages', 'GET /api/videos/:id', `/api/videos/${clip.id}`, viewer);
    },
  },
  sellerPage: {
    perMille: 40,
    call: (ctx) => {
      const seller = ctx.rng.pick(ctx.state.sellers);
      return get('clip pages', 'GET /api/videos/user/:id', `/api/videos/user/${seller.uid}`, {
        address: ctx.visitor(),
      });
    },
  },
  myClips: {
    perMille: 45,
    call: (ctx) =>
      get(
        'member lists',
        'GET /api/users/videos',
        '/api/users/videos?page=1&limit=20',
        as(ctx.rng.pick(ctx.state.sellers)),
      ),
  },
  myPurchases: {
    perMille: 35,
    call: (ctx) =>
      get(
        'member lists',
        'GET /api/users/purchases',
        '/api/users/purchases',
        as(ctx.rng.pick(ctx.state.buyers)),
      ),
  },
  purchaseHistory: {
    perMille: 20,
    call: (ctx) =>
      get(
        'member lists',
        'GET /api/purchases/history',
        '/api/purchases/history',
        as(ctx.rng.pick(ctx.state.buyers)),
      ),
  },
  purchasePage: {
    perMille: 20,
    call(ctx) {
      const purchase = pickUsable(ctx.state.paidPurchases, ctx.rng, (p) => settled(p.confirmedAt));
      if (!purchase) return null;
      return get(
        'member lists',
        'GET /api/purchases/:id',
        `/api/purchases/${purchase.id}`,
        as(purchase.buyer),
      );
    },
  },
  earnings: {
    perMille: 35,
    call: (ctx) =>
      get(
        'member lists',
        'GET /api/users/earnings',
        '/api/users/earnings',
        as(ctx.rng.pick(ctx.state.sellers)),
      ),
  },
  notifications: {
    perMille: 60,
    call(ctx) {
      const member = anyMember(ctx);
      return get('member lists', 'GET /api/notifications', '/api/notifications?page=1&limit=20', {
        ...as(member),
        onAnswer: (answer) => learnNotifications(member, answer),
      });
    },
  },
  myComplaints: {
    perMille: 15,
    call: (ctx) =>
      get(
        'member lists',
        'GET /api/complaints/mine',
        '/api/complaints/mine?page=1',
        as(ctx.rng.pick(ctx.state.buyers)),
      ),
  },
  reviewQueue: {
    perMille: 30,
    call: (ctx) =>
      get(
        'admin screens',
        'GET /api/admin/videos',
        '/api/admin/videos?status=pending&sortBy=createdAt&sortOrder=asc',
        admin(ctx),
      ),
  },
  adminVideos: {
    perMille: 10,
    call: (ctx) =>
      get(
        'admin screens',
        'GET /api/admin/videos/all',
        `/api/admin/videos/all?status=approved&page=${ctx.rng.int(1, 3)}`,
        admin(ctx),
      ),
  },
  adminUsers: {
    perMille: 15,
    call: (ctx) =>
      get(
        'admin screens',
        'GET /api/admin/users',
        ctx.rng.chance(0.5)
          ? '/api/admin/users?page=1'
          : `/api/admin/users?search=${encodeURIComponent(anyMember(ctx).email.slice(0, 12))}`,
        admin(ctx),
      ),
  },
  audit: {
    perMille: 15,
    call: (ctx) =>
      get('admin screens', 'GET /api/admin/audit', `/api/admin/audit?page=${ctx.rng.int(1, 3)}`, admin(ctx)),
  },
  transactions: {
    perMille: 15,
    call: (ctx) =>
      get(
        'admin screens',
        'GET /api/admin/transactions',
        '/api/admin/transactions?status=completed&date=today',
        admin(ctx),
      ),
  },
  adminComplaints: {
    perMille: 10,
    call: (ctx) =>
      get('admin screens', 'GET /api/admin/complaints', '/api/admin/complaints?status=open', admin(ctx)),
  },
  dashboard: {
    perMille: 10,
    call: (ctx) =>
      get('admin screens', 'GET /api/admin/dashboard', '/api/admin/dashboard?timeRange=7d', admin(ctx)),
  },
  payouts: {
    perMille: 5,
    call: (ctx) => get('admin screens', 'GET /api/admin/payouts', '/api/admin/payouts', admin(ctx)),
  },
  provinces: {
    perMille: 10,
    call: () => get('reference', 'GET /api/locations/provinces', '/api/locations/provinces'),
  },
};

/** Answers the next read of the mix, ready to send. */
export function readChooser(ctx: LoadContext): () => ReadCall {
  const pick = weightedPicker(
    ctx.rng,
    Object.fromEntries(Object.entries(READ_MIX).map(([name, kind]) => [name, kind.perMille])),
  );
  return () => READ_MIX[pick()]!.call(ctx) ?? READ_MIX['search']!.call(ctx)!;
}
