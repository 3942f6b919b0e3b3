import fs from 'node:fs';
import path from 'node:path';
import type { Request, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { VIDEO_MAX_BYTES } from '../../events/constants.ts';
import { UPLOAD_IMAGES_MAX_BYTES } from '../../command-api/constants.ts';
import { TUS_PATH } from '../../command-api/routes/uploadRoutes.ts';
import { th } from '../../infra/http/messages.ts';
import { IMMUTABLE_CACHE, REVALIDATE_CACHE } from '../../infra/http/pwaFiles.ts';
import { HSTS_MAX_AGE_SECONDS, securityHeaders } from '../../infra/http/securityHeaders.ts';
import { checkGateway, gatewayPrefix, nginxMissing } from '../fixtures/nginxGateway.ts';
import {
  addedHeaders,
  all,
  deployDir,
  gatewayRoute,
  locationFor,
  locationsOf,
  mapsOf,
  one,
  parseNginx,
  readGatewayConfig,
  sizeInBytes,
  type Directive,
} from './nginxConfig.ts';

/**
 * infra/deploy/nginx/dashclip.conf, read as nginx reads it: the limits it writes are the ones the
 * constants it names say, streams and uploads are not buffered, the PWA's files carry the caching
 * and headers the embedded server gives them, and nginx itself accepts the file. Which service each
 * API route reaches is checked against the services in tests/deploy/routeOwnership.int.test.ts.
 */

const config = readGatewayConfig();
const server = one(config, 'server');
const serverBlock = server.block!;
const locations = locationsOf(server);
const at = (uri: string) => {
  const found = locationFor(locations, uri);
  if (!found) throw new Error(`no location for ${uri}`);
  return found.block;
};
const value = (block: Directive[], name: string) => all(block, name).map((d) => d.args.join(' '));

/** The headers the app sets on a document over https (what the PWA's pages get embedded). */
function appDocumentHeaders(): Map<string, string> {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, v: string) => headers.set(name.toLowerCase(), v) };
  securityHeaders()({ secure: true } as Request, res as unknown as Response, () => {});
  return headers;
}

