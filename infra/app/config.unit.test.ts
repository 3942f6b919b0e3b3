import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, unknownEngineVariables } from './config.ts';
import { receiptIssuerOf, siteInfo } from './siteInfo.ts';
import { generateVapidKeyPair } from '../adapters/push/vapidKeys.ts';

const secret = 'a-token-secret-of-at-least-32-characters';
/** The least a distributed deployment must name. */
const distributed = {
  DATABASE_URL: 'postgres://db/dashclip',
  TOKEN_SECRET: secret,
  PAYMENT_PROVIDER: 'sandbox',
};

describe('configuration', () => {
  it('defaults to port 8080, ./data, embedded mode and links to localhost', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(8080);
    expect(config.dataDir.endsWith('/data')).toBe(true);
    expect(config.embedded).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:8080');
    expect(config.adminEmails.size).toBe(0);
  });
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ TOKEN_SECRET: 'short' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });
  it('names the company and its support contact: development defaults, a deployment’s own, bad ones refused', () => {
    const site = siteInfo(loadConfig({}), 365);
    expect(site.company.taxId).toMatch(/^\d{13}$/);
    expect(JSON.stringify(site)).not.toMatch(/x{3}|\.example\b/i);
    const own = loadConfig({ COMPANY_NAME: 'บริษัท ตัวอย่างจริง จำกัด', SUPPORT_EMAIL: 'help@real.co.th' });
    expect(siteInfo(own, 30)).toMatchObject({
      company: { name: 'บริษัท ตัวอย่างจริง จำกัด' },
      support: { email: 'help@real.co.th' },
      retention: { listingLifetimeDays: 30 },
    });
    // Receipts and tax invoices name the same company, branch included.
    const branch = loadConfig({ COMPANY_NAME: 'บริษัท ตัวอย่างจริง จำกัด', COMPANY_BRANCH: '00002' });
    expect(receiptIssuerOf(siteInfo(branch, 30))).toEqual({
      name: 'บริษัท ตัวอย่างจริง จำกัด',
      address: branch.COMPANY_ADDRESS,
      taxId: branch.COMPANY_TAX_ID,
      branch: '00002',
    });
    expect(() => loadConfig({ COMPANY_TAX_ID: '12345' })).toThrow(/COMPANY_TAX_ID/);
    expect(() => loadConfig({ SUPPORT_EMAIL: 'support' })).toThrow(/SUPPORT_EMAIL/);
    expect(() => loadConfig({ SUPPORT_PHONE: 'call us' })).toThrow(/SUPPORT_PHONE/);
  });
  it('reads TRUST_PROXY as express takes it: true/false, a hop count, or addresses', () => {
    expect(loadConfig({}).TRUST_PROXY).toBeUndefined();
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).TRUST_PROXY).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'x;rm' })).toThrow(/TRUST_PROXY/);
  });
  it('pays sellers weekly from 500 baht unless told otherwise, and names a bad payout setting', () => {
    expect(loadConfig({})).toMatchObject({ PAYOUT_MINIMUM_BAHT: 500, PAYOUT_INTERVAL_DAYS: 7 });
    expect(loadConfig({ PAYOUT_MINIMUM_BAHT: '1000', PAYOUT_INTERVAL_DAYS: '14' })).toMatchObject({
      PAYOUT_MINIMUM_BAHT: 1000,
      PAYOUT_INTERVAL_DAYS: 14,
    });
    expect(() => loadConfig({ PAYOUT_MINIMUM_BAHT: '0' })).toThrow(/PAYOUT_MINIMUM_BAHT/);
    expect(() => loadConfig({ PAYOUT_INTERVAL_DAYS: 'weekly' })).toThrow(/PAYOUT_INTERVAL_DAYS/);
  });
  it('takes the platform bank account only whole', () => {
    const bank = {
      PLATFORM_BANK_NAME: 'kbank',
      PLATFORM_BANK_ACCOUNT_NAME: 'บริษัท แดชคลิป จำกัด',
      PLATFORM_BANK_ACCOUNT_NUMBER: '123-4-56789-0',
    };
    expect(loadConfig(bank)).toMatchObject(bank);
    expect(() => loadConfig({ ...bank, PLATFORM_BANK_ACCOUNT_NUMBER: '' })).toThrow(
      /PLATFORM_BANK_ACCOUNT_NUMBER/,
    );
    expect(() => loadConfig({ ...bank, PLATFORM_BANK_NAME: 'citi' })).toThrow(/PLATFORM_BANK_NAME/);
  });
  it('takes Stripe only with its webhook secret and publishable key, and says which is missing', () => {
    expect(loadConfig({}).STRIPE_SECRET_KEY).toBeUndefined();
    const stripe = {
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_51abc',
    };
    expect(loadConfig(stripe)).toMatchObject(stripe);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: '' })).toThrow(
      /STRIPE_WEBHOOK_SECRET: is required when STRIPE_SECRET_KEY is set/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_PUBLISHABLE_KEY: undefined })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    expect(() => loadConfig({ ...stripe, STRIPE_SECRET_KEY: 'pk_test_51abc' })).toThrow(/STRIPE_SECRET_KEY/);
    expect(() => loadConfig({ ...stripe, STRIPE_WEBHOOK_SECRET: 'secret' })).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
  it('is distributed when a database server is named', () => {
    expect(loadConfig({ ...distributed, DATABASE_URL: 'postgres://localhost/dashclip' }).embedded).toBe(
      false,
    );
  });
  it('turns dev tools on by default only in embedded mode listening on loopback', () => {
    for (const HOST of ['127.0.0.1', '::1', 'localhost'])
      expect(loadConfig({ HOST }).devTools, HOST).toBe(true);
    expect(loadConfig({}).devTools).toBe(true);
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20', 'dashclip.example'])
      expect(loadConfig({ HOST }).devTools, HOST).toBe(false);
    expect(loadConfig(distributed).devTools).toBe(false);
    expect(loadConfig({ DEV_TOOLS: 'false' }).devTools).toBe(false);
    // Behind a reverse proxy every request arrives from loopback: no dev tools unless asked for.
    expect(loadConfig({ TRUST_PROXY: 'loopback' }).devTools).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' }).devTools).toBe(false);
    expect(loadConfig({ ...distributed, DEV_TOOLS: 'true' }).devTools).toBe(true);
    expect(() => loadConfig({ DEV_TOOLS: 'yes' })).toThrow(/DEV_TOOLS/);
  });
  it('refuses dev tools on while listening on a non-loopback address', () => {
    for (const HOST of ['0.0.0.0', '::', '192.168.1.20']) {
      expect(() => loadConfig({ HOST, DEV_TOOLS: 'true' }), HOST).toThrow(ConfigError);
      expect(() => loadConfig({ HOST, DEV_TOOLS: 'true' }), HOST).toThrow(/DEV_TOOLS.*HOST|HOST.*DEV_TOOLS/);
    }
    expect(loadConfig({ HOST: '127.0.0.1', DEV_TOOLS: 'true' }).devTools).toBe(true);
  });
  it('takes the sandbox in embedded mode and refuses to guess the payment provider otherwise', () => {
    expect(loadConfig({}).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/dashclip', TOKEN_SECRET: secret })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => loadConfig({ KURRENTDB_URL: 'kurrentdb://db:2113', TOKEN_SECRET: secret })).toThrow(
      /PAYMENT_PROVIDER/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/PAYMENT_PROVIDER/);
    expect(loadConfig({ ...distributed, PAYMENT_PROVIDER: 'sandbox' }).paymentProvider).toBe('sandbox');
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'paypal' })).toThrow(/PAYMENT_PROVIDER/);
  });
  it('takes Stripe only when named, with all three keys, and never the sandbox beside Stripe keys', () => {
    const keys = {
      STRIPE_SECRET_KEY: 'sk_live_51abc',
      STRIPE_WEBHOOK_SECRET: 'whsec_abc',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_51abc',
    };
    expect(loadConfig({ ...distributed, ...keys, PAYMENT_PROVIDER: 'stripe' }).paymentProvider).toBe(
      'stripe',
    );
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(
      /STRIPE_SECRET_KEY: is required when PAYMENT_PROVIDER is stripe/,
    );
    expect(() => loadConfig({ ...keys, PAYMENT_PROVIDER: 'stripe', STRIPE_PUBLISHABLE_KEY: '' })).toThrow(
      /STRIPE_PUBLISHABLE_KEY/,
    );
    // Keys set but the sandbox chosen (or left to the default): an operator meant real payments.
    expect(() => loadConfig({ ...keys, PAYMENT_PROVIDER: 'sandbox' })).toThrow(/PAYMENT_PROVIDER/);
    expect(() => loadConfig(keys)).toThrow(/PAYMENT_PROVIDER/);
  });
  it('requires TOKEN_SECRET in distributed mode and keeps generating one in embedded mode', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://db/dashclip', PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /TOKEN_SECRET: is required in distributed mode/,
    );
    expect(loadConfig({}).TOKEN_SECRET).toBeUndefined();
  });
  it('reads the admin list lower-cased and the public URL without a trailing slash', () => {
    const config = loadConfig({
      ADMIN_EMAILS: ' Boss@Example.com, ,ops@example.com',
      PUBLIC_URL: 'https://dashclip.example/',
    });
    expect([...config.adminEmails]).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.publicUrl).toBe('https://dashclip.example');
  });
});

