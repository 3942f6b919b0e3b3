import path from 'node:path';
import { z } from 'zod';
import { BANK_CODES, NAME_MAX, PAYOUT_MINIMUM_BAHT } from '../../events/constants.ts';
import { isThaiTaxId } from '../../events/taxId.ts';
import { LISTING_LIFETIME_DAYS, PAYOUT_INTERVAL_DAYS, PREVIEW_CONCURRENCY } from './constants.ts';
import { developmentSite } from './siteInfo.ts';
import { DEFAULT_ALIAS } from '../adapters/search/elasticsearch/openElasticsearchIndex.ts';
import { assertEd25519 } from '../adapters/signing/certificateKeyring.ts';
import { parsePublicKeys, parseSigningKey } from '../adapters/signing/loadCertificateKeyring.ts';
import { vapidKeyPairProblem } from '../adapters/push/vapidKeys.ts';

const isEd25519PrivateKey = (value: string) => {
  try {
    return Boolean(assertEd25519(parseSigningKey(value), 'CERTIFICATE_SIGNING_KEY'));
  } catch {
    return false;
  }
};
const arePublicKeys = (value: string) => {
  try {
    return parsePublicKeys(value).every((key) => assertEd25519(key, 'CERTIFICATE_PUBLIC_KEYS'));
  } catch {
    return false;
  }
};

const url = (protocols: string[]) =>
  z.string().refine(
    (value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    },
    `must be a URL starting with ${protocols.join(' or ')}`,
  );

