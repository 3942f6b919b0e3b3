/**
 * `npm run projections:rebuild -- <name>`: replays every event into fresh tables (and, for search
 * on Elasticsearch, a fresh index) and swaps them in.
 */
import { allProjections } from '../../../projector/allProjections.ts';
import { rebuildProjection } from '../../../projector/rebuildProjection.ts';
import { loadConfig } from '../config.ts';
import { openStorage, type Storage } from '../composition/openStorage.ts';
import { searchProjectionWriting } from '../../../projector/projections/search/searchProjection.ts';

/**
 * On Elasticsearch the search projection replays into a fresh index, and the alias moves to it
 * in one step only when the replay has finished: searches keep answering from the old index.
 */
async function rebuildElasticsearch(storage: Storage, search: NonNullable<Storage['search']>) {
  const fresh = await search.rebuildInto();
  try {
    const result = await rebuildProjection(
      storage.store,
      storage.db,
      searchProjectionWriting(
        () => fresh.writer,
        () => fresh.writer.visible?.() ?? Promise.resolve(),
      ),
    );
    await fresh.swap();
    return result;
  } catch (error) {
    await fresh.discard();
    throw error;
  }
}

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
    const { events } =
      projection.name === 'search' && storage.search
        ? await rebuildElasticsearch(storage, storage.search)
        : await rebuildProjection(storage.store, storage.db, projection);
    const seconds = (performance.now() - started) / 1000;
    console.log(`Rebuilt ${projection.name} from ${events} events in ${seconds.toFixed(2)} s.`);
  } finally {
    await storage.close();
  }
} catch (error) {
  console.error(`Rebuild failed: ${(error as Error).message}`);
  process.exit(1);
}
