import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CERTIFICATE_UPLOAD_MAX_BYTES } from '../../events/constants.ts';
import { WELL_KNOWN_KEYS_PATH } from '../../query-api/routes/certificateRoutes.ts';
import { all, gatewayConfigFile, gatewayRoute, readGatewayConfig, sizeInBytes } from './nginxConfig.ts';

/**
 * The gateway and the signed certificates (issue 21): the keys' well-known address (outside /api)
 * and the certificate check (a POST, yet query-api's) reach query-api, the check with room for a PDF.
 * Every /api route's owner is checked in routeOwnership.int.test.ts.
 */
describe('the gateway for certificates', () => {
  const config = readGatewayConfig();

  it('sends the well-known key set to query-api', () => {
    expect(gatewayRoute(config, 'GET', WELL_KNOWN_KEYS_PATH).upstream).toBe('dashclip_query_api');
  });

  it('sends a certificate to check to query-api and lets a PDF of the app’s limit through', () => {
    const route = gatewayRoute(config, 'POST', '/api/certificates/verify');
    expect(route.upstream).toBe('dashclip_query_api');
    const limit = all(route.location!.block, 'client_max_body_size').map((d) => d.args.join(' '));
    expect(limit.map(sizeInBytes)).toEqual([CERTIFICATE_UPLOAD_MAX_BYTES]);
    expect(fs.readFileSync(gatewayConfigFile, 'utf8')).toContain(
      'CERTIFICATE_UPLOAD_MAX_BYTES (events/constants.ts)',
    );
  });
});
