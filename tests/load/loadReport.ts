/**
 * The soak's report as plain-text tables: throughput offered and achieved, errors by status,
 * latency per route class and per route, projection lag, event-store size, server RSS and CPU,
 * money, the correctness checks, and the issue's timing targets (reported, never failed on).
 */
import { toBahtDecimal } from '../../events/money.ts';
import { percentile, type RouteStats } from './loadMetrics.ts';
import { LAG_GIVE_UP_MS } from './projectionLag.ts';
import { RSS_SAMPLE_MS, type LoadResult } from './runLoad.ts';

/** Issue 20's timing targets: printed against the figures, never a reason to fail. */
const TARGET_LAG_P99_MS = 250;
const TARGET_RSS_GROWTH_MB = 100;

const MB = 2 ** 20;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
const ms = (value: number) => (Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0));

/** Points of the RSS course shown: a leak climbs through them, a warming heap levels off. */
const RSS_POINTS = 11;

/** The RSS samples (every RSS_SAMPLE_MS from the window's start; the last at its end) at a few points. */
function rssCourse(samples: number[]): string {
  const last = samples.length - 1;
  const points = Math.min(RSS_POINTS, samples.length);
  const indices = [
    ...new Set(Array.from({ length: points }, (_, k) => Math.round((k * last) / Math.max(1, points - 1)))),
  ];
  return indices
    .map((index) => `${Math.round((index * RSS_SAMPLE_MS) / 1000)} s ${mb(samples[index]!)}`)
    .join(', ');
}

function table(header: string[], rows: (string | number)[][], rightAligned = new Set<number>()): string {
  const cells = [header, ...rows.map((row) => row.map(String))];
  const widths = header.map((_, column) => Math.max(...cells.map((row) => (row[column] ?? '').length)));
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        rightAligned.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '─'.repeat(width))), ...cells.slice(1).map(line)]
    .map((text) => `  ${text}`)
    .join('\n');
}

const isOk = (outcome: string) => /^[23]\d\d$/.test(outcome);
const count = (stats: RouteStats[], which: (outcome: string) => boolean) =>
  stats.reduce((sum, s) => sum + [...s.outcomes].filter(([o]) => which(o)).reduce((n, [, c]) => n + c, 0), 0);
const latencyRow = (label: string[], stats: RouteStats[]) => {
  const latencies = stats.flatMap((s) => s.latencies).sort((a, b) => a - b);
  return [
    ...label,
    latencies.length,
    ms(percentile(latencies, 50)),
    ms(percentile(latencies, 99)),
    ms(latencies.at(-1) ?? NaN),
  ];
};

function throughput(result: LoadResult): string {
  const of = (kind: string) => result.routes.filter((s) => s.kind === kind);
  const row = (
    kind: 'command' | 'read' | 'probe',
    offered: number | null,
    sent: number | null,
    shed: number | null,
  ) => {
    const stats = of(kind);
    const answered = count(stats, (o) => !/^(network|timeout)/.test(o));
    return [
      `${kind}s`,
      offered ?? '–',
      offered === null ? '–' : `${(offered / result.options.seconds).toFixed(0)}/s`,
      sent ?? stats.reduce((sum, s) => sum + s.latencies.length, 0),
      answered,
      count(stats, isOk),
      count(stats, (o) => o.startsWith('4')),
      count(stats, (o) => o.startsWith('5')),
      count(stats, (o) => /^(network|timeout)/.test(o)),
      shed ?? '–',
    ];
  };
  const served = `  served while the window lasted: ${result.answeredInWindow} answers of every kind, ${(result.answeredInWindow / result.windowSeconds).toFixed(0)}/s (offered ${result.options.commands + result.options.reads}/s plus probes)`;
  return `${table(
    ['', 'offered', 'rate', 'sent', 'answered', '2xx/3xx', '4xx', '5xx', 'no answer', 'shed (whole run)'],
    [
      row('command', result.offered.commands, result.sent.commands, result.shed.commands),
      row('read', result.offered.reads, result.sent.reads, result.shed.reads),
      row('probe', null, null, null),
    ],
    new Set([1, 2, 3, 4, 5, 6, 7, 8, 9]),
  )}\n${served}`;
}

function errorsByStatus(result: LoadResult): string {
  const rows = new Map<string, { count: number; routes: Set<string> }>();
  // A probe polls until the change shows: its 404s before that are the lag it measures.
  for (const stats of result.routes.filter((s) => s.kind !== 'probe'))
    for (const [outcome, n] of stats.outcomes) {
      if (isOk(outcome)) continue;
      const row = rows.get(outcome) ?? { count: 0, routes: new Set<string>() };
      row.count += n;
      row.routes.add(`${stats.route} (${stats.kind})`);
      rows.set(outcome, row);
    }
  if (rows.size === 0) return '  none: every request of the window answered 2xx or 3xx';
  return table(
    ['status', 'count', 'routes'],
    [...rows]
      .sort((a, b) => b[1].count - a[1].count)
      .map(([outcome, row]) => [outcome, row.count, [...row.routes].join(', ')]),
    new Set([1]),
  );
}

