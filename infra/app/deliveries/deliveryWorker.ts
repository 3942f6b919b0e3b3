import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import type { EventStore } from '../../../events/eventStore.ts';
import { DomainError } from '../../../command-api/domain/decider.ts';
import { unsubscribePush } from '../../../command-api/push/pushSubscriptionCommands.ts';
import {
  alertChannelsOf,
  notificationToDeliver,
  pushSubscriptionsOf,
} from '../../../projector/projections/deliveries/deliveryLookups.ts';
import { readUser } from '../../../projector/projections/users/readUser.ts';
import { notificationLink } from '../../../query-api/queries/listNotifications.ts';
import type { Mailer } from '../../adapters/mail/mailer.ts';
import { deliveryJobQueue, type DeliveryJob } from '../../adapters/postgres/deliveryJobQueue.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import type { PushSender } from '../../adapters/push/webPushSender.ts';
import {
  DELIVERY_CONCURRENCY,
  DELIVERY_EMAILS_PER_HOUR,
  DELIVERY_FEED_BATCH,
  DELIVERY_FEED_LOOKBACK_MS,
  DELIVERY_JOBS_KEPT_MS,
  DELIVERY_LEASE_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
  DELIVERY_MAX_AGE_MS,
  DELIVERY_POLL_MS,
  DELIVERY_RETRY_BASE_MS,
  PUSH_TTL_SECONDS,
} from '../constants.ts';
import { failureReason, pauseUnlessStopped } from '../schedulers/jobWorkers.ts';
import type { Schedule } from '../schedulers/schedule.ts';
import { DELIVERED_KINDS, deliveryMessage, isDeliveredKind, type DeliveryMessage } from './deliveryTexts.ts';

/** Where members choose their alert areas and channels (the profile's requests tab). */
export const ALERT_SETTINGS_PATH = '/profile?tab=requests';
const HOUR_MS = 60 * 60 * 1000;

export interface DeliveryWorkerOptions {
  store: EventStore;
  db: SqlClient;
  mailer: Mailer;
  push: PushSender;
  /** The site origin the e-mails link to. */
  publicUrl: string;
  logger: Pick<Logger, 'info' | 'warn' | 'error'>;
  concurrency?: number;
  leaseSeconds?: number;
  pollMs?: number;
  retryBaseMs?: number;
}

/** The push payload the service worker shows (pwa/src/serviceWorker/pushHandler.ts reads it). */
export interface PushPayload {
  title: string;
  body: string;
  /** A path of the site, opened when the notification is tapped. */
  url: string;
  /** One notification per tag on the device: a newer one about the same thing replaces it. */
  tag: string;
}

/**
 * Sends the footage-request notifications (issue 22) by e-mail and Web Push, as each member chose.
 * Each round feeds new notifications of the delivered kinds into `delivery_jobs`, one job per
 * notification and channel (keyed by both: feeding twice queues nothing twice, and the table
 * outlives restarts), then works due jobs (`for update skip locked`) in up to `concurrency`
 * loops. What goes out is read at send time: the notification, the member's channels (off → the
 * job is skipped), their account and browsers. A push service answering 404/410 for a browser
 * has it unsubscribed (PushUnsubscribed, by the system); busy or unreachable services and mail
 * servers are tried again after a doubling wait, the browsers already reached left out.
 */
