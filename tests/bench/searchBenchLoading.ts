/**
 * What both sides of the search benchmark do to load clips (searchBenchPostgres.ts,
 * searchBenchEngine.ts): the Thai pipeline's rate alone, the replay of the synthetic clips' events
 * in rebuild-sized batches with progress lines, and where the CPU went.
 */
import { performance } from 'node:perf_hooks';
import type { RecordedEvent } from '../../events/envelope.ts';
import { REBUILD_BATCH_EVENTS } from '../../projector/rebuildProjection.ts';
import { cpuBetween, type CpuSnapshot } from './cpuAccounting.ts';
import { fmt, mb } from './searchBenchWorkload.ts';
import { syntheticClips, syntheticEventBatches, type SyntheticClip } from './syntheticClips.ts';

/** Clips the pipeline's rate is measured on. */
const TERMS_SAMPLE = 20_000;

/** Clips per second `extract` (the Thai pipeline's part of indexing) handles alone, on one core. */
export function termsPerSecond(clips: number, seed: number, extract: (clip: SyntheticClip) => unknown) {
  const sample = Math.min(clips, TERMS_SAMPLE);
  const started = performance.now();
  for (const clip of syntheticClips({ count: sample, seed })) extract(clip);
  return sample / ((performance.now() - started) / 1000);
}

/** Replays the clips' events through `handle` in rebuild batches, printing progress; the clips loaded. */
export async function replayClips(
  clips: number,
  seed: number,
  handle: (batch: RecordedEvent[]) => Promise<void>,
): Promise<number> {
  let loaded = 0;
  let nextReport = 0.1;
  const started = performance.now();
  for (const batch of syntheticEventBatches({ count: clips, seed }, REBUILD_BATCH_EVENTS)) {
    await handle(batch);
    loaded += batch.length / 2;
    if (loaded / clips >= nextReport) {
      const seconds = (performance.now() - started) / 1000;
      console.log(
        `  indexed ${fmt(loaded)} / ${fmt(clips)} clips in ${fmt(seconds, 1)} s (${fmt(loaded / seconds)} clips/s), RSS ${mb(process.memoryUsage().rss)}`,
      );
      nextReport += 0.1;
    }
  }
  return loaded;
}

/** Where the CPU went between two snapshots, per 1,000 clips, and the cores `target` clips/s take. */
export function cpuReport(before: CpuSnapshot, after: CpuSnapshot, clips: number, target: number): string {
  const cpu = cpuBetween(before, after);
  const msPerClip = [...cpu.byGroup.values()].reduce((sum, ms) => sum + ms, 0) / clips;
  const groups = [...cpu.byGroup].map(([group, ms]) => `${group} ${fmt((ms / clips) * 1000)}`);
  return (
    `rebuild CPU per 1,000 clips (ms): ${groups.join(', ')}; machine ${fmt(cpu.busy * 100)} % busy of ` +
    `${cpu.cores} cores; ${fmt(target)} clips/s would take ${fmt((msPerClip * target) / 1000, 1)} cores`
  );
}
