import { pgliteClient } from '../../infra/postgres/pgliteClient.ts';
import { createClipSearchIndexes, createClipSearchTable } from '../../infra/search/postgres/clipSearchTable.ts';
import { postgresSearchIndex } from '../../infra/search/postgres/postgresSearchIndex.ts';
import { postgresSearchWriter } from '../../infra/search/postgres/postgresSearchWriter.ts';
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