const schema = z.object({
  PORT: z.coerce.number().int().min(1).max(65_535).default(8080),
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: url(['postgres:', 'postgresql:']).optional(),
  KURRENTDB_URL: url(['kurrentdb:', 'esdb:', 'kurrentdb+discover:', 'esdb+discover:']).optional(),
  /** Search on Elasticsearch (with the analysis-icu plugin) instead of the PostgreSQL index. */
  ELASTICSEARCH_URL: url(['http:', 'https:']).optional(),
  /**
   * The alias the search index lives behind on the engine (indices are `<alias>-<timestamp>`):
   * several deployments, or a benchmark, can share one cluster.
   */
  SEARCH_INDEX_ALIAS: z
    .string()
    .regex(/^[a-z0-9][a-z0-9_.-]{0,200}$/, 'must be lowercase letters, digits, _ . - (an index alias)')
    .default(DEFAULT_ALIAS),
  /** Search on OpenSearch instead of the PostgreSQL index (the Thai pipeline's terms; analysis-icu used when present). */
  OPENSEARCH_URL: url(['http:', 'https:']).optional(),
  /**
   * Kafka brokers (host:port, comma-separated): the relay publishes every event to KAFKA_TOPIC and
   * the search and notification projections consume it in consumer groups (docs/architecture.md).
   */
  KAFKA_BROKERS: z
    .string()
    .regex(/^[\w.-]+:\d{1,5}(,[\w.-]+:\d{1,5})*$/, 'must be host:port, comma-separated')
    .optional(),
  /** The topic every event is published to. */
  KAFKA_TOPIC: z
    .string()
    .regex(/^[\w.-]{1,249}$/, 'must be a Kafka topic name (letters, digits, . _ -)')
    .default('dashclip.events'),
  /** Prefix of the consumer groups (`<prefix>.<projection>`). */
  KAFKA_GROUP_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,200}$/, 'must be letters, digits, . _ -')
    .default('dashclip'),
  /** The client id the relay and consumers name themselves with to the brokers. */
  KAFKA_CLIENT_ID: z
    .string()
    .regex(/^[\w.-]{1,200}$/, 'must be letters, digits, . _ -')
    .default('dashclip'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /**
   * The Ed25519 key file-origin certificates are signed with (issue 21): PKCS#8 PEM, or its base64.
   * Unset, a key is made and kept in DATA_DIR/keys/certificate-signing/ (docs/operations.md).
   */
  CERTIFICATE_SIGNING_KEY: z
    .string()
    .refine(isEd25519PrivateKey, 'must be an Ed25519 private key as PKCS#8 PEM or its base64')
    .optional(),
  /** Older public keys still accepted after a rotation: base64 SPKI DER, comma-separated, or a JSON array. */
  CERTIFICATE_PUBLIC_KEYS: z
    .string()
    .refine(arePublicKeys, 'must be Ed25519 public keys: base64 SPKI, comma-separated, or a JSON array')
    .optional(),
  /**
   * The VAPID key pair Web Push alerts are signed with (issue 22), base64url as
   * `npx web-push generate-vapid-keys` prints it; both or neither. Unset, a pair is made and kept
   * in DATA_DIR/keys/web-push/ (docs/operations.md): every command-api must use the same pair.
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{87}$/, 'must be a P-256 public key as unpadded base64url (87 characters)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a P-256 private key as unpadded base64url (43 characters)')
    .optional(),
  /** The contact push services may write to about our messages; unset, mailto:SUPPORT_EMAIL. */
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/, 'must be a mailto: address or an https: URL')
    .optional(),
  /** The site origin used in mailed links; defaults to http://localhost:PORT. */
  PUBLIC_URL: url(['http:', 'https:']).optional(),
  /** Real mail through SMTP (nodemailer); otherwise the dev mailbox. */
  SMTP_URL: url(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().min(3).default('แดชคลิป <no-reply@dashclip.test>'),
  /** Comma-separated addresses that become admins when they register. */
  ADMIN_EMAILS: z.string().default(''),
  /** The smallest seller balance (baht) a payout batch pays out. */
  PAYOUT_MINIMUM_BAHT: z.coerce.number().int().min(1).max(1_000_000).default(PAYOUT_MINIMUM_BAHT),
  /** A seller is paid at most once per this many days (weekly by default). */
  PAYOUT_INTERVAL_DAYS: z.coerce.number().int().min(1).max(366).default(PAYOUT_INTERVAL_DAYS),
  /** Days an approved clip stays on sale before the listing expires. */
  LISTING_LIFETIME_DAYS: z.coerce.number().int().min(1).max(36_500).default(LISTING_LIFETIME_DAYS),
  /** Watermarked previews made at once by each command-api process (ffmpeg children). */
  PREVIEW_CONCURRENCY: z.coerce.number().int().min(1).max(16).default(PREVIEW_CONCURRENCY),
  /** The ffmpeg binary; unset: /usr/bin/ffmpeg when present, else the one inside @ffmpeg-installer/ffmpeg. */
  FFMPEG_PATH: z.string().min(1).optional(),
  /**
   * Express's `trust proxy` behind a reverse proxy: `true`, a hop count, or addresses/subnets
   * (`loopback`, `10.0.0.0/8`); unset, the socket's address is the client's.
   */
  TRUST_PROXY: z
    .string()
    .regex(/^[\w.:/, -]+$/, 'must be true, false, a hop count or addresses')
    .transform((value) =>
      value === 'true' ? true : value === 'false' ? false : /^\d+$/.test(value) ? Number(value) : value,
    )
    .optional(),
  /** สำนักงานใหญ่, or the branch's number (5 digits) as the Revenue Department registered it. */
  COMPANY_BRANCH: z
    .string()
    .regex(/^(สำนักงานใหญ่|\d{5})$/, 'must be สำนักงานใหญ่ or a 5-digit branch number')
    .default('สำนักงานใหญ่'),
  /** An OpenStreetMap Nominatim-compatible server for reverse geocoding of map pins. */
  GEOCODER_URL: url(['http:', 'https:']).optional(),
  /** Stripe's keys (issue 6), all three required with PAYMENT_PROVIDER=stripe and refused without it. */
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)')
    .optional(),
  /**
   * The platform's bank account that buyers transfer to (all three together); unset, bank transfer
   * is offered only in embedded mode, to a labelled test account.
   */
  PLATFORM_BANK_NAME: z.enum(BANK_CODES).optional(),
  PLATFORM_BANK_ACCOUNT_NAME: z.string().min(1).max(NAME_MAX).optional(),
  PLATFORM_BANK_ACCOUNT_NUMBER: z
    .string()
    .regex(/^[\d-]{10,20}$/, 'must be the account number (digits, dashes allowed)')
    .optional(),
  /**
   * The dev mailbox, SMS outbox, debug pages and sandbox dev controls (issue 15): `true`/`false`;
   * unset, on only in embedded mode listening on loopback (not behind TRUST_PROXY, not production).
   */
  DEV_TOOLS: z.enum(['true', 'false']).optional(),
  /** The card-payment provider; unset, the sandbox in embedded mode and a refusal to start otherwise. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'stripe']).optional(),
  /**
   * The company (the data controller of the privacy policy, the party to the terms, the issuer of
   * receipts with COMPANY_BRANCH) and its support contact, shown on the about and legal pages, in
   * the footer (GET /api/site) and on every receipt. The defaults are
   * for development; a deployment sets its own (docs/operations.md).
   */
  COMPANY_NAME: z.string().min(1).max(200).default(developmentSite.companyName),
  COMPANY_ADDRESS: z.string().min(1).max(500).default(developmentSite.companyAddress),
  COMPANY_TAX_ID: z
    .string()
    .refine(isThaiTaxId, 'must be a 13-digit Thai tax id with a valid check digit')
    .default(developmentSite.companyTaxId),
  SUPPORT_EMAIL: z.email().default(developmentSite.supportEmail),
  /** Where data subjects write about their personal data (access, erasure, objection). */
  PRIVACY_EMAIL: z.email().default(developmentSite.privacyEmail),
  SUPPORT_PHONE: z
    .string()
    .regex(/^[\d +()-]{6,20}$/, 'must be a phone number')
    .default(developmentSite.supportPhone),
  SUPPORT_LINE_ID: z.string().min(1).max(50).default(developmentSite.supportLineId),
  SUPPORT_HOURS: z.string().min(1).max(200).default(developmentSite.supportHours),
  /** Test runs only: lets FIREBASE_AUTH_EMULATOR_HOST take effect. */
  DASHCLIP_TEST_MODE: z.enum(['true', 'false']).optional(),
  NODE_ENV: z.string().optional(),
});

