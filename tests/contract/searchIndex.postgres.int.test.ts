import { pgliteClient } from '../../infra/adapters/postgres/pgliteClient.ts';
import { createClipSearchIndexes, createClipSearchTable } from '../../infra/adapters/search/postgres/clipSearchTable.ts';
import { postgresSearchIndex } from '../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import { postgresSearchWriter } from '../../infra/adapters/search/postgres/postgresSearchWriter.ts';
import { searchIndexContract } from './searchIndexContract.ts';

// The PostgreSQL adapter on PGlite (the same SQL runs on a server): writes are visible at once.
searchIndexContract('PostgreSQL (PGlite)', {
  create: async () => {
    const db = await pgliteClient(null);
    await createClipSearchTable(db, 'clip_search');
    await createClipSearchIndexes(db, 'clip_search');
    return {
      index: postgresSearchIndex(db),
      writer: postgresSearchWriter(db),
      close: () => db.close(),
    };
  },
});