export function deliveryWorker(options: DeliveryWorkerOptions): Schedule {
  const queue = deliveryJobQueue(options.db);
  const lease = options.leaseSeconds ?? DELIVERY_LEASE_SECONDS;
  const pollMs = options.pollMs ?? DELIVERY_POLL_MS;
  const stopping = new AbortController();
  let loops: Promise<void>[] = [];
  let fedAt = 0;
  const context = () => ({ actor: { system: 'delivery-worker' }, correlationId: randomUUID() });

  const pause = (ms: number) => pauseUnlessStopped(stopping.signal, ms);

  /** New notifications into jobs, at most once a poll interval (the first loop does it). */
  async function feed(): Promise<void> {
    if (Date.now() - fedAt < pollMs) return;
    fedAt = Date.now();
    while (
      (await queue.feed({
        kinds: DELIVERED_KINDS,
        maxAgeMs: DELIVERY_MAX_AGE_MS,
        lookbackMs: DELIVERY_FEED_LOOKBACK_MS,
        limit: DELIVERY_FEED_BATCH,
      })) === DELIVERY_FEED_BATCH
    );
    await queue.purge(DELIVERY_JOBS_KEPT_MS);
  }

  async function failedTry(job: DeliveryJob, reason: string, done: string[], retryAfterMs: number | null) {
    if (job.attempts < DELIVERY_MAX_ATTEMPTS) {
      const backOff = (options.retryBaseMs ?? DELIVERY_RETRY_BASE_MS) * 2 ** (job.attempts - 1);
      options.logger.warn(
        { notificationId: job.notificationId, channel: job.channel, attempt: job.attempts, reason },
        'alert delivery failed; will retry',
      );
      return queue.retry(job, reason, Math.max(backOff, retryAfterMs ?? 0), done);
    }
    options.logger.error(
      { notificationId: job.notificationId, channel: job.channel, attempts: job.attempts, reason },
      'alert delivery failed for good',
    );
    return queue.failed(job, reason, done);
  }

  async function email(job: DeliveryJob, to: string, message: DeliveryMessage, link: string) {
    if ((await queue.emailsSentTo(job.uid, HOUR_MS)) >= DELIVERY_EMAILS_PER_HOUR)
      return queue.skipped(job, 'e-mails per hour reached');
    try {
      await options.mailer.send({ uid: job.uid, to, subject: message.subject, text: message.text, link });
    } catch (error) {
      return failedTry(job, `mail not sent: ${failureReason(error)}`, [], null);
    }
    return queue.sent(job);
  }

  async function push(job: DeliveryJob, message: DeliveryMessage, payload: PushPayload) {
    const done = [...job.doneTargets];
    const browsers = (await pushSubscriptionsOf(options.db, job.uid)).filter(
      (browser) => !done.includes(browser.subscriptionId),
    );
    if (browsers.length === 0)
      return done.length > 0 ? queue.sent(job, done) : queue.skipped(job, 'no browser subscribed');
    let reached = done.length > 0;
    let refusal: string | null = null;
    let busy = null as { reason: string; retryAfterMs: number | null } | null;
    for (const browser of browsers) {
      const outcome = await options.push.send(browser, {
        payload: JSON.stringify(payload),
        ttlSeconds: PUSH_TTL_SECONDS,
        urgency: message.urgency,
      });
      switch (outcome.result) {
        case 'sent':
          reached = true;
          done.push(browser.subscriptionId);
          break;
        case 'gone':
          await unsubscribePush(
            options.store,
            { uid: job.uid, subscriptionId: browser.subscriptionId, now: new Date().toISOString() },
            context(),
          ).catch((error: unknown) => {
            // Unsubscribed meanwhile (by the member, or by another worker): gone all the same.
            if (!(error instanceof DomainError && error.code === 'PUSH_SUBSCRIPTION_NOT_FOUND')) throw error;
          });
          options.logger.info(
            { subscriptionId: browser.subscriptionId, status: outcome.status },
            'push subscription gone; unsubscribed',
          );
          done.push(browser.subscriptionId);
          break;
        case 'refused':
          refusal = `push service refused with ${outcome.status}`;
          options.logger.warn(
            {
              notificationId: job.notificationId,
              subscriptionId: browser.subscriptionId,
              status: outcome.status,
            },
            'push message refused',
          );
          done.push(browser.subscriptionId);
          break;
        case 'retry':
          busy = {
            reason: outcome.reason,
            retryAfterMs: Math.max(busy?.retryAfterMs ?? 0, outcome.retryAfterMs ?? 0) || null,
          };
          break;
      }
    }
    if (busy) return failedTry(job, busy.reason, done, busy.retryAfterMs);
    if (reached) return queue.sent(job, done);
    return refusal ? queue.failed(job, refusal, done) : queue.skipped(job, 'every browser gone');
  }

  async function deliver(job: DeliveryJob): Promise<void> {
    const notification = await notificationToDeliver(options.db, job.notificationId);
    if (!notification || notification.uid !== job.uid) return queue.skipped(job, 'notification gone');
    if (!isDeliveredKind(notification.kind)) return queue.skipped(job, 'kind not delivered');
    if (notification.createdAt.getTime() < Date.now() - DELIVERY_MAX_AGE_MS)
      return queue.skipped(job, 'too old');
    if (!(await alertChannelsOf(options.db, job.uid))[job.channel]) return queue.skipped(job, 'channel off');
    const member = await readUser(options.db, job.uid);
    if (!member?.isActive) return queue.skipped(job, 'account not active');
    const path = notificationLink(notification.kind, notification.ref);
    const message = deliveryMessage(notification.kind, notification.data, {
      open: `${options.publicUrl}${path}`,
      settings: `${options.publicUrl}${ALERT_SETTINGS_PATH}`,
    });
    if (job.channel === 'email')
      return member.email && member.emailVerified
        ? email(job, member.email, message, `${options.publicUrl}${path}`)
        : queue.skipped(job, 'no verified e-mail');
    return push(job, message, {
      ...message.push,
      url: path,
      tag: `${notification.kind}:${notification.ref}`,
    });
  }

  async function loop(first: boolean): Promise<void> {
    while (!stopping.signal.aborted) {
      try {
        if (first) await feed();
        const job = await queue.claim(lease);
        if (job) {
          await deliver(job).catch((error: unknown) =>
            failedTry(job, failureReason(error), job.doneTargets, null),
          );
          continue;
        }
      } catch (error) {
        if (stopping.signal.aborted) return;
        options.logger.error({ err: error }, 'delivery worker round failed; trying again');
      }
      await pause(pollMs);
    }
  }

  return {
    start() {
      const n = options.concurrency ?? DELIVERY_CONCURRENCY;
      loops = Array.from({ length: n }, (_, i) => loop(i === 0));
    },
    async stop() {
      stopping.abort();
      await Promise.all(loops);
    },
  };
}