function byClass(result: LoadResult): string {
  const groups = new Map<string, RouteStats[]>();
  for (const stats of result.routes) {
    const key = `${stats.kind}\u0000${stats.cls}`;
    groups.set(key, [...(groups.get(key) ?? []), stats]);
  }
  const order = ['command', 'read', 'probe', 'support'];
  return table(
    ['kind', 'class', 'requests', 'p50 ms', 'p99 ms', 'max ms'],
    [...groups]
      .sort((a, b) => order.indexOf(a[1][0]!.kind) - order.indexOf(b[1][0]!.kind) || a[0].localeCompare(b[0]))
      .map(([key, stats]) => latencyRow(key.split('\u0000'), stats)),
    new Set([2, 3, 4, 5]),
  );
}

function byRoute(result: LoadResult): string {
  return table(
    ['kind', 'route', 'requests', 'p50 ms', 'p99 ms', 'max ms', 'not 2xx/3xx'],
    [...result.routes]
      .sort((a, b) => a.kind.localeCompare(b.kind) || b.latencies.length - a.latencies.length)
      .map((stats) => [
        ...latencyRow([stats.kind, stats.route], [stats]),
        [...stats.outcomes]
          .filter(([outcome]) => !isOk(outcome))
          .map(([outcome, n]) => `${outcome} ×${n}`)
          .join(', '),
      ]),
    new Set([2, 3, 4, 5]),
  );
}

function lag(result: LoadResult): string {
  const all = [...result.lag.byKind.values()].flat().sort((a, b) => a - b);
  const rows = [...result.lag.byKind].map(([kind, lags]) => {
    const sorted = [...lags].sort((a, b) => a - b);
    return [
      kind,
      sorted.length,
      ms(percentile(sorted, 50)),
      ms(percentile(sorted, 99)),
      ms(sorted.at(-1) ?? NaN),
    ];
  });
  rows.push(['all', all.length, ms(percentile(all, 50)), ms(percentile(all, 99)), ms(all.at(-1) ?? NaN)]);
  return [
    table(['command', 'samples', 'p50 ms', 'p99 ms', 'max ms'], rows, new Set([1, 2, 3, 4])),
    `  not visible within ${LAG_GIVE_UP_MS / 1000} s: ${result.lag.notSeen}; samples skipped (too many probes in flight): ${result.lag.skipped}`,
  ].join('\n');
}

function commandMix(result: LoadResult): string {
  const names = [...new Set([...result.commandsAsked.keys(), ...result.commandsSent.keys()])].sort();
  return table(
    ['command', 'asked', 'sent', 'no answer (all phases)'],
    names.map((name) => [
      name,
      result.commandsAsked.get(name) ?? 0,
      result.commandsSent.get(name) ?? 0,
      result.commandsWithoutAnswer.get(name) ?? 0,
    ]),
    new Set([1, 2, 3]),
  );
}

