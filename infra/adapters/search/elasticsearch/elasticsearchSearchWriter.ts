import { indexTerms } from '../thaiTokenization/indexTerms.ts';
import type {
  SearchDocument,
  SearchIndexWriter,
  SearchRemoval,
  ViewCount,
} from '../../../../projector/ports/searchIndexWriter.ts';
import type { ClipSource } from './elasticsearchMapping.ts';
import { minuteOfDay } from '../minuteOfDay.ts';
import type { EngineClient } from './engineClient.ts';

/** How often `setViews` re-reads a clip whose version moved under it before giving up. */
const VIEW_RETRIES = 3;
const CONFLICT = 409;
const NOT_FOUND = 404;
/** The engine's "too many requests": its write queue is full; the items are sent again later. */
const TOO_MANY_REQUESTS = 429;
/** Documents per bulk request: large rebuilds go in slices, each waited for before the next. */
export const BULK_MAX_DOCUMENTS = 500;
/**
 * Bulk slices in flight at once: the engine indexes each on a write thread of its own, so two keep
 * two cores busy on a single-shard index (a rebuild of a million clips), and memory stays bounded.
 */
export const BULK_CONCURRENCY = 2;
/** Rounds of re-sending items the engine pushed back (429) before the call fails. */
const PUSHBACK_RETRIES = 6;
/** The first wait before re-sending pushed-back items; doubled each round. */
const PUSHBACK_FIRST_WAIT_MS = 100;