describe('engine settings', () => {
  it('reports variables that look like an engine setting but are not one', () => {
    expect(
      unknownEngineVariables({
        KAFKA_BROKER: 'x',
        KAFKA_BROKERS: 'x',
        ELASTICSEARCH_HOST: 'x',
        OPENSEARCH_URL: 'x',
        KURRENTDB_URI: 'x',
        PATH: 'x',
      }),
    ).toEqual(['ELASTICSEARCH_HOST', 'KAFKA_BROKER', 'KURRENTDB_URI']);
  });

  it('takes brokers as host:port pairs and refuses anything else, naming the variable', () => {
    const base = {
      DATABASE_URL: 'postgres://x@h/db',
      TOKEN_SECRET: 's'.repeat(32),
      PAYMENT_PROVIDER: 'sandbox',
    };
    expect(loadConfig({ ...base, KAFKA_BROKERS: 'a:9092,b.example:19092' }).KAFKA_BROKERS).toBe(
      'a:9092,b.example:19092',
    );
    expect(() => loadConfig({ ...base, KAFKA_BROKERS: 'kafka://a' })).toThrow(/KAFKA_BROKERS/);
    expect(loadConfig(base).KAFKA_TOPIC).toBe('dashclip.events');
  });

  it('refuses Kafka without a PostgreSQL server and two search engines at once', () => {
    expect(() => loadConfig({ KAFKA_BROKERS: 'a:9092' })).toThrow(/KAFKA_BROKERS: needs DATABASE_URL/);
    expect(() => loadConfig({ ELASTICSEARCH_URL: 'http://a:9200', OPENSEARCH_URL: 'http://b:9200' })).toThrow(
      /OPENSEARCH_URL/,
    );
  });

  it('takes a VAPID key pair only whole and matching, and a mailto:/https: subject', () => {
    const pair = generateVapidKeyPair();
    const config = loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey });
    expect(config.VAPID_PUBLIC_KEY).toBe(pair.publicKey);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey })).toThrow(/VAPID_PRIVATE_KEY: .*both/);
    const other = generateVapidKeyPair();
    expect(() =>
      loadConfig({ VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toThrow(/VAPID_PRIVATE_KEY: the public key is not/);
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: pair.privateKey })).toThrow(
      /VAPID_PUBLIC_KEY/,
    );
    expect(loadConfig({ VAPID_SUBJECT: 'https://dashclip.example/contact' }).VAPID_SUBJECT).toBeDefined();
    expect(() => loadConfig({ VAPID_SUBJECT: 'support@dashclip.example' })).toThrow(/VAPID_SUBJECT/);
  });
});
