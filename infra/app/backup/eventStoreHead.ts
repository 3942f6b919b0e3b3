import type { SqlExecutor } from '../../adapters/postgres/sqlClient.ts';

/** How many events the store holds and the last global position: what a restore must read back. */
export async function eventStoreHead(
  db: SqlExecutor,
): Promise<{ count: number; lastGlobalPosition: number }> {
  const { rows } = await db.query<{ count: string; last: string }>(
    `select count(*)::text as count, coalesce(max(global_position), 0)::text as last from events`,
  );
  return { count: Number(rows[0]!.count), lastGlobalPosition: Number(rows[0]!.last) };
}
