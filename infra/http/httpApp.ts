import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import compression from 'compression';
import express, { type Router } from 'express';
import type { Logger } from 'pino';
import { authenticate, type LookupSession } from './authenticate.ts';
import { apiNotFound, errorHandler, type AnswerDomainError } from './errorHandler.ts';
import { inputGuard } from './inputGuard.ts';
import { pwaFiles, type PagePreloads } from './pwaFiles.ts';
import { securityHeaders, type ContentSecurityOptions } from './securityHeaders.ts';

const JSON_BODY_LIMIT = '1mb';
/**
 * Answers of the API smaller than this go as they are; larger JSON and CSV is compressed for the
 * browser (gzip, or brotli at a quality cheap enough per request). Nothing else is.
 */
const API_COMPRESS_MIN_BYTES = 1024;
const API_BROTLI_QUALITY = 4;
const COMPRESSED_TYPES = /^(application\/json|text\/csv)\b/;

/** The payment provider's webhook, whose body must reach it unparsed too. */
export const WEBHOOK_PATH = '/payment-provider/webhook';
import type { OpenApiRegistry } from './openApi.ts';

/**
 * One Express app: `/api` with whichever routers this process serves, then the built PWA with a
 * single-page fallback (embedded mode; precompressed, hashed assets cached for good: pwaFiles.ts), answering JSON errors in Thai everywhere under /api.
 */
export function httpApp(options: {
  logger: Logger;
  /** Who a Bearer token opens the door for (the identity tokens and the users read model). */
  lookupSession: LookupSession;
  /** The services' refusals (domain error codes) as status, code and Thai message. */
  answerDomainError: AnswerDomainError;
  registry: OpenApiRegistry;
  routers: Router[];
  /** Routes outside /api that come before the PWA (the certificate keys' well-known address). */
  rootRouters?: Router[];
  pwaDir?: string;
  /** What each page of the PWA will ask for first, announced with it (`Link: rel=preload`). */
  pwaPreloads?: PagePreloads;
  /**
   * Express's `trust proxy` (TRUST_PROXY): behind nginx the client address comes from
   * X-Forwarded-For, which sign-in limits and view counting depend on. Off by default.
   */
  trustProxy?: boolean | number | string;
  /** What the Content-Security-Policy must let the PWA reach besides this origin (Firebase). */
  contentSecurity?: ContentSecurityOptions;
}): express.Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(securityHeaders(options.contentSecurity));
  const api = express.Router();
  api.use(
    compression({
      threshold: API_COMPRESS_MIN_BYTES,
      // Only the API's own text: a download or a video goes byte for byte (its Content-Length and
      // Range answers are part of the evidence trail and of streaming).
      filter: (_req, res) => COMPRESSED_TYPES.test(String(res.getHeader('Content-Type') ?? '')),
      brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: API_BROTLI_QUALITY } },
    }),
  );
  api.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      strict: true,
      // A webhook's signature is over the exact bytes sent: keep them for that one route.
      verify: (req, _res, buffer) => {
        if (req.url?.endsWith(WEBHOOK_PATH)) (req as typeof req & { rawBody?: Buffer }).rawBody = buffer;
      },
    }),
  );
  api.use(inputGuard);
  api.use(authenticate(options.lookupSession));
  api.get('/openapi.json', (_req, res) => {
    res.json(options.registry.document());
  });
  for (const router of options.routers) api.use(router);
  api.use(apiNotFound);
  api.use(errorHandler(options.logger, options.answerDomainError));
  app.use('/api', api);
  for (const router of options.rootRouters ?? []) app.use(router);

  const pwaDir = options.pwaDir;
  if (pwaDir && fs.existsSync(path.join(pwaDir, 'index.html'))) {
    app.use(pwaFiles(pwaDir, options.pwaPreloads));
  }
  return app;
}
