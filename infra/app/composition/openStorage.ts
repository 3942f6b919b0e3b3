import type { EventStore } from '../../../events/eventStore.ts';
import type { Config } from '../config.ts';
import { kurrentdbEventStore } from '../../adapters/kurrentdb/kurrentdbEventStore.ts';
import { cryptoShreddingEventStore } from '../../adapters/personalDataErasure/cryptoShreddingEventStore.ts';
import {
  personalDataKeys,
  type PersonalDataKeys,
} from '../../adapters/personalDataErasure/personalDataKeys.ts';
import { postgresEventStore } from '../../adapters/postgres/eventStore/postgresEventStore.ts';
import { migrate } from '../../adapters/postgres/migrate.ts';
import { pgClient } from '../../adapters/postgres/pgClient.ts';
import { pgliteClient } from '../../adapters/postgres/pgliteClient.ts';
import type { SqlClient } from '../../adapters/postgres/sqlClient.ts';
import {
  openElasticsearchIndex,
  type ElasticsearchRebuild,
} from '../../adapters/search/elasticsearch/openElasticsearchIndex.ts';
import type { EngineProduct } from '../../adapters/search/elasticsearch/engineClient.ts';
import type { SearchIndex } from '../../../query-api/ports/searchIndex.ts';
import type { SearchIndexWriter } from '../../../projector/ports/searchIndexWriter.ts';

export interface Storage {
  /** Read models (and the events, unless KurrentDB holds them). */
  db: SqlClient;
  /** The event store, sealing personal fields with their owner's key (crypto-shredding). */
  store: EventStore;
  /**
   * The same store as it holds the events, personal fields sealed (under the crypto-shredding
   * decorator): what the Kafka relay publishes, so nothing on the topic outlives an erasure.
   */
  sealedStore: EventStore;
  /** The per-person keys, in `db` whichever store holds the events; deleting one erases that person. */
  personalDataKeys: PersonalDataKeys;
  /**
   * The search index on Elasticsearch (ELASTICSEARCH_URL) or OpenSearch (OPENSEARCH_URL); absent,
   * search uses the PostgreSQL table in `db`.
   */
  search?: { index: SearchIndex; writer: SearchIndexWriter; rebuildInto(): Promise<ElasticsearchRebuild> };
  describe: string;
  close(): Promise<void>;
}

/** The search engine the configuration names, if any (config refuses both at once). */
function searchEngineOf(config: Config): { product: EngineProduct; url: string } | null {
  if (config.ELASTICSEARCH_URL) return { product: 'elasticsearch', url: config.ELASTICSEARCH_URL };
  if (config.OPENSEARCH_URL) return { product: 'opensearch', url: config.OPENSEARCH_URL };
  return null;
}

/** Embedded: PGlite in DATA_DIR. Distributed: a PostgreSQL server, with KurrentDB for events when named. */
export async function openStorage(config: Config, service: string): Promise<Storage> {
  if (!config.DATABASE_URL && service !== 'all') {
    throw new Error(`Running ${service} alone needs DATABASE_URL: PGlite belongs to one process.`);
  }
  const db = config.DATABASE_URL ? pgClient(config.DATABASE_URL) : await pgliteClient(config.dataDir);
  try {
    await migrate(db);
  } catch (error) {
    await db.close();
    throw error;
  }
  let elasticsearch: Awaited<ReturnType<typeof openElasticsearchIndex>> | undefined;
  try {
    // Checks the analysis-icu plugin and creates the index behind its alias when absent.
    // Only the query API searches and only the projector writes: the command API and the relay
    // never connect.
    const engine = searchEngineOf(config);
    if (engine && (service === 'all' || service === 'query-api' || service === 'projector'))
      elasticsearch = await openElasticsearchIndex(engine.url, {
        product: engine.product,
        alias: config.SEARCH_INDEX_ALIAS,
      });
  } catch (error) {
    await db.close();
    throw error;
  }
  const keys = personalDataKeys(db);
  const sealedStore = config.KURRENTDB_URL
    ? kurrentdbEventStore(config.KURRENTDB_URL)
    : postgresEventStore(db);
  const store = cryptoShreddingEventStore(sealedStore, keys);
  return {
    db,
    store,
    sealedStore,
    personalDataKeys: keys,
    ...(elasticsearch
      ? {
          search: {
            index: elasticsearch.index,
            writer: elasticsearch.writer,
            rebuildInto: elasticsearch.rebuildInto,
          },
        }
      : {}),
    describe: `${config.KURRENTDB_URL ? 'events on KurrentDB, ' : ''}${db.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL server'}${elasticsearch ? `, search on ${elasticsearch.client.product} (${elasticsearch.analysis} analysis)` : ''}`,
    async close() {
      await store.close();
      await elasticsearch?.close();
      await db.close();
    },
  };
}
