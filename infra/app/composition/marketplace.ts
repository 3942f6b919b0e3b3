import type { Router } from 'express';
import { defaultReceiptIssuer, type ReceiptIssuer } from '../../../query-api/queries/purchaseReceipt.ts';
import type { Geocoder } from '../../../query-api/ports/geocoder.ts';
import type { Logger } from 'pino';
import { commandApi } from '../../../command-api/routes/commandApi.ts';
import { answerDomainError } from '../../../command-api/routes/domainErrorAnswers.ts';
import { TUS_PATH, tusRefusalTexts } from '../../../command-api/routes/uploadRoutes.ts';
import { mediaEraser } from '../../adapters/files/eraseMedia.ts';
import { mediaStore } from '../../adapters/files/mediaStore.ts';
import { tusVideoUploads } from '../../adapters/files/tusVideoUploads.ts';
import { uploadQuotaLedger } from '../../adapters/files/uploadQuotaLedger.ts';
import { uploadQuota } from '../../../command-api/uploads/uploadQuota.ts';
import { uploadCleanupSchedule, type UploadCleanupSchedule } from '../schedulers/uploadCleanupSchedule.ts';
import { projectionsFor } from '../../../projector/allProjections.ts';
import { queryApi } from '../../../query-api/routes/queryApi.ts';
import { wellKnownCertificateKeys } from '../../../query-api/routes/certificateRoutes.ts';
import {
  ephemeralCertificateKeyring,
  type CertificateKeyring,
} from '../../adapters/signing/certificateKeyring.ts';
import { healthRoutes } from '../routes/healthRoutes.ts';
import { pagePreloads } from '../firstLoad/pagePreloads.ts';
import { postgresSearchIndex } from '../../adapters/search/postgres/postgresSearchIndex.ts';
import { httpApp } from '../../http/httpApp.ts';
import { identityConfigRoutes } from '../routes/identityConfigRoutes.ts';
import { siteRoutes } from '../routes/siteRoutes.ts';
import { developmentSiteInfo, receiptIssuerOf, type SiteInfo } from '../siteInfo.ts';
import type { ViewerKeys } from '../../adapters/identity/viewerKeys.ts';
import { listingExpirySchedule, type Schedule } from '../schedulers/listingExpirySchedule.ts';
import { openApiRegistry } from '../../http/openApi.ts';
import { payoutSchedule } from '../schedulers/payoutSchedule.ts';
import { previewWorker } from '../previews/previewWorker.ts';
import { deliveryWorker } from '../deliveries/deliveryWorker.ts';
import { ephemeralVapidKeys, type VapidKeys } from '../../adapters/push/vapidKeys.ts';
import { webPushSender } from '../../adapters/push/webPushSender.ts';
import { PUSH_SEND_TIMEOUT_MS } from '../constants.ts';
import { requestMatcher } from '../requests/requestMatcher.ts';
import { requestExpirySchedule } from '../schedulers/requestExpirySchedule.ts';
import { readSessionAccess, readUser } from '../../../projector/projections/users/readUser.ts';
import { purchaseUpkeepSchedule } from '../schedulers/purchaseUpkeep.ts';
import type { PaymentSetup } from './payments.ts';
import { identitySetup, type IdentityOptions } from './identity.ts';
import type { Storage } from './openStorage.ts';
import { sessionLookup } from './sessionLookup.ts';
import { projectorParts, type KafkaFanOutOptions } from './projectorParts.ts';

export type Service = 'all' | 'command-api' | 'query-api' | 'projector' | 'relay';
export const services: Service[] = ['all', 'command-api', 'query-api', 'projector', 'relay'];

