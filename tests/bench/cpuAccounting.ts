import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

/**
 * Where a benchmark's CPU went, read from Linux's /proc: each process group's CPU time and the
 * machine's busy share between two snapshots. A group is named by the first pattern its command
 * line matches; processes that end between the snapshots are not counted.
 */
export interface CpuSnapshot {
  at: number;
  /** Per process id: group and CPU milliseconds so far. */
  processes: Map<number, { group: string; ms: number }>;
  /** The machine's jiffies, all and idle. */
  total: number;
  idle: number;
}

const TICK_MS = 10; // USER_HZ is 100 on Linux

function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, 12 and 13 after "pid (comm) ".
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
}

export function cpuSnapshot(
  groups: { name: string; matches: (commandLine: string, pid: number) => boolean }[],
): CpuSnapshot {
  const processes = new Map<number, { group: string; ms: number }>();
  for (const entry of readdirSync('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    let commandLine: string;
    try {
      commandLine = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
    } catch {
      continue;
    }
    const group = groups.find((g) => g.matches(commandLine, pid));
    if (!group) continue;
    const ms = processCpuMs(pid);
    if (ms !== null) processes.set(pid, { group: group.name, ms });
  }
  const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal
  const idle = cpu[3]! + (cpu[4] ?? 0);
  const total = cpu.slice(0, 8).reduce((sum, value) => sum + value, 0);
  return { at: performance.now(), processes, total, idle };
}

/** CPU milliseconds per group between the snapshots, and the machine's busy share (0–1). */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot) {
  const byGroup = new Map<string, number>();
  for (const [pid, { group, ms }] of after.processes) {
    const earlier = before.processes.get(pid)?.ms ?? 0;
    byGroup.set(group, (byGroup.get(group) ?? 0) + ms - earlier);
  }
  const total = after.total - before.total;
  return {
    byGroup,
    busy: total === 0 ? 0 : 1 - (after.idle - before.idle) / total,
    cores: os.availableParallelism(),
    seconds: (after.at - before.at) / 1000,
  };
}
