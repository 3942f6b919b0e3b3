/** `npm run projections:rebuild -- <name>`: replays every event into fresh tables and swaps them in. */
import { allProjections } from '../../projector/allProjections.ts';
import { rebuildProjection } from '../../projector/rebuildProjection.ts';
import { loadConfig } from '../config.ts';
import { openStorage } from '../composition/openStorage.ts';

const name = process.argv[2];
const projection = allProjections.find((p) => p.name === name);
if (!projection) {
  console.error(
    `Usage: npm run projections:rebuild -- <name>   (one of: ${allProjections.map((p) => p.name).join(', ')})`,
  );
  process.exit(2);
}
try {
  const storage = await openStorage(loadConfig(), 'all');
  try {
    const started = performance.now();
    const { events } = await rebuildProjection(storage.store, storage.db, projection);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Rebuilt ${projection.name} from ${events} events in ${seconds.toFixed(2)} s.`);
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error(`Rebuild failed: ${(error as Error).message}`);
  process.exit(1);
}