type BulkAction = Record<string, { _index: string; _id: string; version?: number; version_type?: string }>;
type BulkLine = BulkAction | ClipSource;
interface BulkItemResult {
  _id?: string;
  status: number;
  _version?: number;
  error?: { type?: string; reason?: string };
}
interface BulkAnswer {
  errors: boolean;
  items: Record<string, BulkItemResult | undefined>[];
}
interface MgetAnswer {
  docs: { _id: string; found?: boolean; _version?: number; _source?: ClipSource }[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export class ElasticsearchWriteError extends Error {
  override readonly name = 'ElasticsearchWriteError';
}

export interface ElasticsearchWriterOptions {
  /**
   * Makes everything written so far searchable (refreshOnDemand). The writes themselves never wait
   * for a refresh: they answer once durable, and the projector calls this before it moves the
   * checkpoint read-your-writes waits for (DESIGN.md §5). Absent for bulk loads such as a rebuild,
   * whose index is refreshed once before its alias swap.
   */
  visible?: () => Promise<void>;
  /** The first wait before re-sending items the engine pushed back (doubled each round). */
  pushbackWaitMs?: number;
  /**
   * Bulk loads only (a rebuild into a fresh index nobody searches yet): how many puts may still be
   * in flight when `put` returns, so that the next batch is read and prepared while the engine
   * indexes this one. `visible` then first waits for them, and a write that failed fails the next
   * `put` or `visible`. Absent: every write has answered when its call returns.
   */
  writesAhead?: number;
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
  client: EngineClient,
  index: string,
  { visible, pushbackWaitMs = PUSHBACK_FIRST_WAIT_MS, writesAhead = 0 }: ElasticsearchWriterOptions = {},
): SearchIndexWriter {
  /** Writes still in flight (writesAhead), oldest first, and the first that failed. */
  const inFlight: Promise<void>[] = [];
  let failed: unknown = null;
  const rethrow = () => {
    if (failed !== null) throw failed;
  };
  /** Runs a write: awaited, or, with writesAhead, started and awaited only once too many are in flight. */
  async function write(work: () => Promise<unknown>): Promise<void> {
    rethrow();
    if (writesAhead <= 0) {
      await work();
      return;
    }
    const running = work().then(
      () => {},
      (error: unknown) => {
        failed ??= error;
      },
    );
    inFlight.push(running);
    while (inFlight.length > writesAhead) await inFlight.shift();
    rethrow();
  }
  async function drained(): Promise<void> {
    while (inFlight.length > 0) await inFlight.shift();
    rethrow();
  }

  /** One bulk request; items the engine pushed back (429) are sent again after a growing wait. */
  async function bulkSlice(
    operations: [BulkAction, ...BulkLine[]][],
    accepted: number[],
  ): Promise<BulkItemResult[]> {
    const results: BulkItemResult[] = new Array(operations.length);
    let pending = operations.map((lines, position) => ({ lines, position }));
    for (let round = 0; pending.length > 0; round += 1) {
      if (round > 0) await sleep(pushbackWaitMs * 2 ** (round - 1));
      const { body } = await client.request<BulkAnswer>({
        method: 'POST',
        path: '/_bulk',
        querystring: { refresh: 'false' },
        bulkBody: pending.flatMap(({ lines }) => lines),
      });
      const pushedBack: typeof pending = [];
      body.items.forEach((item, i) => {
        const result = Object.values(item)[0] as BulkItemResult;
        const sent = pending[i]!;
        if (result.status === TOO_MANY_REQUESTS && round < PUSHBACK_RETRIES) pushedBack.push(sent);
        else results[sent.position] = result;
      });
      pending = pushedBack;
    }
    const failures = results.filter(
      (result) => result.error !== undefined && ![CONFLICT, ...accepted].includes(result.status),
    );
    if (failures.length > 0) {
      const first = failures[0];
      throw new ElasticsearchWriteError(
        `${client.product} refused ${failures.length} write(s) to ${index}; first: ${first?._id ?? '?'} ` +
          `${first?.status ?? ''} ${first?.error?.type ?? ''}: ${first?.error?.reason ?? ''}`,
      );
    }
    return results;
  }

  /**
   * Bulk writes in slices of BULK_MAX_DOCUMENTS, at most BULK_CONCURRENCY in flight: a rebuild of a
   * million clips never holds more than those slices, and the engine's push-back slows it down
   * instead of failing it. The results keep the operations' order.
   */
  async function bulk(
    operations: [BulkAction, ...BulkLine[]][],
    accepted: number[] = [],
  ): Promise<BulkItemResult[]> {
    const starts: number[] = [];
    for (let start = 0; start < operations.length; start += BULK_MAX_DOCUMENTS) starts.push(start);
    const sliced: BulkItemResult[][] = new Array(starts.length);
    let next = 0;
    const worker = async () => {
      while (next < starts.length) {
        const k = next++;
        const start = starts[k] as number;
        sliced[k] = await bulkSlice(operations.slice(start, start + BULK_MAX_DOCUMENTS), accepted);
      }
    };
    await Promise.all(Array.from({ length: Math.min(BULK_CONCURRENCY, starts.length) }, worker));
    return sliced.flat();
  }

  return {
    ...(visible || writesAhead > 0
      ? {
          async visible() {
            await drained();
            await visible?.();
          },
        }
      : {}),

    async put(documents: SearchDocument[]) {
      if (documents.length === 0) return;
      const operations: [BulkAction, ...BulkLine[]][] = documents.map((doc) => [
        { index: { _index: index, _id: doc.clipId, version: doc.version, version_type: 'external_gte' } },
        toClipSource(doc),
      ]);
      await write(() => bulk(operations));
    },

    async remove(removals: SearchRemoval[]) {
      if (removals.length === 0) return;
      // A clip never indexed answers 404: nothing to take out. Its tombstone still keeps an older
      // put from bringing it back for a while (index.gc_deletes).
      const operations: [BulkAction][] = removals.map(({ clipId, version }) => [
        { delete: { _index: index, _id: clipId, version, version_type: 'external_gte' } },
      ]);
      await write(() => bulk(operations, [NOT_FOUND]));
    },

    async removeSeller(sellerId: string) {
      await drained();
      await client.request({
        method: 'POST',
        path: `/${encodeURIComponent(index)}/_delete_by_query`,
        querystring: { conflicts: 'proceed', refresh: false },
        body: { query: { term: { sellerId } } },
      });
    },

    /**
     * A partial `update` would bump the document's internal `_version` past the clip's stream
     * position (updates know only internal versioning), and the next put or removal would then
     * look stale and be dropped. So each clip is read and indexed again whole at the version it
     * has, with the new count; a clip that moved meanwhile is read again, a missing one skipped.
     */
    async setViews(counts: ViewCount[]) {
      await drained();
      let pending = new Map(counts.map((count) => [count.clipId, count.views]));
      for (let attempt = 0; pending.size > 0; attempt += 1) {
        if (attempt > VIEW_RETRIES)
          throw new ElasticsearchWriteError(`view counts of ${[...pending.keys()].join(', ')} kept moving`);
        const { body } = await client.request<MgetAnswer>({
          method: 'POST',
          path: `/${encodeURIComponent(index)}/_mget`,
          body: { ids: [...pending.keys()] },
        });
        const operations: [BulkAction, ClipSource][] = [];
        for (const got of body.docs) {
          if (!got.found || got._source === undefined || got._version === undefined) continue;
          const views = pending.get(got._id);
          if (views === undefined || got._source.views === views) continue;
          operations.push([
            { index: { _index: index, _id: got._id, version: got._version, version_type: 'external_gte' } },
            { ...got._source, views },
          ]);
        }
        if (operations.length === 0) return;
        const items = await bulk(operations);
        const retry = new Map<string, number>();
        for (const result of items) {
          if (result.status === CONFLICT && typeof result._id === 'string') {
            const views = pending.get(result._id);
            if (views !== undefined) retry.set(result._id, views);
          }
        }
        pending = retry;
      }
    },
  };
}
