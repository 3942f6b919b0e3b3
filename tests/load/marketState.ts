/**
 * What the driver knows of the marketplace it is loading: its people, and every upload, clip,
 * purchase and complaint it made, each at the step of its flow the server last confirmed. The
 * pools hold what the next command of each kind may take; taking is synchronous, so two commands
 * in flight never act on the same thing. What the server accepted is what the end checks expect
 * to find in the read models.
 */
import type { Satang } from '../../events/money.ts';
import type { Rng } from './rng.ts';
import type { UniqueVideo } from './uniqueVideos.ts';

export interface Member {
  uid: string;
  email: string;
  token: string;
  /** The client address its requests come from (X-Forwarded-For). */
  address: string;
  role: 'seller' | 'buyer' | 'admin';
  /** Notification ids the member's last GET /notifications showed unread. */
  unread: Set<string>;
  /** Uploads it has waiting (unfinished tus uploads and clips awaiting review): the quota counts them. */
  waitingUploads: number;
}

export interface Upload {
  seller: Member;
  video: UniqueVideo;
  /** The tus upload's path, once created. */
  location: string;
}

export interface Clip {
  id: string;
  seller: Member;
  sha256: string;
  status: 'pending' | 'approved' | 'rejected';
  /** When its approval was answered (performance.now()). */
  approvedAt: number;
  title: string;
  priceBaht: number;
  /** A command on it is in flight (edits take turns: only the last accepted title is ever visible). */
  busy: boolean;
  /** Views the server answered `counted: true` for. */
  countedViews: number;
  /** A command on it got no answer: what it holds now is not known. */
  uncertain: boolean;
  viewsUncertain: boolean;
}

export interface Purchase {
  id: string;
  buyer: Member;
  clip: Clip;
  amountSatang: Satang;
  method: 'card' | 'card_direct';
  clientSecret: string;
  sessionId: string;
  paymentIntentId: string;
  /** The provider took the money: its webhook records the payment whatever the driver does next. */
  providerPaid: boolean;
  /** The marketplace answered that it recorded the payment (session status or confirm). */
  confirmed: boolean;
  /** When it answered so (performance.now()). */
  confirmedAt: number;
  refunded: boolean;
  busy: boolean;
  /** Whole files downloaded (each is recorded as ClipDownloaded). */
  downloads: number;
  uncertain: boolean;
}

export interface Complaint {
  id: string;
  reporter: Member;
  status: 'open' | 'in_progress' | 'resolved' | 'rejected';
  uncertain: boolean;
}

export interface Registration {
  email: string;
  password: string;
  address: string;
}

/** Things waiting for the next step of their flow; `take` removes one at random. */
export class Pool<T> {
  private readonly items: T[] = [];
  get size(): number {
    return this.items.length;
  }
  add(item: T): void {
    this.items.push(item);
  }
  take(rng: Rng): T | undefined {
    if (this.items.length === 0) return undefined;
    const index = Math.floor(rng.next() * this.items.length);
    const item = this.items[index]!;
    this.items[index] = this.items.at(-1)!;
    this.items.pop();
    return item;
  }
}

/**
 * Picks from a list that only grows, trying a few random entries for one that `usable` accepts;
 * entries `gone` says will never be usable again are dropped on the way.
 */
export function pickUsable<T>(
  items: T[],
  rng: Rng,
  usable: (item: T) => boolean,
  gone: (item: T) => boolean = () => false,
): T | undefined {
  for (let tries = 0; tries < 8 && items.length > 0; tries += 1) {
    const index = Math.floor(rng.next() * items.length);
    const item = items[index]!;
    if (gone(item)) {
      items[index] = items.at(-1)!;
      items.pop();
      continue;
    }
    if (usable(item)) return item;
  }
  return undefined;
}

export interface MarketState {
  sellers: Member[];
  buyers: Member[];
  admin: Member;
  createdUploads: Pool<Upload>;
  finishedUploads: Pool<Upload>;
  pendingClips: Pool<Clip>;
  /** Every clip the server accepted, by id. */
  clips: Map<string, Clip>;
  approvedClips: Clip[];
  /** `buyer clip` pairs bought or being bought. */
  purchasedPairs: Set<string>;
  purchases: Map<string, Purchase>;
  openPurchases: Pool<Purchase>;
  startedPayments: Pool<Purchase>;
  paidAtProvider: Pool<Purchase>;
  /** Confirmed purchases: downloads, refunds and complaints pick from them. */
  paidPurchases: Purchase[];
  readyDownloads: Pool<{ purchase: Purchase; path: string }>;
  /** Downloads whose bytes differed from the uploaded original. */
  downloadMismatches: string[];
  complaints: Map<string, Complaint>;
  openComplaints: Pool<Complaint>;
  inProgressComplaints: Pool<Complaint>;
  /** Notification ids the server accepted as read, per member uid. */
  readNotifications: Map<string, Set<string>>;
  registrations: Pool<Registration>;
  verifiedRegistrations: Pool<Registration>;
  /** Accounts registered, verified and signed in during the run. */
  registered: Member[];
  /** Commands whose answer never came, by kind: their effect is unknown and left out of the checks. */
  unanswered: Map<string, number>;
}

export function marketState(people: { sellers: Member[]; buyers: Member[]; admin: Member }): MarketState {
  return {
    ...people,
    createdUploads: new Pool(),
    finishedUploads: new Pool(),
    pendingClips: new Pool(),
    clips: new Map(),
    approvedClips: [],
    purchasedPairs: new Set(),
    purchases: new Map(),
    openPurchases: new Pool(),
    startedPayments: new Pool(),
    paidAtProvider: new Pool(),
    paidPurchases: [],
    readyDownloads: new Pool(),
    downloadMismatches: [],
    complaints: new Map(),
    openComplaints: new Pool(),
    inProgressComplaints: new Pool(),
    readNotifications: new Map(),
    registrations: new Pool(),
    verifiedRegistrations: new Pool(),
    registered: [],
    unanswered: new Map(),
  };
}

/** Counts a command that got no answer; its effect is unknown. */
export function noAnswer(state: MarketState, kind: string): void {
  state.unanswered.set(kind, (state.unanswered.get(kind) ?? 0) + 1);
}
