import fs from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Service } from '../../infra/app/composition/marketplace.ts';
import { API_SERVICES, type ApiService } from '../../infra/http/openApi.ts';
import { testMarketplace } from '../fixtures/testMarketplace.ts';
import { gatewayRoute, readGatewayConfig } from './nginxConfig.ts';
import { WELL_KNOWN_KEYS_PATH } from '../../query-api/routes/certificateRoutes.ts';

/**
 * Which service answers which route (docs/api.md, "Which service answers"), from the code: each
 * service is composed alone as `npm run start:<service>` composes it (marketplace.ts) and must serve
 * exactly the operations the OpenAPI document marks as its own (`x-service`); every route of the
 * whole marketplace has an owner; and the shipped gateway (infra/deploy/nginx/dashclip.conf) sends
 * each operation to the upstream of its owner.
 */

/** Served by every service, in no OpenAPI operation of their own. */
const IN_EVERY_SERVICE = ['GET /openapi.json', 'GET /healthz', 'GET /readyz'];
/** Outside /api, so in no OpenAPI operation: the certificate keys' well-known address (query-api's). */
const OUTSIDE_API = [`GET ${WELL_KNOWN_KEYS_PATH}`];
const UPSTREAM_OF: Record<ApiService, string> = {
  'command-api': 'dashclip_command_api',
  'query-api': 'dashclip_query_api',
};

interface OpenApiDocument {
  paths: Record<string, Record<string, { 'x-service'?: string; tags?: string[] }>>;
}

interface Operation {
  method: string;
  /** The path under /api, with `{name}` parameters. */
  path: string;
  service: string | undefined;
}

const operationsOf = (doc: OpenApiDocument): Operation[] =>
  Object.entries(doc.paths).flatMap(([apiPath, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: apiPath.replace(/^\/api/, ''),
      service: op['x-service'],
    })),
  );

const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

interface Layer {
  route?: { path: string | string[]; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** Every `METHOD path` an Express app answers, from its router stack (Express 5), `:id` as `{id}`. */
function expressRoutes(app: unknown): string[] {
  const found: string[] = [];
  const walk = (stack: Layer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        const paths = Array.isArray(layer.route.path) ? layer.route.path : [layer.route.path];
        for (const p of paths)
          for (const method of Object.keys(layer.route.methods))
            found.push(`${method.toUpperCase()} ${p.replace(/:(\w+)/g, '{$1}')}`);
      } else if (layer.handle?.stack) walk(layer.handle.stack);
    }
  };
  walk((app as { router: { stack: Layer[] } }).router.stack);
  return [...new Set(found)];
}

/** A request path an operation's template stands for (`{id}` → a plausible id). */
const concrete = (template: string) => `/api${template.replace(/\{\w+\}/g, 'sample-1')}`;

describe('which service answers each route', () => {
  const composed = new Map<Service, { doc: OpenApiDocument; routes: string[] }>();
  const closers: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    for (const service of ['all', 'command-api', 'query-api'] as const) {
      // Dev tools on: their routes are part of the marketplace and need an owner too.
      const m = await testMarketplace({ service, devTools: true });
      closers.push(() => m.close());
      const doc = (await request(m.app).get('/api/openapi.json').expect(200)).body as OpenApiDocument;
      composed.set(service, { doc, routes: expressRoutes(m.app) });
    }
  }, 120_000);
  afterAll(async () => {
    for (const close of closers) await close();
  });

  const all = () => operationsOf(composed.get('all')!.doc);

  it('every operation of the marketplace has an owner, named as x-service and as its tag', () => {
    const ops = all();
    expect(ops.length).toBeGreaterThan(90);
    expect(ops.filter((op) => !API_SERVICES.includes(op.service as ApiService)).map(key)).toEqual([]);
    for (const [apiPath, methods] of Object.entries(composed.get('all')!.doc.paths))
      for (const op of Object.values(methods)) expect(op.tags, apiPath).toEqual([op['x-service']]);
  });

  it.each(API_SERVICES)('%s alone documents exactly the operations marked as its own', (service) => {
    const alone = operationsOf(composed.get(service)!.doc);
    expect(alone.map(key).sort()).toEqual(
      all()
        .filter((op) => op.service === service)
        .map(key)
        .sort(),
    );
  });

  it.each(API_SERVICES)('%s alone answers no route it does not document', (service) => {
    const documented = new Set(operationsOf(composed.get(service)!.doc).map(key));
    const routes = composed.get(service)!.routes;
    // Wildcards are read-your-writes waits in front of documented routes (queryApi.ts), not routes.
    const undocumented = routes.filter(
      (route) =>
        !route.includes('*') &&
        !documented.has(route) &&
        !IN_EVERY_SERVICE.includes(route) &&
        !OUTSIDE_API.includes(route),
    );
    expect(undocumented).toEqual([]);
    for (const route of IN_EVERY_SERVICE) expect(routes, route).toContain(route);
  });

  it('the gateway sends every operation to the service that owns it', () => {
    const config = readGatewayConfig();
    const misrouted = all()
      .map((op) => ({
        op: key(op),
        expected: UPSTREAM_OF[op.service as ApiService],
        actual: gatewayRoute(config, op.method, concrete(op.path)).upstream,
      }))
      .filter(({ expected, actual }) => expected !== actual);
    expect(misrouted).toEqual([]);
    for (const route of IN_EVERY_SERVICE) {
      const [method, apiPath] = route.split(' ') as [string, string];
      expect(Object.values(UPSTREAM_OF)).toContain(gatewayRoute(config, method, `/api${apiPath}`).upstream);
    }
  });

  it('docs/api.md names every read command-api answers, which the rule "reads to query-api" misses', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/api.md'), 'utf8');
    const start = doc.indexOf('## Which service answers');
    const section = doc.slice(start, doc.indexOf('\n## ', start + 1));
    expect(section.length).toBeGreaterThan(100);
    const commandReads = all().filter(
      (op) => op.service === 'command-api' && (op.method === 'GET' || op.method === 'HEAD'),
    );
    const missing = commandReads.filter((op) => !section.includes(op.path));
    expect(missing.map(key)).toEqual([]);
  });
});
