import type { SqlExecutor } from '../../infra/adapters/postgres/sqlClient.ts';
import type { SearchFacets, SearchIndex, SearchParams } from '../ports/searchIndex.ts';
import { clipColumns, clipFrom, toVideo, type ClipRow, type Video } from './clipView.ts';
import { pagination } from './pagination.ts';

/**
 * A search (DESIGN.md §7b): the index picks and orders the page, the catalogue supplies each
 * clip's details. A clip the index found is shown only while the catalogue has it approved.
 */
export async function searchApprovedClips(
  db: SqlExecutor,
  index: SearchIndex,
  params: SearchParams,
): Promise<{
  videos: Video[];
  pagination: ReturnType<typeof pagination>;
  facets?: SearchFacets;
  correctedSearch?: string;
  similarSpelling?: true;
}> {
  const { ids, total, totalCapped, facets, correctedKeyword, similarSpellingOnly } =
    await index.search(params);
  const { rows } =
    ids.length === 0
      ? { rows: [] }
      : await db.query<ClipRow>(
          `select ${clipColumns} from ${clipFrom} where c.clip_id = any($1::text[]) and c.status = 'approved'`,
          [ids],
        );
  const byId = new Map(rows.map((row) => [row.clip_id, row]));
  const videos = ids.flatMap((id) => {
    const row = byId.get(id);
    return row === undefined ? [] : [toVideo(row)];
  });
  return {
    videos,
    pagination: { ...pagination(params, total), ...(totalCapped ? { totalCountCapped: true } : {}) },
    ...(facets ? { facets } : {}),
    ...(correctedKeyword === undefined ? {} : { correctedSearch: correctedKeyword }),
    ...(similarSpellingOnly ? { similarSpelling: true as const } : {}),
  };
}