describe('the gateway configuration (infra/deploy/nginx/dashclip.conf)', () => {
  it('parses directives, quotes, comments and blocks as nginx does', () => {
    expect(parseNginx(`a 1 "two words" 'it''s'; # note\nb { c; }`)).toEqual([
      { name: 'a', args: ['1', 'two words', 'it', 's'] },
      { name: 'b', args: [], block: [{ name: 'c', args: [] }] },
    ]);
    expect(sizeInBytes('100m')).toBe(100 * 1024 * 1024);
    expect(sizeInBytes('8k')).toBe(8192);
  });

  it('takes its addresses and its server settings from the deployment’s own two files', () => {
    expect(value(config, 'include')).toEqual(['dashclip/upstreams.conf']);
    expect(value(serverBlock, 'include')).toEqual(['dashclip/site.conf']);
    // The compose deployment's: one upstream per service, on the port the services listen on.
    const upstreams = parseNginx(fs.readFileSync(path.join(deployDir, 'nginx', 'upstreams.conf'), 'utf8'));
    expect(
      Object.fromEntries(all(upstreams, 'upstream').map((u) => [u.args[0], value(u.block!, 'server')])),
    ).toEqual({ dashclip_command_api: ['command-api:8080'], dashclip_query_api: ['query-api:8080'] });
    const site = parseNginx(fs.readFileSync(path.join(deployDir, 'nginx', 'site.conf'), 'utf8'));
    expect(value(site, 'root')).toEqual(['/usr/share/dashclip/pwa']);
  });

  it('sends reads to query-api and every other method to command-api, unless a location says otherwise', () => {
    const byMethod = mapsOf(config).get('$dashclip_api')!;
    expect(byMethod.source).toBe('$request_method');
    expect(Object.fromEntries(byMethod.values)).toEqual({
      GET: 'dashclip_query_api',
      HEAD: 'dashclip_query_api',
      default: 'dashclip_command_api',
    });
    expect(gatewayRoute(config, 'GET', '/api/videos').upstream).toBe('dashclip_query_api');
    expect(gatewayRoute(config, 'POST', '/api/videos/upload').upstream).toBe('dashclip_command_api');
    expect(gatewayRoute(config, 'HEAD', `/api${TUS_PATH}/abc`).upstream).toBe('dashclip_command_api');
    expect(gatewayRoute(config, 'GET', '/dashboard').upstream).toBeNull();
  });

  it('tells every service who asked and over what (the app reads them under TRUST_PROXY)', () => {
    const headers = Object.fromEntries(
      all(serverBlock, 'proxy_set_header').map((d) => [d.args[0], d.args[1]]),
    );
    expect(headers).toMatchObject({
      'X-Forwarded-For': '$proxy_add_x_forwarded_for',
      'X-Forwarded-Proto': '$scheme',
      Host: '$host',
    });
    expect(value(serverBlock, 'proxy_http_version')).toEqual(['1.1']);
    // Nothing below the server level sets proxy headers of its own, which would drop these.
    for (const location of locations) expect(all(location.block, 'proxy_set_header')).toEqual([]);
  });

  it('limits request bodies to what the app accepts, from the constants the comments name', () => {
    // JSON: express.json's limit in infra/http/httpApp.ts (JSON_BODY_LIMIT, 1 MB).
    expect(sizeInBytes(value(serverBlock, 'client_max_body_size')[0]!)).toBe(1024 * 1024);
    // tus: one request may carry a whole clip.
    expect(sizeInBytes(value(at(`/api${TUS_PATH}/x`), 'client_max_body_size')[0]!)).toBe(VIDEO_MAX_BYTES);
    // The upload form: the video, its images and 1 MB for the fields and the multipart framing.
    expect(sizeInBytes(value(at('/api/videos/upload'), 'client_max_body_size')[0]!)).toBe(
      VIDEO_MAX_BYTES + UPLOAD_IMAGES_MAX_BYTES + 1024 * 1024,
    );
    const text = fs.readFileSync(path.join(deployDir, 'nginx', 'dashclip.conf'), 'utf8');
    expect(text).toContain('VIDEO_MAX_BYTES (events/constants.ts)');
    expect(text).toContain('UPLOAD_IMAGES_MAX_BYTES (command-api/constants.ts');
  });

  it('streams uploads, the video stream and downloads instead of buffering them', () => {
    for (const uri of [`/api${TUS_PATH}`, `/api${TUS_PATH}/abc`, '/api/videos/upload'])
      expect(value(at(uri), 'proxy_request_buffering'), uri).toEqual(['off']);
    for (const uri of [`/api${TUS_PATH}/abc`, '/api/videos/abc/stream', '/api/downloads/token'])
      expect(value(at(uri), 'proxy_buffering'), uri).toEqual(['off']);
  });

  it('caches hashed assets for good and index.html, the service worker and app routes never long', () => {
    const assets = at('/assets/index-abc123.js');
    expect(addedHeaders(assets).get('cache-control')).toBe(IMMUTABLE_CACHE);
    expect(value(assets, 'try_files')).toEqual(['$uri =404']);
    for (const uri of ['/', '/index.html', '/sw.js', '/manifest.webmanifest', '/dashboard', '/video/abc']) {
      const block = at(uri);
      expect(addedHeaders(block).get('cache-control'), uri).toBe(REVALIDATE_CACHE);
      expect(value(block, 'try_files'), uri).toEqual(['$uri /index.html']);
    }
    expect(value(serverBlock, 'gzip_static')).toEqual(['on']);
  });

  it('gives the PWA’s pages the app’s security headers, HSTS over https only', () => {
    const page = addedHeaders(at('/'));
    for (const [name, expected] of appDocumentHeaders()) {
      if (name === 'strict-transport-security') continue;
      expect(page.get(name), name).toBe(expected);
    }
    expect(page.get('strict-transport-security')).toBe('$dashclip_hsts');
    const hsts = mapsOf(config).get('$dashclip_hsts')!;
    expect(hsts.values.get('https')).toBe(`max-age=${HSTS_MAX_AGE_SECONDS}; includeSubDomains`);
    expect(appDocumentHeaders().get('strict-transport-security')).toBe(hsts.values.get('https'));
    expect(hsts.values.get('default')).toBe('');
  });

  it('answers its own refusals under /api as the API does, in Thai', () => {
    const named = (name: string) => all(serverBlock, 'location').find((l) => l.args[0] === name)!.block!;
    const answer = (name: string) => {
      const [status, body] = one(named(name), 'return').args;
      return { status: Number(status), body: JSON.parse(body!) as unknown };
    };
    expect(answer('@dashclip_too_large')).toEqual({
      status: 413,
      body: { success: false, error: { code: 'PAYLOAD_TOO_LARGE', message: th.bodyTooLarge } },
    });
    expect(answer('@dashclip_unavailable')).toEqual({
      status: 503,
      body: { success: false, error: { code: 'NOT_READY', message: th.notReady } },
    });
  });

  it.skipIf(nginxMissing() !== null)('is accepted by nginx (nginx -t) with the compose site settings', () => {
    const prefix = gatewayPrefix({
      // The compose service names do not resolve here: loopback stands in for them.
      commandApi: ['127.0.0.1:1'],
      queryApi: ['127.0.0.1:2'],
      site: fs.readFileSync(path.join(deployDir, 'nginx', 'site.conf'), 'utf8').split('\n'),
    });
    try {
      const checked = checkGateway(prefix);
      expect(checked.output).not.toMatch(/\[warn\]|\[emerg\]/);
      expect(checked.ok, checked.output).toBe(true);
    } finally {
      fs.rmSync(prefix.dir, { recursive: true, force: true });
    }
  });
});

if (nginxMissing()) console.log(`[skip] nginx -t of the gateway configuration: ${nginxMissing()}`);
