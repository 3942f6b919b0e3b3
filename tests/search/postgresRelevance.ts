import type { DomainEvent } from '../../events/catalogue.ts';
import { searchProjection } from '../../projector/projections/search/searchProjection.ts';
import { projectionSpecification } from '../../projector/testing/projectionSpecification.ts';
import { postgresSearchIndex } from '../../infra/adapters/search/postgres/postgresSearchIndex.ts';
import { fromBaht } from '../../events/money.ts';
import type { SqlClient } from '../../infra/adapters/postgres/sqlClient.ts';
import type { SearchIndex } from '../../query-api/ports/searchIndex.ts';
import type { Projection } from '../../projector/projection.ts';
import type { SearchTable } from '../../projector/projections/search/searchSourceTables.ts';
import { relevanceListings } from './relevanceListings.ts';
import type { RelevanceQuery } from './relevanceQueries.ts';

/**
 * The relevance listings indexed through the real search projection (uploaded, then approved, each
 * event delivered twice) on PGlite, or on `db` (a PostgreSQL server's database), and a `runQuery`
 * for `evaluate` over the PostgreSQL adapter.
 */
export async function postgresRelevance(options: { trigramThreshold?: number; db?: SqlClient } = {}) {
  const { db, ...indexOptions } = options;
  return indexedRelevance(
    searchProjection,
    (on) => postgresSearchIndex(on, indexOptions),
    async () => {},
    db,
  );
}

/**
 * The listings through `projection` (its source tables on PGlite), searched with the index
 * `indexOn` gives: the PostgreSQL table in the same PGlite, or Elasticsearch.
 */
export async function indexedRelevance(
  projection: Projection<SearchTable>,
  indexOn: (db: SqlClient) => SearchIndex,
  afterWrites: () => Promise<void> = async () => {},
  db?: SqlClient,
) {
  const spec = await projectionSpecification(projection, db);
  const events: [string, DomainEvent][] = [];
  relevanceListings.forEach((listing, i) => {
    const stream = `clip-${listing.id}`;
    const uploadedAt = new Date(Date.UTC(2026, 9, 1) + i * 60_000).toISOString();
    events.push([
      stream,
      {
        type: 'ClipUploaded',
        data: {
          clipId: listing.id,
          sellerId: 'seller-relevance',
          title: listing.title,
          description: listing.description,
          category: listing.category,
          vehicleType: listing.vehicleType,
          priceSatang: fromBaht(listing.price),
          tags: listing.tags,
          incidentDate: listing.incidentDate,
          incidentTime: listing.incidentTime,
          location: listing.location,
          file: {
            storageKey: `originals/${listing.id}`,
            sha256: listing.id,
            sizeBytes: 1,
            container: 'mp4',
            durationSeconds: 1,
          },
          images: { cover: null, previews: [] },
          consent: {
            flags: {
              ownershipConfirmed: true,
              licenseGranted: true,
              pdpaCompliant: true,
              indemnificationAccepted: true,
              ageConfirmed: true,
            },
            acceptedAt: uploadedAt,
            termsVersion: '2026-11',
          },
          sameFileAs: null,
          uploadedAt,
        },
      } as DomainEvent,
    ]);
    events.push([stream, { type: 'ClipApproved', data: { clipId: listing.id, approvedAt: uploadedAt } }]);
  });
  await spec.givenInOneBatch(events);
  await afterWrites();
  const index = indexOn(spec.db);
  /** The whole answer to a labelled query, on its first page of 50. */
  const answer = ({ query, filters = {} }: RelevanceQuery) => {
    // The queries' filters are the API's, prices in baht; the index takes satang.
    const { minPrice, maxPrice, ...rest } = filters;
    const prices = {
      minPriceSatang: minPrice === undefined ? undefined : fromBaht(minPrice),
      maxPriceSatang: maxPrice === undefined ? undefined : fromBaht(maxPrice),
    };
    return index.search({ keyword: query, ...rest, ...prices, page: 1, limit: 50 });
  };
  const runQuery = async (query: RelevanceQuery): Promise<string[]> => (await answer(query)).ids;
  return { runQuery, answer, close: spec.close };
}
