import type { ClipViewed } from '../../events/clip/clipEvents.ts';
import type { GlobalPosition } from '../../events/envelope.ts';
import type { Satang } from '../../events/money.ts';
import type { RequestStatus } from '../../events/request/requestEvents.ts';

/** The spec's User (spec/marketplace-public-and-user.md §3), as the API answers it. */
export interface UserView {
  uid: string;
  email: string;
  displayName: string;
  firstName: string;
  lastName: string;
  photoURL: string | null;
  phone: string;
  phoneVerified: boolean;
  emailVerified: boolean;
  userType: string;
  roles: string[];
  isAdmin: boolean;
  isActive: boolean;
  accountStatus: 'active' | 'deactivated' | 'suspended';
  provider: string;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  createdAt: string;
  lastLogin: string | null;
}

/** A footage request a seller sends a clip for (issue 22), as the upload checks it. */
export interface RequestToAnswer {
  requesterId: string;
  /** How it stands at the time asked: an open one past its expiry reads as expired. */
  status: RequestStatus;
  maxPriceSatang: Satang;
}

/** A payout whose money left the seller's ledger, or came back to it. */
export interface PayoutRef {
  sellerId: string;
  payoutId: string;
}

/**
 * The few questions the write side asks the read models (DESIGN.md §5). Deciders read only their
 * own streams; these are what no stream of the command's can answer, each with why. The read
 * side implements it (`readModelLookups`, in the projector); the app hands it in when composed.
 */
/** Who a still-open session belongs to, as the users read model knows it. */
export interface SessionAccess {
  uid: string;
  role: 'buyer' | 'seller' | 'admin';
  emailVerified: boolean;
  deactivated: boolean;
}

export interface ReadModelLookups {
  /**
   * A media token (`?t=` on a stream URL) opens the door only while the session it was issued for
   * still does: the account exists, is not suspended or erased, and the session was not ended.
   * Sessions are read-model state (sign-ins and sign-outs of many streams), so the stream of the
   * clip asked for cannot answer it.
   */
  sessionAccess(uid: string, sessionId: string): Promise<SessionAccess | null>;
  /**
   * Read-your-writes: whether every named projection has passed `position`, waiting at most
   * `timeoutMs`. Commands that change who may do what (a sign-in, a suspension, a password change,
   * an erasure) answer only once `users`, which authenticates every request, has applied them, so
   * that the very next request sees the change; marking notifications read first waits until the
   * notifications the caller saw (X-Consistent-After) are there.
   */
  waitUntilProjected(
    projections: readonly string[],
    position: GlobalPosition,
    timeoutMs: number,
  ): Promise<boolean>;

  /**
   * The account as the API shows it (roles, status), answered by the commands that change it so
   * that they answer what every later query answers; null when unknown or erased.
   */
  user(uid: string): Promise<UserView | null>;

  /**
   * Whether this viewer was counted on this clip this Bangkok day already. Views are deduplicated
   * per viewer, clip and day, which only the catalogue keeps (the clip's views stream would have to
   * be read whole on every view); a reload then appends nothing.
   */
  viewAlreadyCounted(view: ClipViewed['data']): Promise<boolean>;

  /**
   * Who a notification is for and whether it was read. Notifications are made by the projection
   * from other streams' events (an approval, a sale, a payout); the reader's own stream records only
   * what they read, so which notifications exist and whose they are is the read model's answer.
   */
  notification(id: string): Promise<{ uid: string; read: boolean } | null>;

  /** The ids of a person's unread notifications, the newest `max` (as for `notification`). */
  unreadNotifications(uid: string, max: number): Promise<string[]>;

  /**
   * The sellers a payout batch pays: their live balance reached `minimumSatang`, and (with
   * `paidSince`) no payout of theirs since then stands. Balances are summed across every seller's
   * ledger, which only the purchases read model holds together; each nominated seller's ledger
   * stream then decides (the debit is appended with the expected version).
   */
  sellersDueForPayout(minimumSatang: number, paidSince: Date | null): Promise<string[]>;

  /**
   * What a crash left between two streams, for the batch to finish (as for `sellersDueForPayout`,
   * only the read model holds every ledger and payout together): debits whose payout was never
   * created, with the amount debited.
   */
  payoutsDebitedNotCreated(): Promise<(PayoutRef & { amountSatang: number })[]>;

  /** Failed payouts whose money is not back on the seller's ledger yet (as for the above). */
  payoutsFailedNotReturned(): Promise<PayoutRef[]>;

  /**
   * The footage requests of `buyerId` a clip they paid for answers (issue 22): matched to it, or
   * holding its pin in the circle and its incident time in the window; open, or closed or expired
   * lately. Matching is a geo + time question over every open request and the catalogue's clips,
   * which only the read models hold together; each request's own stream then decides
   * (RequestFulfilled once).
   */
  requestsAnsweredBy(buyerId: string, clipId: string, now: Date): Promise<string[]>;

  /**
   * The footage request an upload is sent for (issue 22): who asked, whether it is open at `now`,
   * the most the requester will pay; null for an unknown one (or one whose requester was erased).
   * The upload decides on the new clip's stream only; the request is another stream's, and its
   * expiry is a matter of the clock the read model answers with.
   */
  requestToAnswer(requestId: string, now: Date): Promise<RequestToAnswer | null>;

  /**
   * Whose browser a Web Push subscription is (issue 22), while it is on record; null for one
   * unknown or dropped. A browser renewing its subscription has no session, only the old one.
   */
  pushSubscriptionOwner(subscriptionId: string): Promise<string | null>;
}