type Settings = z.infer<typeof schema>;

/** Prefixes of our engines' variables: one we do not know is most likely a typo (KAFKA_BROKER). */
const ENGINE_PREFIXES = ['KAFKA_', 'ELASTIC', 'OPENSEARCH', 'KURRENT'];

/**
 * Variables that look like ours but are not (KAFKA_BROKER, ELASTICSEARCH_HOST, KURRENTDB_URI): a
 * mistyped name would otherwise silently leave an engine out. Reported at start, not refused.
 */
export function unknownEngineVariables(env: NodeJS.ProcessEnv = process.env): string[] {
  const known = new Set(Object.keys(schema.shape));
  return Object.keys(env)
    .filter((name) => ENGINE_PREFIXES.some((prefix) => name.startsWith(prefix)) && !known.has(name))
    .sort();
}
const stripeKeys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;

/** A HOST only this machine can reach: 127.0.0.0/8, ::1 or localhost. */
export const isLoopbackHost = (host: string): boolean =>
  host === 'localhost' || host === '::1' || host === '[::1]' || /^127(\.\d{1,3}){3}$/.test(host);

const isDistributed = (config: Settings) => Boolean(config.DATABASE_URL || config.KURRENTDB_URL);

/** DEV_TOOLS when named; otherwise only a tester's own machine: embedded, loopback, no proxy, not production. */
const devToolsOn = (config: Settings): boolean =>
  config.DEV_TOOLS
    ? config.DEV_TOOLS === 'true'
    : !isDistributed(config) &&
      isLoopbackHost(config.HOST) &&
      !config.TRUST_PROXY &&
      config.NODE_ENV !== 'production';

/**
 * What a deployment on the internet must not get wrong (issue 15): dev outboxes reachable from the
 * network, test payments taken where real ones were meant, instances signing with different secrets.
 */
