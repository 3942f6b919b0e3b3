import type { Client, estypes } from '@elastic/elasticsearch';
import { indexTerms } from '../thaiTokenization/indexTerms.ts';
import type {
  SearchDocument,
  SearchIndexWriter,
  SearchRemoval,
  ViewCount,
} from '../../../../projector/ports/searchIndexWriter.ts';
import type { ClipSource } from './elasticsearchMapping.ts';
import { minuteOfDay } from '../minuteOfDay.ts';

/** How often `setViews` re-reads a clip whose version moved under it before giving up. */
const VIEW_RETRIES = 3;
const CONFLICT = 409;
const NOT_FOUND = 404;

export class ElasticsearchWriteError extends Error {
  override readonly name = 'ElasticsearchWriteError';
}

export interface ElasticsearchWriterOptions {
  /**
   * When a write becomes visible to searches. `wait_for` (the default) answers once a refresh has
   * made it searchable, so a projection checkpoint never runs ahead of what queries see
   * (read-your-writes, DESIGN.md §5); `false` for bulk loads such as a rebuild.
   */
  refresh?: 'wait_for' | boolean;
}

/** The stored form of a document, with the Thai pipeline's terms beside the raw text. */
export function toClipSource(doc: SearchDocument): ClipSource {
  const { province, district, subDistrict, address, lat, lng } = doc.location;
  const places = [address, subDistrict, district, province].filter((name) => name.trim() !== '');
  return {
    clipId: doc.clipId,
    sellerId: doc.sellerId,
    title: doc.title,
    description: doc.description,
    tags: doc.tags,
    places,
    titleTerms: indexTerms(doc.title).join(' '),
    bodyTerms: [...indexTerms(doc.description), ...doc.tags.flatMap(indexTerms)].join(' '),
    placeTerms: places.flatMap(indexTerms).join(' '),
    category: doc.category,
    vehicleType: doc.vehicleType,
    province,
    district,
    pin: { lat, lon: lng },
    priceSatang: doc.priceSatang,
    views: doc.views,
    incidentDate: doc.incidentDate,
    incidentMinute: minuteOfDay(doc.incidentTime),
    uploadedAt: doc.uploadedAt,
    approvedAt: doc.approvedAt,
  };
}

/**
 * Writes the Elasticsearch index with the bulk API (DESIGN.md §5): every put and removal carries
 * the clip stream's position as an external version (`external_gte`, so delivering the same
 * version again is harmless), and a version conflict means the index already holds a newer
 * version — success, not an error. Any other failed item fails the call, so the projector does
 * not checkpoint past it.
 */
export function elasticsearchSearchWriter(
  client: Client,
  index: string,
  { refresh = 'wait_for' }: ElasticsearchWriterOptions = {},
): SearchIndexWriter {
  async function bulk(operations: estypes.BulkRequest<ClipSource>['operations'], accepted: number[] = []) {
    const response = await client.bulk<ClipSource>({ operations, refresh });
    if (!response.errors) return response.items;
    const failures = response.items.flatMap((item) =>
      Object.values(item).filter(
        (result) => result?.error !== undefined && ![CONFLICT, ...accepted].includes(result.status),
      ),
    );
    if (failures.length > 0) {
      const first = failures[0];
      throw new ElasticsearchWriteError(
        `Elasticsearch refused ${failures.length} write(s) to ${index}; first: ${first?._id ?? '?'} ` +
          `${first?.status ?? ''} ${first?.error?.type ?? ''}: ${first?.error?.reason ?? ''}`,
      );
    }
    return response.items;
  }

  return {
    async put(documents: SearchDocument[]) {
      if (documents.length === 0) return;
      await bulk(
        documents.flatMap((doc) => [
          {
            index: {
              _index: index,
              _id: doc.clipId,
              version: doc.version,
              version_type: 'external_gte' as const,
            },
          },
          toClipSource(doc),
        ]),
      );
    },

    async remove(removals: SearchRemoval[]) {
      if (removals.length === 0) return;
      // A clip never indexed answers 404: nothing to take out. Its tombstone still keeps an older
      // put from bringing it back for a while (index.gc_deletes).
      await bulk(
        removals.map(({ clipId, version }) => ({
          delete: { _index: index, _id: clipId, version, version_type: 'external_gte' as const },
        })),
        [NOT_FOUND],
      );
    },

    async removeSeller(sellerId: string) {
      await client.deleteByQuery({
        index,
        query: { term: { sellerId } },
        conflicts: 'proceed',
        refresh: refresh !== false,
      });
    },

    /**
     * A partial `update` would bump the document's internal `_version` past the clip's stream
     * position (updates know only internal versioning), and the next put or removal would then
     * look stale and be dropped. So each clip is read and indexed again whole at the version it
     * has, with the new count; a clip that moved meanwhile is read again, a missing one skipped.
     */
    async setViews(counts: ViewCount[]) {
      let pending = new Map(counts.map((count) => [count.clipId, count.views]));
      for (let attempt = 0; pending.size > 0; attempt += 1) {
        if (attempt > VIEW_RETRIES)
          throw new ElasticsearchWriteError(`view counts of ${[...pending.keys()].join(', ')} kept moving`);
        const { docs } = await client.mget<ClipSource>({ index, ids: [...pending.keys()] });
        const operations: estypes.BulkRequest<ClipSource>['operations'] = [];
        for (const got of docs) {
          if (!('found' in got) || !got.found || got._source === undefined || got._version === undefined)
            continue;
          const views = pending.get(got._id);
          if (views === undefined || got._source.views === views) continue;
          operations.push(
            { index: { _index: index, _id: got._id, version: got._version, version_type: 'external_gte' } },
            { ...got._source, views },
          );
        }
        if (operations.length === 0) return;
        const items = await bulk(operations);
        const retry = new Map<string, number>();
        for (const item of items) {
          const result = item.index;
          if (result?.status === CONFLICT && typeof result._id === 'string') {
            const views = pending.get(result._id);
            if (views !== undefined) retry.set(result._id, views);
          }
        }
        pending = retry;
      }
    },
  };
}
