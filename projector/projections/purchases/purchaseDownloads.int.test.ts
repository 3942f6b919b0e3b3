import { afterEach, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { purchasesProjection } from './purchasesProjection.ts';

const downloaded = (downloadedAt: string): DomainEvent => ({
  type: 'ClipDownloaded',
  data: { purchaseId: 'p1', uid: 'b1', clipId: 'c1', ip: '203.0.113.9', downloadedAt },
});

describe('purchases projection: each download of a purchase (the certificate’s download history)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('keeps one row per download with its time and no address, each event delivered twice', async () => {
    spec = await projectionSpecification(purchasesProjection);
    await spec.given([
      [
        'purchase-p1',
        {
          type: 'PurchaseCreated',
          data: {
            purchaseId: 'p1',
            buyerId: 'b1',
            clipId: 'c1',
            sellerId: 's1',
            amountSatang: 80_000,
            paymentMethod: 'card',
            createdAt: '2026-11-20T02:00:00.000Z',
            payBy: '2026-11-20T03:00:00.000Z',
          },
        },
      ],
      ['purchase-p1', downloaded('2026-11-20T04:00:00.000Z')],
      // Two downloads in the same millisecond are still two.
      ['purchase-p1', downloaded('2026-11-21T05:30:00.000Z')],
      ['purchase-p1', downloaded('2026-11-21T05:30:00.000Z')],
    ]);
    const { rows } = await spec.db.query<Record<string, unknown>>(
      `select purchase_id, stream_position::int as position, downloaded_at
         from purchase_downloads order by stream_position`,
    );
    expect(rows).toEqual([
      { purchase_id: 'p1', position: 2, downloaded_at: new Date('2026-11-20T04:00:00.000Z') },
      { purchase_id: 'p1', position: 3, downloaded_at: new Date('2026-11-21T05:30:00.000Z') },
      { purchase_id: 'p1', position: 4, downloaded_at: new Date('2026-11-21T05:30:00.000Z') },
    ]);
    const purchase = await spec.db.query<{ downloads: number }>('select downloads from purchases');
    expect(purchase.rows).toEqual([{ downloads: 3 }]);
    const columns = await spec.db.query<{ column_name: string }>(
      `select column_name from information_schema.columns where table_name = 'purchase_downloads'`,
    );
    expect(columns.rows.map((row) => row.column_name)).not.toContain('ip');
  });
});
