import path from 'node:path';
import { nominatimGeocoder } from '../adapters/geocoding/nominatimGeocoder.ts';
import { fileURLToPath } from 'node:url';
import type { Server } from 'node:http';
import { ConfigError, loadConfig, unknownEngineVariables } from './config.ts';
import { createLogger } from '../adapters/logging/logger.ts';
import { loadTokenSecret } from '../adapters/identity/tokenSecret.ts';
import { identityTokens } from '../adapters/identity/identityTokens.ts';
import { viewerKeys } from '../adapters/identity/viewerKeys.ts';
import { firebaseSettings } from '../adapters/identity/firebase/firebaseConfig.ts';
import { firebaseIdentityVerifier } from '../adapters/identity/firebase/firebaseIdentityVerifier.ts';
import { openStorage } from './composition/openStorage.ts';
import { marketplace, services, type Service } from './composition/marketplace.ts';
import { paymentSetup } from './composition/payments.ts';
import { fromBaht } from '../../events/money.ts';
import { platformBankAccount } from '../adapters/payments/platformBankAccount.ts';
import { httpWebhookDelivery } from '../adapters/payments/sandbox/httpWebhookDelivery.ts';
import { WEBHOOK_PATH } from '../http/httpApp.ts';
import { warnOfSeededAccounts } from './dev/seededAccountsWarning.ts';
import { answerMalformedRequests } from '../http/malformedRequests.ts';
import { siteInfo } from './siteInfo.ts';
import { parseBrokers } from '../adapters/kafka/kafkaClient.ts';
import { startBackupControl } from './backup/backupControl.ts';
import { loadCertificateKeyring } from '../adapters/signing/loadCertificateKeyring.ts';
import { loadVapidKeys } from '../adapters/push/vapidKeys.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

