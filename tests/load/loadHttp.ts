/**
 * The driver's HTTP client: node:http over keep-alive connections (lighter per request than
 * fetch, which matters at 1,200 requests a second on the same two cores as the server). Every
 * request is recorded in the metrics; a request that gets no answer resolves with status 0 rather
 * than throwing, so a scenario decides what an unknown outcome means for its own bookkeeping.
 */
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { CallLabel, LoadMetrics, Phase } from './loadMetrics.ts';

/** Enough for the open loop's backlog when the server slows down; queued requests count as latency. */
const MAX_SOCKETS = 1024;
/**
 * A connection silent for this long is given up and the request counted as unanswered: far beyond
 * any queueing an overloaded server shows, so only a hang reaches it.
 */
const REQUEST_TIMEOUT_MS = 300_000;

export interface LoadCall extends CallLabel {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'HEAD' | 'DELETE';
  path: string;
  token?: string;
  /**
   * The simulated client's address, sent as X-Forwarded-For (the server trusts it from loopback,
   * as behind the gateway): per-network limits and anonymous view counts see many clients.
   */
  address?: string;
  headers?: Record<string, string>;
  json?: unknown;
  body?: Buffer;
  /**
   * When the open loop meant to send it: latency counts from then, so time spent waiting behind
   * a backlog shows as latency instead of disappearing (no coordinated omission).
   */
  dueAt?: number;
}

export interface LoadAnswer {
  /** 0 when no answer came (connection error or timeout). */
  status: number;
  /** `201`, `409 CLIP_NOT_PENDING`, `network ECONNRESET`, `timeout`. */
  outcome: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
  /** When the answer was complete (performance.now()). */
  answeredAt: number;
  /** The phase the request was sent in. */
  sentIn: Phase;
  /** The answer's `data` (the API's `{ success, data }` envelope). */
  data<T>(): T;
  /** The answer's `position` (commands), or null. */
  position(): string | null;
}

export type LoadHttp = (call: LoadCall) => Promise<LoadAnswer>;

function outcomeOf(status: number, body: Buffer): string {
  if (status < 400) return String(status);
  try {
    const code = (JSON.parse(body.toString('utf8')) as { error?: { code?: string } }).error?.code;
    return code ? `${status} ${code}` : String(status);
  } catch {
    return String(status);
  }
}

export function loadHttp(baseUrl: string, metrics: LoadMetrics, phase: () => Phase): LoadHttp {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_SOCKETS });
  return (call) => {
    const sentIn = phase();
    const started = call.dueAt ?? performance.now();
    const body = call.json !== undefined ? Buffer.from(JSON.stringify(call.json)) : call.body;
    const headers: Record<string, string | number> = { ...call.headers };
    if (call.json !== undefined) headers['content-type'] = 'application/json';
    if (body) headers['content-length'] = body.length;
    if (call.token) headers['authorization'] = `Bearer ${call.token}`;
    if (call.address) headers['x-forwarded-for'] = call.address;
    return new Promise<LoadAnswer>((resolve) => {
      let done = false;
      const finish = (
        status: number,
        outcome: string,
        answerHeaders: http.IncomingHttpHeaders,
        bytes: Buffer,
      ) => {
        if (done) return;
        done = true;
        const answeredAt = performance.now();
        metrics.record(call, sentIn, outcome, answeredAt - started, () => ({
          path: `${call.method} ${call.path}`,
          body: bytes.toString('utf8'),
        }));
        let parsed: { data?: unknown; position?: string } | undefined;
        const json = () =>
          (parsed ??= JSON.parse(bytes.toString('utf8')) as { data?: unknown; position?: string });
        resolve({
          status,
          outcome,
          headers: answerHeaders,
          body: bytes,
          answeredAt,
          sentIn,
          data: <T>() => json().data as T,
          position: () => json().position ?? null,
        });
      };
      const failed = (error: NodeJS.ErrnoException) =>
        finish(0, `network ${error.code ?? error.message}`, {}, Buffer.alloc(0));
      const send = (retry: boolean) => {
        const request = http.request(
          {
            host: base.hostname,
            port: base.port,
            method: call.method,
            path: call.path,
            headers,
            agent,
            timeout: REQUEST_TIMEOUT_MS,
          },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              const bytes = Buffer.concat(chunks);
              const status = response.statusCode ?? 0;
              finish(status, outcomeOf(status, bytes), response.headers, bytes);
            });
            response.on('error', failed);
          },
        );
        request.on('timeout', () => {
          finish(0, 'timeout', {}, Buffer.alloc(0));
          request.destroy();
        });
        request.on('error', (error: NodeJS.ErrnoException) => {
          // The server closed an idle keep-alive connection just as this request took it: the
          // request never reached a handler, so it is sent again on a fresh connection (as
          // Node's documentation advises), once.
          if (retry && request.reusedSocket && error.code === 'ECONNRESET') send(false);
          else failed(error);
        });
        request.end(body);
      };
      send(true);
    });
  };
}