export function loadReport(result: LoadResult): string {
  const { options, rss, store, cpu, money } = result;
  const all = [...result.lag.byKind.values()].flat().sort((a, b) => a - b);
  const lagP99 = percentile(all, 99);
  const growth = rss.windowEnd - rss.windowStart;
  const perRequest = (group: string) => (cpu.byGroup.get(group) ?? 0) / Math.max(1, result.answeredInWindow);
  const serverGroups = rss.byProcess.map((p) => p.name);
  const serverMs = serverGroups.reduce((sum, group) => sum + perRequest(group), 0);
  const gatewayMs = perRequest('nginx');
  const costMs = serverMs + gatewayMs + perRequest('postgres (every database)');
  const offeredPerSecond = options.commands + options.reads;
  const cpuLines = [...cpu.byGroup]
    .sort((a, b) => b[1] - a[1])
    .map(
      ([group, milliseconds]) =>
        `${group} ${(milliseconds / 1000).toFixed(0)} s (${((milliseconds / 1000 / cpu.seconds) * 100).toFixed(0)} % of a core)`,
    );
  const sections: [string, string][] = [
    [
      'Throughput (requests due in the measured window, answered then or in the drain after it)',
      throughput(result),
    ],
    ['Errors by status (measured window; lag probes left out)', errorsByStatus(result)],
    ['Latency by route class (from the due time: queueing counts)', byClass(result)],
    ['Latency by route', byRoute(result)],
    ['Projection lag: command answered → first read showing it (polled every 10 ms)', lag(result)],
    [
      'Commands of the window: asked by the mix, and sent (a kind with nothing ready sends the step before it; when answers stall, read-all is the last resort)',
      commandMix(result),
    ],
    [
      'Event store',
      [
        `  events     ${store.start.events} → ${store.end.events} (+${store.end.events - store.start.events} in the window and drain)`,
        `  events table ${mb(store.start.eventsBytes)} → ${mb(store.end.eventsBytes)}; database ${mb(store.start.databaseBytes)} → ${mb(store.end.databaseBytes)}`,
      ].join('\n'),
    ],
    [
      options.layout === 'one' ? 'Server process' : 'Server processes (each service alone behind nginx)',
      [
        `  RSS${options.layout === 'one' ? '' : ' (all together)'} ${mb(rss.afterStart)} after start, ${mb(rss.windowStart)} at the window's start, ${mb(rss.windowEnd)} at its end ` +
          `(growth ${growth >= 0 ? '+' : ''}${mb(growth)}), peak ${mb(rss.peak)}`,
        ...(options.layout === 'one'
          ? []
          : rss.byProcess.map(
              (p) =>
                `    ${p.name}: ${mb(p.windowStart)} → ${mb(p.windowEnd)} (${p.windowEnd >= p.windowStart ? '+' : ''}${mb(p.windowEnd - p.windowStart)})`,
            )),
        `  RSS through the window: ${rssCourse(rss.samples)}`,
        `  CPU in the window: ${cpuLines.join('; ')}; the machine ${(cpu.busy * 100).toFixed(0)} % busy of ${cpu.cores} cores`,
        `  ${result.answeredInWindow} requests answered while the window lasted (${(result.answeredInWindow / result.windowSeconds).toFixed(0)}/s); ` +
          `CPU per answered request: server ${ms(serverMs)} ms${options.layout === 'one' ? '' : `, nginx ${ms(gatewayMs)} ms`}, postgres ${ms(perRequest('postgres (every database)'))} ms ` +
          `(other databases' work included; the sandbox's webhooks ride along uncounted): the offered ${offeredPerSecond} requests/s would keep about ` +
          `${((costMs * offeredPerSecond) / 1000).toFixed(1)} cores busy for the server${options.layout === 'one' ? '' : ', nginx'} and PostgreSQL alone`,
        `  the driver sent its requests late by ${ms(result.dispatchDelayP99)} ms at p99 (its own health)`,
      ].join('\n'),
    ],
    [
      'Money (baht, from the read models)',
      `  paid ${toBahtDecimal(money.paid)} = balances ${toBahtDecimal(money.balances)} + paid out ${toBahtDecimal(money.paidOut)} ` +
        `+ platform share ${toBahtDecimal(money.platformShare)} + refunded ${toBahtDecimal(money.refunded)}`,
    ],
    [
      'Correctness checks (any ✗ fails the run)',
      result.checks.map((c) => `  ${c.ok ? '✓' : '✗'} ${c.name}: ${c.detail}`).join('\n'),
    ],
    [
      'Timing targets of issue 20 (reported, never failed on)',
      [
        `  projection lag p99 ${ms(lagP99)} ms (target ≤ ${TARGET_LAG_P99_MS}): ${lagP99 <= TARGET_LAG_P99_MS ? 'met' : 'missed'}`,
        `  RSS growth ${mb(growth)} (target ≤ ${TARGET_RSS_GROWTH_MB} MB): ${growth / MB <= TARGET_RSS_GROWTH_MB ? 'met' : 'missed'}`,
      ].join('\n'),
    ],
  ];
  if (result.failures.kept.length > 0)
    sections.push([
      `Failed requests (first ${result.failures.kept.length} of ${result.failures.count})`,
      result.failures.kept.map((f) => `  [${f.phase}] ${f.path} → ${f.outcome} ${f.body}`).join('\n'),
    ]);
  const log = result.serverLog;
  if (log.errors.size + log.warnings.size > 0)
    sections.push([
      'Server log at warn level and above',
      [
        ...[...log.errors].map(([message, n]) => `  error ${n} × ${message}`),
        ...[...log.warnings].map(([message, n]) => `  warn  ${n} × ${message}`),
        ...log.kept.map((line) => `    ${line.slice(0, 600)}`),
      ].join('\n'),
    ]);
  const head =
    `dashclip soak: ${result.windowSeconds.toFixed(0)} s measured after ${result.warmupSeconds} s of warm-up, ` +
    `offered ${options.commands} commands/s and ${options.reads} reads/s (seed ${options.seed}); ` +
    `all services in one process on PostgreSQL; ${result.people.sellers} sellers, ${result.people.buyers} buyers and an admin made before`;
  return [head, ...sections.map(([title, body]) => `\n${title}\n${body}`)].join('\n');
}
