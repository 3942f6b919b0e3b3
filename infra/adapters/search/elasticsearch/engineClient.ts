import { Client as ElasticClient } from '@elastic/elasticsearch';
import { Client as OpenSearchClient } from '@opensearch-project/opensearch';

/**
 * The search engines the adapter speaks to. Both take the same REST requests for everything the
 * adapter does (index settings, mappings, bulk, search, aliases); each has its own client because
 * the Elasticsearch client refuses a server that is not Elasticsearch.
 */
export type EngineProduct = 'elasticsearch' | 'opensearch';

/** The variable that names each engine's URL, for error messages. */
export const ENGINE_VARIABLE: Record<EngineProduct, string> = {
  elasticsearch: 'ELASTICSEARCH_URL',
  opensearch: 'OPENSEARCH_URL',
};

export interface EngineRequest {
  method: 'GET' | 'HEAD' | 'POST' | 'PUT' | 'DELETE';
  path: string;
  querystring?: Record<string, string | number | boolean>;
  body?: object;
  /** NDJSON lines for the bulk API. */
  bulkBody?: object[];
}

/** The request as both clients' transports take it (their body types are the same JSON). */
function transportParams(request: EngineRequest) {
  return {
    method: request.method,
    path: request.path,
    querystring: request.querystring ?? {},
    ...(request.body !== undefined ? { body: request.body as Record<string, unknown> } : {}),
    ...(request.bulkBody !== undefined ? { bulkBody: request.bulkBody as Record<string, unknown>[] } : {}),
  };
}

export interface EngineResponse<T> {
  statusCode: number;
  body: T;
}

/** One REST call to the engine, through the product's own client (connection pool, retries). */
export interface EngineClient {
  readonly product: EngineProduct;
  readonly url: string;
  request<T = unknown>(request: EngineRequest, options?: { ignore?: number[] }): Promise<EngineResponse<T>>;
  close(): Promise<void>;
}

/**
 * The engine answered with an error, or did not answer (`statusCode` 0). `type` and `reason` are
 * the engine's own (`resource_already_exists_exception`, …).
 */
export class SearchEngineError extends Error {
  override readonly name = 'SearchEngineError';
  constructor(
    message: string,
    readonly statusCode: number,
    readonly type: string | null,
  ) {
    super(message);
  }
}

interface ClientError {
  message?: string;
  name?: string;
  meta?: { statusCode?: number; body?: unknown };
  body?: unknown;
  statusCode?: number;
}

function engineError(error: unknown, product: EngineProduct, request: EngineRequest): SearchEngineError {
  const failure = (error ?? {}) as ClientError;
  const statusCode = failure.meta?.statusCode ?? failure.statusCode ?? 0;
  const body = (failure.meta?.body ?? failure.body) as
    { error?: { type?: string; reason?: string; root_cause?: { reason?: string }[] } | string } | undefined;
  const detail = typeof body?.error === 'object' ? body.error : undefined;
  const type = detail?.type ?? null;
  const reason = detail?.reason ?? (typeof body?.error === 'string' ? body.error : (failure.message ?? ''));
  const what = statusCode === 0 ? 'did not answer' : `answered ${statusCode}${type ? ` ${type}` : ''}`;
  return new SearchEngineError(
    `${product} ${what} to ${request.method} ${request.path}: ${reason}`.trim(),
    statusCode,
    type,
  );
}

type Send = (
  params: ReturnType<typeof transportParams>,
  ignore: number[],
) => Promise<{ statusCode?: number | null; body: unknown }>;

/** Each product's own transport, called the same way. */
function productTransport(product: EngineProduct, url: string): { send: Send; close(): Promise<void> } {
  if (product === 'elasticsearch') {
    const client = new ElasticClient({ node: url });
    return {
      send: (params, ignore) => client.transport.request(params, { ignore, meta: true }),
      close: () => client.close(),
    };
  }
  const client = new OpenSearchClient({ node: url });
  return {
    send: (params, ignore) => client.transport.request(params, { ignore }),
    close: () => client.close(),
  };
}

/** Wraps the product's client: one request shape, one error type, `ignore`d statuses answered. */
export function engineClient(product: EngineProduct, url: string): EngineClient {
  const transport = productTransport(product, url);
  return {
    product,
    url,
    async request<T>(request: EngineRequest, options: { ignore?: number[] } = {}) {
      try {
        const answer = await transport.send(transportParams(request), options.ignore ?? []);
        return { statusCode: answer.statusCode ?? 200, body: answer.body as T };
      } catch (error) {
        throw engineError(error, product, request);
      }
    },
    close: () => transport.close(),
  };
}

interface RootAnswer {
  version?: { number?: string; distribution?: string };
  tagline?: string;
}

/** How long the first look at the engine may take before start-up gives up on it. */
const PROBE_TIMEOUT_MS = 10_000;

/**
 * Asks the node at `url` what it is (GET /): a node that is not there or something else on that
 * port stops the start with a message naming `variable`.
 */
export async function probeEngine(
  url: string,
  variable: string,
): Promise<{ product: EngineProduct; version: string }> {
  let answer: Response;
  try {
    answer = await fetch(new URL('/', url), { signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  } catch (error) {
    throw new SearchEngineError(
      `${variable}=${url} does not answer (${(error as Error).message}): start the search engine or correct ${variable}`,
      0,
      null,
    );
  }
  let root: RootAnswer = {};
  try {
    root = (await answer.json()) as RootAnswer;
  } catch {
    // Not JSON: not a search engine.
  }
  if (!answer.ok || !root.version?.number)
    throw new SearchEngineError(
      `${variable}=${url} is not an Elasticsearch or OpenSearch node (GET / answered ${answer.status}${answer.status === 401 ? ': credentials are missing from the URL' : ''})`,
      answer.status,
      null,
    );
  const product: EngineProduct = root.version.distribution === 'opensearch' ? 'opensearch' : 'elasticsearch';
  return { product, version: root.version.number };
}
