import type { ReadModelLookups } from '../command-api/ports/readModelLookups.ts';
import type { SqlExecutor } from '../infra/adapters/postgres/sqlClient.ts';
import { viewAlreadyCounted } from './projections/catalog/viewAlreadyCounted.ts';
import { pushSubscriptionOwner } from './projections/deliveries/deliveryLookups.ts';
import { notificationOwner, unreadNotificationIds } from './projections/notifications/notificationLookups.ts';
import {
  payoutsDebitedNotCreated,
  payoutsFailedNotReturned,
  sellersDueForPayout,
} from './projections/purchases/payoutNominations.ts';
import { requestsAnsweredBy } from './projections/requests/requestsAnsweredBy.ts';
import { requestToAnswer } from './requestToAnswer.ts';
import { readSessionAccess, readUser } from './projections/users/readUser.ts';
import { waitUntilProjected } from './waitUntilProjected.ts';

/** The write side's questions (its port), answered from the read models in `db`. */
export function readModelLookups(db: SqlExecutor): ReadModelLookups {
  return {
    waitUntilProjected: (projections, position, timeoutMs) =>
      waitUntilProjected(db, projections, position, timeoutMs),
    user: (uid) => readUser(db, uid),
    sessionAccess: (uid, sessionId) => readSessionAccess(db, uid, sessionId),
    viewAlreadyCounted: (view) => viewAlreadyCounted(db, view),
    notification: (id) => notificationOwner(db, id),
    unreadNotifications: (uid, max) => unreadNotificationIds(db, uid, max),
    sellersDueForPayout: (minimumSatang, paidSince) => sellersDueForPayout(db, minimumSatang, paidSince),
    payoutsDebitedNotCreated: () => payoutsDebitedNotCreated(db),
    payoutsFailedNotReturned: () => payoutsFailedNotReturned(db),
    requestsAnsweredBy: (buyerId, clipId, now) => requestsAnsweredBy(db, buyerId, clipId, now),
    requestToAnswer: (requestId, now) => requestToAnswer(db, requestId, now),
    pushSubscriptionOwner: (subscriptionId) => pushSubscriptionOwner(db, subscriptionId),
  };
}