function deploymentIssues(config: Settings): { path: string[]; message: string }[] {
  const issues: { path: string[]; message: string }[] = [];
  const distributed = isDistributed(config);
  if (config.ELASTICSEARCH_URL && config.OPENSEARCH_URL)
    issues.push({
      path: ['OPENSEARCH_URL'],
      message: 'and ELASTICSEARCH_URL are both set: the search index lives on one engine; keep one',
    });
  if (config.KAFKA_BROKERS && !config.DATABASE_URL)
    issues.push({
      path: ['KAFKA_BROKERS'],
      message:
        'needs DATABASE_URL: the relay keeps its position and the consumers their read models on the PostgreSQL server',
    });
  if (config.DEV_TOOLS === 'true' && !isLoopbackHost(config.HOST))
    issues.push({
      path: ['DEV_TOOLS'],
      message: `is true while HOST=${config.HOST} listens beyond this machine: dev tools show every account's mail and codes; use HOST=127.0.0.1 or DEV_TOOLS=false`,
    });
  if (distributed && !config.TOKEN_SECRET)
    issues.push({
      path: ['TOKEN_SECRET'],
      message:
        'is required in distributed mode (DATABASE_URL or KURRENTDB_URL set): every instance signs with it',
    });
  if (!config.PAYMENT_PROVIDER && (distributed || config.NODE_ENV === 'production'))
    issues.push({
      path: ['PAYMENT_PROVIDER'],
      message:
        'is required in distributed mode or with NODE_ENV=production: sandbox (test money, never paid out) or stripe',
    });
  if (config.PAYMENT_PROVIDER === 'stripe')
    for (const name of stripeKeys)
      if (!config[name])
        issues.push({ path: [name], message: 'is required when PAYMENT_PROVIDER is stripe' });
  if (config.PAYMENT_PROVIDER !== 'stripe' && stripeKeys.some((name) => config[name]))
    issues.push({
      path: ['PAYMENT_PROVIDER'],
      message: 'must be stripe when STRIPE_* keys are set (the sandbox would take test cards instead)',
    });
  return issues;
}

/** Stripe without its webhook secret would take money the marketplace never hears of. */
const checkedSchema = schema.superRefine((config, ctx) => {
  if (config.STRIPE_SECRET_KEY)
    for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const)
      if (!config[name])
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required when STRIPE_SECRET_KEY is set' });
  for (const issue of deploymentIssues(config)) ctx.addIssue({ code: 'custom', ...issue });
  if (Boolean(config.VAPID_PUBLIC_KEY) !== Boolean(config.VAPID_PRIVATE_KEY))
    ctx.addIssue({
      code: 'custom',
      path: [config.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'],
      message: 'the VAPID key pair needs both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY',
    });
  else if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    const problem = vapidKeyPairProblem(config.VAPID_PUBLIC_KEY, config.VAPID_PRIVATE_KEY);
    if (problem) ctx.addIssue({ code: 'custom', path: ['VAPID_PRIVATE_KEY'], message: problem });
  }
  const bank = ['PLATFORM_BANK_NAME', 'PLATFORM_BANK_ACCOUNT_NAME', 'PLATFORM_BANK_ACCOUNT_NUMBER'] as const;
  if (bank.some((name) => config[name]))
    for (const name of bank)
      if (!config[name])
        ctx.addIssue({
          code: 'custom',
          path: [name],
          message: 'the platform bank account needs all three variables',
        });
});

export type Config = z.infer<typeof schema> & {
  dataDir: string;
  /** Originals, images and unfinished uploads: `media/` in DATA_DIR. */
  mediaDir: string;
  embedded: boolean;
  /** DEV_TOOLS resolved: the dev outboxes, debug pages and sandbox dev controls exist. */
  devTools: boolean;
  /** PAYMENT_PROVIDER resolved (the sandbox by default in embedded mode). */
  paymentProvider: 'sandbox' | 'stripe';
  publicUrl: string;
  adminEmails: Set<string>;
};

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** Validates the environment at start; a bad value stops the process with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const result = checkedSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = result.data;
  const embedded = !config.DATABASE_URL && !config.KURRENTDB_URL;
  return {
    ...config,
    dataDir: path.resolve(config.DATA_DIR),
    mediaDir: path.join(path.resolve(config.DATA_DIR), 'media'),
    embedded,
    devTools: devToolsOn(config),
    paymentProvider: config.PAYMENT_PROVIDER ?? 'sandbox',
    publicUrl: (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/$/, ''),
    adminEmails: new Set(
      config.ADMIN_EMAILS.split(',')
        .map((email) => email.trim().toLowerCase())
        .filter(Boolean),
    ),
  };
}
