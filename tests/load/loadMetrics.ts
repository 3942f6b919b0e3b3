/**
 * What the run measured: per route, the latency of every request due in the measured window and
 * how each ended (status and error code); across every phase, the answers that count against
 * correctness (5xx, a dropped connection, no answer), with the request that got them.
 */

/** command: a write of the mix; read: a read of the mix; probe: a projection-lag poll; support: setup, the dev mailbox. */
export type CallKind = 'command' | 'read' | 'probe' | 'support';
export type Phase = 'setup' | 'warmup' | 'measured' | 'drain' | 'checks';

export interface CallLabel {
  kind: CallKind;
  /** The route class the report groups by (upload, purchase, search, admin screens…). */
  cls: string;
  /** Method and path template, e.g. `PUT /api/admin/videos/:id/approve`. */
  route: string;
}

export interface RouteStats extends CallLabel {
  latencies: number[];
  /** `200`, `409 CLIP_NOT_PENDING`, `network ECONNRESET`, `timeout` → how many. */
  outcomes: Map<string, number>;
}

export interface ServerFailure {
  phase: Phase;
  route: string;
  path: string;
  outcome: string;
  body: string;
}

/** Failures kept with their request for the report; the rest are only counted. */
const FAILURES_KEPT = 20;
const BODY_KEPT = 300;

export interface LoadMetrics {
  record(
    label: CallLabel,
    phase: Phase,
    outcome: string,
    ms: number,
    request: () => { path: string; body: string },
  ): void;
  measured(): RouteStats[];
  /** Outcomes of every phase, by kind: `command 201` → how many. */
  everyPhase(): Map<string, number>;
  failures(): { count: number; kept: ServerFailure[] };
  /** Requests answered so far (any kind, any phase, any outcome). */
  answered(): number;
}

/** A 5xx, or no answer at all: the server failed, whatever the request was. */
export const isServerFailure = (outcome: string) => /^(5\d\d|network|timeout)/.test(outcome);

export function loadMetrics(): LoadMetrics {
  const routes = new Map<string, RouteStats>();
  const everyPhase = new Map<string, number>();
  const kept: ServerFailure[] = [];
  let failureCount = 0;
  let answered = 0;
  const bump = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    record(label, phase, outcome, ms, request) {
      answered += 1;
      bump(everyPhase, `${label.kind} ${outcome.split(' ')[0]}`);
      if (isServerFailure(outcome)) {
        failureCount += 1;
        if (kept.length < FAILURES_KEPT) {
          const { path, body } = request();
          kept.push({ phase, route: label.route, path, outcome, body: body.slice(0, BODY_KEPT) });
        }
      }
      if (phase !== 'measured') return;
      const key = `${label.kind} ${label.route}`;
      let stats = routes.get(key);
      if (!stats) {
        stats = { kind: label.kind, cls: label.cls, route: label.route, latencies: [], outcomes: new Map() };
        routes.set(key, stats);
      }
      stats.latencies.push(ms);
      bump(stats.outcomes, outcome);
    },
    measured: () => [...routes.values()],
    everyPhase: () => everyPhase,
    failures: () => ({ count: failureCount, kept }),
    answered: () => answered,
  };
}

/** The p-th percentile of sorted values (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}