async function main() {
  const service = (process.argv[2] ?? 'all') as Service;
  if (!services.includes(service))
    throw new ConfigError(`Unknown service "${service}"; use one of ${services.join(', ')}`);
  const config = loadConfig();
  if (service === 'relay' && !config.KAFKA_BROKERS)
    throw new ConfigError('The relay publishes to Kafka: set KAFKA_BROKERS (host:port, comma-separated)');
  // Read before anything opens: an emulator setting outside test mode stops the process here.
  const firebase = firebaseSettings(process.env);
  const logger = createLogger(config.LOG_LEVEL);
  const lookalikes = unknownEngineVariables();
  if (lookalikes.length > 0)
    logger.warn(
      { variables: lookalikes },
      'unknown variables that look like an engine setting (a typo leaves the engine out); see docs/operations.md',
    );
  const storage = await openStorage(config, service);
  const secret = loadTokenSecret(config.TOKEN_SECRET, config.dataDir);
  const tokens = identityTokens(secret);
  // Only the read side signs and checks certificates: the other services make no key.
  const certificates =
    service === 'all' || service === 'query-api'
      ? loadCertificateKeyring({
          signingKey: config.CERTIFICATE_SIGNING_KEY,
          publicKeys: config.CERTIFICATE_PUBLIC_KEYS,
          dataDir: config.dataDir,
        })
      : null;
  if (certificates) {
    // Key ids only: a key is never logged.
    logger.info(
      {
        source: certificates.source,
        kid: certificates.keyring.current.kid,
        keys: certificates.keyring.keys.length,
      },
      'certificate signing key loaded',
    );
    if (!config.embedded && certificates.source === 'data-directory')
      logger.warn(
        'CERTIFICATE_SIGNING_KEY is not set: certificates are signed with a key kept in DATA_DIR, which every query-api must share (docs/operations.md)',
      );
  }
  // Only the write side sends Web Push and tells browsers its key: the other services make no pair.
  const vapid =
    service === 'all' || service === 'command-api'
      ? loadVapidKeys({
          publicKey: config.VAPID_PUBLIC_KEY,
          privateKey: config.VAPID_PRIVATE_KEY,
          subject: config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`,
          dataDir: config.dataDir,
        })
      : null;
  if (vapid) {
    logger.info({ source: vapid.source }, 'web push key loaded');
    if (!config.embedded && vapid.source === 'data-directory')
      logger.warn(
        'VAPID_PUBLIC_KEY is not set: Web Push is signed with a key kept in DATA_DIR, which every command-api must share (docs/operations.md)',
      );
  }
  // The sandbox posts its webhooks to this very server, as the real provider would.
  const selfHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
  const payments = paymentSetup({
    stripe:
      config.paymentProvider === 'stripe' && config.STRIPE_SECRET_KEY
        ? {
            secretKey: config.STRIPE_SECRET_KEY,
            webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
            publishableKey: config.STRIPE_PUBLISHABLE_KEY ?? '',
          }
        : null,
    db: storage.db,
    tokenSecret: secret,
    devTools: config.devTools,
    bankAccount: platformBankAccount(config),
    deliver: httpWebhookDelivery(`http://${selfHost}:${config.PORT}/api${WEBHOOK_PATH}`),
    logger,
  });
  const {
    app,
    runner,
    relay,
    listingExpiry,
    uploadCleanup,
    purchaseUpkeep,
    payouts,
    previews,
    requestMatching,
    requestExpiry,
    deliveries,
  } = marketplace({
    service,
    storage,
    ...(config.KAFKA_BROKERS
      ? {
          kafka: {
            brokers: parseBrokers(config.KAFKA_BROKERS),
            clientId: config.KAFKA_CLIENT_ID,
            topic: config.KAFKA_TOPIC,
            groupPrefix: config.KAFKA_GROUP_PREFIX,
          },
        }
      : {}),
    identity: {
      tokens,
      config,
      ...(firebase
        ? {
            firebase: {
              verifier: firebaseIdentityVerifier({
                projectId: firebase.projectId,
                emulatorHost: firebase.emulatorHost,
              }),
              web: {
                apiKey: firebase.apiKey,
                authDomain: firebase.authDomain,
                projectId: firebase.projectId,
                ...(firebase.emulatorHost ? { emulatorUrl: `http://${firebase.emulatorHost}` } : {}),
              },
            },
          }
        : {}),
    },
    logger,
    pwaDir: path.join(root, 'pwa', 'dist'),
    mediaDir: config.mediaDir,
    viewerKeys: viewerKeys(secret),
    ...(certificates ? { certificateKeyring: certificates.keyring } : {}),
    ...(vapid ? { push: { vapid: vapid.keys } } : {}),
    listingLifetimeDays: config.LISTING_LIFETIME_DAYS,
    previews: { concurrency: config.PREVIEW_CONCURRENCY, ffmpegPath: config.FFMPEG_PATH },
    site: siteInfo(config, config.LISTING_LIFETIME_DAYS),
    payments,
    publicUrl: config.publicUrl,
    payouts: {
      minimumSatang: fromBaht(config.PAYOUT_MINIMUM_BAHT),
      intervalDays: config.PAYOUT_INTERVAL_DAYS,
    },
    trustProxy: config.TRUST_PROXY,
    geocoder: config.GEOCODER_URL
      ? nominatimGeocoder({ baseUrl: config.GEOCODER_URL, userAgent: `dashclip (${config.publicUrl})` })
      : null,
  });
  await runner?.start();
  await relay?.start();
  if (!config.devTools) await warnOfSeededAccounts(storage.store, logger);
  listingExpiry?.start();
  uploadCleanup?.start();
  previews?.start();
  purchaseUpkeep?.start();
  payouts?.start();
  requestMatching?.start();
  requestExpiry?.start();
  deliveries?.start();
  const server: Server = await new Promise((resolve) => {
    const listening = app.listen(config.PORT, config.HOST, () => resolve(listening));
  });
  answerMalformedRequests(server);
  // `npm run backup` asks this process, which holds PGlite, for a snapshot (owner-only socket in DATA_DIR).
  const backupControl = config.embedded
    ? await startBackupControl({
        db: storage.db,
        dataDir: config.dataDir,
        mediaDir: config.mediaDir,
        logger,
      })
    : null;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '127.0.0.1' ? 'localhost' : config.HOST;
  logger.info(
    {
      service,
      storage: storage.describe,
      port: config.PORT,
      devTools: config.devTools,
      paymentProvider: config.paymentProvider,
      paymentTestMode: payments.testMode,
    },
    'started',
  );
  console.error(
    `\n  แดชคลิป (dashclip) ${service === 'all' ? 'is running' : `${service} is running`} at http://${shownHost}:${config.PORT}/\n`,
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    // In-flight requests finish; idle keep-alive connections are closed so the server can stop.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    await closed;
    await backupControl?.stop();
    await listingExpiry?.stop();
    await uploadCleanup?.stop();
    // Kills running ffmpeg children; their jobs are claimed again after the lease.
    await previews?.stop();
    await purchaseUpkeep?.stop();
    await payouts?.stop();
    await requestMatching?.stop();
    await requestExpiry?.stop();
    await deliveries?.stop();
    payments.stop();
    await relay?.stop();
    await runner?.stop();
    await storage.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? `dashclip could not start: ${error.message}` : error);
  process.exit(1);
});