/** Wires the parts one process serves: everything embedded, or one service alone. */
export function marketplace(options: {
  service: Service;
  storage: Storage;
  identity: IdentityOptions;
  logger: Logger;
  pwaDir?: string;
  /** Keyed hashes of viewers for the view counter (derived from the token secret). */
  viewerKeys: ViewerKeys;
  /** LISTING_LIFETIME_DAYS: an approved clip's listing ends this long after approval. */
  listingLifetimeDays: number;
  /** Express's `trust proxy` (TRUST_PROXY), for client addresses behind a reverse proxy. */
  trustProxy?: boolean | number | string;
  /** Reverse geocoding of map pins (GEOCODER_URL); without it sellers pick the place from the lists. */
  geocoder?: Geocoder | null;
  /**
   * Clip media (originals, images, tus uploads): `<DATA_DIR>/media` unless told otherwise. The
   * projector needs it too: a PDPA erasure removes the person's files.
   */
  mediaDir: string;
  /** The card-payment provider (paymentSetup): Stripe or the sandbox. */
  payments: PaymentSetup;
  /** The site origin the payment provider sends buyers back to. */
  publicUrl: string;
  /** Seller payouts: the smallest balance paid out and how often a seller is paid (days). */
  payouts: { minimumSatang: number; intervalDays: number };
  /** The company and support contact (COMPANY_*, SUPPORT_*); the development defaults unless given. */
  site?: SiteInfo;
  /**
   * The company printed on receipts: the site's company (COMPANY_*) when `site` is given, else this
   * (tests), else the built-in default.
   */
  receiptIssuer?: ReceiptIssuer;
  /** Distributed fan-out through Kafka (KAFKA_BROKERS); without it every projection reads the store. */
  kafka?: KafkaFanOutOptions;
  /** The preview worker (issue 21): PREVIEW_CONCURRENCY ffmpeg children at most, FFMPEG_PATH. */
  previews?: { concurrency?: number; ffmpegPath?: string };
  /**
   * The keys file-origin certificates are signed with (loadCertificateKeyring: configuration or the
   * data directory); a key held in memory only when not given (tests).
   */
  certificateKeyring?: CertificateKeyring;
  /**
   * Web Push (issue 22): the VAPID pair alerts are signed with (loadVapidKeys: configuration or the
   * data directory; a pair held in memory only when not given, for tests), and origins accepted as
   * push endpoints besides the known push services (a test seam for a local push service, never a
   * setting).
   */
  push?: { vapid: VapidKeys; extraEndpointOrigins?: readonly string[] };
}) {
  const { service, storage, logger } = options;
  const media = mediaStore(options.mediaDir);
  // The search projection writes Elasticsearch when ELASTICSEARCH_URL opened it, else PostgreSQL;
  // the erasure projection removes an erased seller's files from the media directory.
  const projections = projectionsFor(storage.search?.writer, mediaEraser(media));
  const { runner, relay } = projectorParts({ service, storage, logger, projections, kafka: options.kafka });
  const identity = identitySetup(storage, options.identity, logger);
  const registry = openApiRegistry();
  const certificateKeyring = options.certificateKeyring ?? ephemeralCertificateKeyring();
  const vapid = options.push?.vapid ?? ephemeralVapidKeys();
  const receiptIssuer = options.site ? receiptIssuerOf(options.site) : options.receiptIssuer;
  const routers: Router[] = [
    healthRoutes({
      db: storage.db,
      projectionNames: projections.map((p) => p.name),
      runnerStatus: runner?.status,
      relayStatus: relay?.status,
    }),
  ];
  if (service === 'all' || service === 'query-api')
    routers.push(
      identityConfigRoutes(registry, identity.config),
      siteRoutes(registry, options.site ?? developmentSiteInfo(options.listingLifetimeDays)),
      queryApi(storage.db, registry, {
        bankAccount: options.payments.bankAccount,
        payoutMinimumSatang: options.payouts.minimumSatang,
        store: storage.store,
        geocoder: options.geocoder ?? null,
        pseudonym: options.identity.tokens.pseudonym,
        ...(receiptIssuer ? { receiptIssuer } : {}),
        certificates: {
          keyring: certificateKeyring,
          issuer: { name: receiptIssuer?.name ?? defaultReceiptIssuer.name, url: options.publicUrl },
        },
        ...(storage.search ? { searchIndex: storage.search.index } : {}),
      }),
    );
  let uploadCleanup: UploadCleanupSchedule | null = null;
  if (service === 'all' || service === 'command-api') {
    const tus = tusVideoUploads(media.uploadsDir, `/api${TUS_PATH}`, tusRefusalTexts);
    const quota = uploadQuota({ ledger: uploadQuotaLedger(storage.db), store: storage.store, tus });
    routers.push(
      commandApi(
        registry,
        identity.deps,
        options.viewerKeys,
        { store: storage.store, media, tus, quota, readModels: identity.deps.readModels, logger },
        {
          store: storage.store,
          provider: options.payments.provider,
          publicUrl: options.publicUrl,
          tokens: options.identity.tokens,
          media,
          devControls: options.payments.devControls,
          bankAccount: options.payments.bankAccount,
          payoutMinimumSatang: options.payouts.minimumSatang,
          buyerEmail: async (uid) => (await readUser(storage.db, uid))?.email || null,
          sessionOpen: async (uid, sessionId) => {
            const access = await readSessionAccess(storage.db, uid, sessionId);
            return !!access && access.emailVerified && !access.deactivated;
          },
          readModels: identity.deps.readModels,
          logger,
        },
        {
          publicKey: vapid.publicKey,
          ...(options.push?.extraEndpointOrigins
            ? { extraEndpointOrigins: options.push.extraEndpointOrigins }
            : {}),
        },
      ),
    );
    if (options.payments.sandboxRoutes) routers.push(options.payments.sandboxRoutes(registry));
    // Started and stopped by the caller, like the runner.
    uploadCleanup = uploadCleanupSchedule({ media, logger });
  }
  // Started and stopped by the caller, like the runner: unpaid purchases expire, sales settle.
  const purchaseUpkeep: Schedule | null =
    service === 'all' || service === 'command-api'
      ? purchaseUpkeepSchedule({
          store: storage.store,
          db: storage.db,
          provider: options.payments.provider,
          logger,
        })
      : null;
  // Started and stopped by the caller, like the runner: the weekly payout batch, checked hourly.
  const payouts: Schedule | null =
    service === 'all' || service === 'command-api'
      ? payoutSchedule({
          store: storage.store,
          db: storage.db,
          readModels: identity.deps.readModels,
          logger,
          ...options.payouts,
        })
      : null;
  // Started and stopped by the caller, like the runner: watermarked previews are made where the
  // media directory is.
  const previews: Schedule | null =
    service === 'all' || service === 'command-api'
      ? previewWorker({ store: storage.store, db: storage.db, media, logger, ...options.previews })
      : null;
  // Started and stopped by the caller, like the runner: hourly listing expiry on the write side.
  const listingExpiry: Schedule | null =
    service === 'all' || service === 'command-api'
      ? listingExpirySchedule({
          store: storage.store,
          db: storage.db,
          lifetimeDays: options.listingLifetimeDays,
          logger,
        })
      : null;
  // Started and stopped by the caller, like the runner: approved clips are matched to open
  // footage requests, and requests past their time expire, on the write side.
  const requestMatching: Schedule | null =
    service === 'all' || service === 'command-api'
      ? requestMatcher({ store: storage.store, db: storage.db, logger })
      : null;
  const requestExpiry: Schedule | null =
    service === 'all' || service === 'command-api'
      ? requestExpirySchedule({ store: storage.store, db: storage.db, logger })
      : null;
  // Started and stopped by the caller, like the runner: footage-request alerts go out by e-mail
  // and Web Push from the write side, which holds the VAPID key.
  const deliveries: Schedule | null =
    service === 'all' || service === 'command-api'
      ? deliveryWorker({
          store: storage.store,
          db: storage.db,
          mailer: identity.deps.mailer,
          push: webPushSender(vapid, { timeoutMs: PUSH_SEND_TIMEOUT_MS }),
          publicUrl: options.publicUrl,
          logger,
        })
      : null;
  const app = httpApp({
    logger,
    lookupSession: sessionLookup(options.identity.tokens, storage.db),
    answerDomainError,
    registry,
    routers,
    rootRouters:
      service === 'all' || service === 'query-api' ? [wellKnownCertificateKeys(certificateKeyring)] : [],
    pwaDir: service === 'all' ? options.pwaDir : undefined,
    ...(service === 'all' && options.pwaDir
      ? {
          pwaPreloads: pagePreloads({
            pwaDir: options.pwaDir,
            db: storage.db,
            index: storage.search?.index ?? postgresSearchIndex(storage.db),
            logger,
          }),
        }
      : {}),
    trustProxy: options.trustProxy,
    contentSecurity: options.identity.firebase ? { firebase: options.identity.firebase.web } : {},
  });
  return {
    app,
    runner,
    relay,
    identity,
    listingExpiry,
    uploadCleanup,
    purchaseUpkeep,
    payouts,
    previews,
    requestMatching,
    requestExpiry,
    deliveries,
  };
}
