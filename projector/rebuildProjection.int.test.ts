import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runClipCommand } from '../command-api/clips/runClipCommand.ts';
import { recordClip } from '../tests/fixtures/clips.ts';
import { testMarketplace } from '../tests/fixtures/testMarketplace.ts';
import { catalogProjection } from './projections/catalog/catalogProjection.ts';
import { searchProjection } from './projections/search/searchProjection.ts';
import { rebuildProjection, ProjectionBusyError } from './rebuildProjection.ts';

describe('rebuilding a projection from the events', () => {
  let m: Awaited<ReturnType<typeof testMarketplace>>;
  beforeAll(async () => {
    m = await testMarketplace({ service: 'query-api' }); // no runner: the rebuild owns the projection
  });
  afterAll(async () => m.close());

  it('replays into fresh tables, swaps them in and moves the checkpoint; the API then serves them', async () => {
    // Write through the command handler alone while no projector runs.
    const ids: string[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await recordClip(m.store, 'seller-1', { title: `คลิปที่ ${i + 1}` })).clipId);
    for (const clipId of [ids[0]!, ids[2]!])
      await runClipCommand(
        m.store,
        { type: 'ApproveClip', clipId, now: new Date().toISOString() },
        { actor: { id: 'admin-1', role: 'admin' }, correlationId: 'c' },
      );
    await m.db.exec('drop table if exists catalog_clips, catalog_sellers, catalog_clip_views;');

    const result = await rebuildProjection(m.store, m.db, catalogProjection);
    expect(result.events).toBe(5);
    // The list reads the search index too (issue 5): it is rebuilt the same way.
    expect((await rebuildProjection(m.store, m.db, searchProjection)).events).toBe(5);
    const list = await request(m.app).get('/api/videos').expect(200);
    expect(list.body.data.videos.map((v: { _id: string }) => v._id).sort()).toEqual([ids[0], ids[2]].sort());
    const { rows } = await m.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'catalog_clips' order by 1`,
    );
    expect(rows.every((r) => !r.indexname.includes('__rebuild'))).toBe(true);
    // The search index's secondary indexes are built after the replay, under their live names.
    const searchIndexes = await m.db.query<{ indexname: string }>(
      `select indexname from pg_indexes where tablename = 'clip_search'`,
    );
    expect(searchIndexes.rows.map((r) => r.indexname)).toEqual(
      expect.arrayContaining(['clip_search_document', 'clip_search_text_trgm', 'clip_search_pin']),
    );

    // a second rebuild over the swapped-in tables works the same
    expect((await rebuildProjection(m.store, m.db, catalogProjection)).events).toBe(5);
  });

  it('refuses while the projection is owned by a running projector', async () => {
    const running = await testMarketplace();
    try {
      await expect(rebuildProjection(running.store, running.db, catalogProjection)).rejects.toBeInstanceOf(
        ProjectionBusyError,
      );
    } finally {
      await running.close();
    }
  });
});
