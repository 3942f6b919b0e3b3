import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../infra/app/config.ts';
import { deployDir } from './nginxConfig.ts';

/**
 * infra/deploy/compose.yaml cannot run here (no Docker engine), so it is read: every service has a
 * health check, each service's environment (with compose's interpolation from .env.example and
 * sample values) passes infra/app/config.ts in distributed mode, the services run the way
 * `npm run start:<service>` does, and command-api and the projector share the media.
 */

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile?: string; target?: string };
  command?: string[];
  environment?: Record<string, string | number | boolean>;
  volumes?: string[];
  healthcheck?: { test: string[] | string };
  depends_on?: Record<string, { condition: string }>;
  ports?: string[];
}
interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes: Record<string, unknown>;
}

const composeText = fs.readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8');
const compose = parse(composeText, { merge: true }) as ComposeFile;
const services = compose.services;
const APP_SERVICES = ['command-api', 'query-api', 'projector', 'relay'] as const;

/** infra/deploy/.env.example as compose reads it, with what an operator must fill in filled in. */
function operatorEnv(): Record<string, string> {
  const example = Object.fromEntries(
    fs
      .readFileSync(path.join(deployDir, '.env.example'), 'utf8')
      .split('\n')
      .filter((line) => /^\w+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
  return {
    ...example,
    POSTGRES_PASSWORD: 'a-database-password',
    TOKEN_SECRET: 'a-token-secret-of-at-least-thirty-two-characters',
    PUBLIC_URL: 'https://dashclip.example',
    PAYMENT_PROVIDER: 'sandbox',
  };
}

/** Compose's interpolation: ${NAME}, ${NAME:-default}, ${NAME:?error}, $$. */
function interpolate(value: string, env: Record<string, string>): string {
  return value
    .replace(/\$\{(\w+)(?:(:?[-?])([^}]*))?\}/g, (_whole, name: string, operator?: string, word?: string) => {
      const given = env[name];
      const unset = given === undefined || (operator?.startsWith(':') && given === '');
      if (!unset) return given!;
      if (operator?.endsWith('?')) throw new Error(`${name} is required: ${word}`);
      return operator?.endsWith('-') ? word! : '';
    })
    .replaceAll('$$', '$');
}

const environmentOf = (service: string, env = operatorEnv()): Record<string, string> =>
  Object.fromEntries(
    Object.entries(services[service]!.environment ?? {}).map(([name, value]) => [
      name,
      interpolate(String(value), env),
    ]),
  );

describe('the compose file (infra/deploy/compose.yaml)', () => {
  it('runs PostgreSQL, Kafka, Elasticsearch, the four services and the gateway', () => {
    expect(Object.keys(services).sort()).toEqual(
      [
        'command-api',
        'elasticsearch',
        'gateway',
        'kafka',
        'postgres',
        'projector',
        'query-api',
        'relay',
      ].sort(),
    );
  });

  it('gives every service a health check, and waits on health where it depends', () => {
    for (const [name, service] of Object.entries(services)) {
      expect(service.healthcheck?.test, name).toBeTruthy();
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        expect(services[dependency], `${name} → ${dependency}`).toBeDefined();
        expect(condition, `${name} → ${dependency}`).toBe('service_healthy');
      }
    }
    // The services' checks ask their health route (infra/app/routes/healthRoutes.ts) on their PORT.
    for (const name of APP_SERVICES) {
      const test = services[name]!.healthcheck!.test as string[];
      expect(test.slice(0, 3)).toEqual(['CMD', 'node', '-e']);
      expect(test[3]).toBe(
        "fetch('http://127.0.0.1:8080/api/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))",
      );
      expect(environmentOf(name).PORT).toBe('8080');
    }
  });

  it.each(APP_SERVICES)('%s starts as npm run start:<service> does, from the app image', (name) => {
    const service = services[name]!;
    expect(service.command).toEqual(['node', '--import', 'tsx', 'infra/app/main.ts', name]);
    expect(service.image).toBe('dashclip-app');
    expect(service.build).toMatchObject({ dockerfile: 'infra/deploy/Dockerfile', target: 'app' });
  });

  it.each(APP_SERVICES)('%s has a configuration config.ts accepts in distributed mode', (name) => {
    const env = environmentOf(name);
    const config = loadConfig(env);
    expect(config.embedded).toBe(false);
    for (const required of [
      'DATABASE_URL',
      'TOKEN_SECRET',
      'PAYMENT_PROVIDER',
      'PUBLIC_URL',
      'KAFKA_BROKERS',
    ])
      expect(env[required], required).toBeTruthy();
    expect(config.devTools).toBe(false);
    expect(config.HOST).toBe('0.0.0.0');
    expect(new URL(env.DATABASE_URL!).host).toBe('postgres:5432');
  });

  it('asks the operator for every secret instead of shipping one', () => {
    const withoutSecret = { ...operatorEnv(), TOKEN_SECRET: '' };
    expect(() => environmentOf('command-api', withoutSecret)).toThrow(/TOKEN_SECRET is required/);
    const required = [...composeText.matchAll(/\$\{(\w+):\?/g)].map((match) => match[1]);
    const example = fs.readFileSync(path.join(deployDir, '.env.example'), 'utf8');
    for (const name of new Set(required)) expect(example, name).toMatch(new RegExp(`^${name}=$`, 'm'));
  });

  it('believes the gateway’s forwarding headers, and searches where the projector indexes', () => {
    for (const name of ['command-api', 'query-api'])
      expect(loadConfig(environmentOf(name)).TRUST_PROXY).toBe(1);
    expect(environmentOf('query-api').ELASTICSEARCH_URL).toBe('http://elasticsearch:9200');
    expect(environmentOf('projector').ELASTICSEARCH_URL).toBe('http://elasticsearch:9200');
    expect(environmentOf('projector').KAFKA_BROKERS).toBe('kafka:9092');
  });

  it('shares the media volume between command-api and the projector, at DATA_DIR/media', () => {
    const media = (name: string) =>
      (services[name]!.volumes ?? []).filter((volume) =>
        volume.endsWith(`:${environmentOf(name).DATA_DIR}/media`),
      );
    expect(media('command-api')).toEqual(['media:/data/media']);
    expect(media('projector')).toEqual(['media:/data/media']);
    expect(compose.volumes).toHaveProperty('media');
  });

  it('publishes only the gateway, which serves the PWA and routes by ownership', () => {
    expect(
      Object.entries(services)
        .filter(([, s]) => s.ports)
        .map(([name]) => name),
    ).toEqual(['gateway']);
    expect(services.gateway!.build).toMatchObject({
      dockerfile: 'infra/deploy/Dockerfile',
      target: 'gateway',
    });
    const dockerfile = fs.readFileSync(path.join(deployDir, 'Dockerfile'), 'utf8');
    expect(dockerfile).toContain('COPY infra/deploy/nginx/dashclip.conf /etc/nginx/conf.d/dashclip.conf');
    expect(dockerfile).toContain(
      'COPY infra/deploy/nginx/upstreams.conf infra/deploy/nginx/site.conf /etc/nginx/dashclip/',
    );
    expect(dockerfile).toMatch(/COPY --from=build \/app\/pwa\/dist \/usr\/share\/dashclip\/pwa/);
  });

  it('runs the engines the services expect: UTF-8 PostgreSQL, KRaft Kafka, Elasticsearch with analysis-icu', () => {
    expect(services.postgres!.environment!.POSTGRES_INITDB_ARGS).toContain('--locale=C.UTF-8');
    expect(services.kafka!.image).toMatch(/^apache\/kafka:4\./);
    expect(services.kafka!.environment!.KAFKA_PROCESS_ROLES).toBe('broker,controller');
    expect(services.kafka!.environment!.KAFKA_ADVERTISED_LISTENERS).toBe('PLAINTEXT://kafka:9092');
    expect(services.elasticsearch!.build!.context).toBe('elasticsearch');
    expect(fs.readFileSync(path.join(deployDir, 'elasticsearch', 'Dockerfile'), 'utf8')).toMatch(
      /elasticsearch-plugin install --batch analysis-icu/,
    );
  });
});
