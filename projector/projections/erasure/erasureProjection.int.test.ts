import { randomUUID } from 'node:crypto';
import { access, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaEraser } from '../../../infra/adapters/files/eraseMedia.ts';
import { mediaStore } from '../../../infra/adapters/files/mediaStore.ts';
import type { DomainEvent } from '../../../events/catalogue.ts';
import { devOutbox } from '../../../infra/adapters/outbox/devOutbox.ts';
import { personalDataKeys } from '../../../infra/adapters/personalDataErasure/personalDataKeys.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { erasureProjection, erasureProjectionRemoving } from './erasureProjection.ts';

describe('erasure projection (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  afterEach(async () => spec?.close());

  it('UserErased deletes that person’s key and dev messages, and nobody else’s', async () => {
    spec = await projectionSpecification(erasureProjection);
    const keys = personalDataKeys(spec.db);
    const outbox = devOutbox(spec.db);
    await keys.getOrCreate('u-1');
    await keys.getOrCreate('u-2');
    await outbox.addMail({ uid: 'u-1', to: 'a@example.com', subject: 's', text: 't' });
    await outbox.addSms({ uid: 'u-1', to: '+66812345678', text: 't', code: '123456' });
    await outbox.addMail({ uid: 'u-2', to: 'b@example.com', subject: 's', text: 't' });

    await spec.given([
      ['user-u-1', { type: 'UserErased', data: { uid: 'u-1', erasedAt: '2026-11-22T10:00:00.000Z' } }],
    ]);

    expect([...(await keys.getMany(['u-1', 'u-2'])).keys()]).toEqual(['u-2']);
    expect((await outbox.listMail(10)).map((m) => m.to)).toEqual(['b@example.com']);
    expect(await outbox.listSms(10)).toEqual([]);
  });
});

describe('erasure projection: the media of an erased seller (every event delivered twice)', () => {
  let spec: Awaited<ReturnType<typeof projectionSpecification>>;
  let root: string;
  afterEach(async () => {
    await spec?.close();
    await rm(root, { recursive: true, force: true });
  });

  const at = '2026-11-22T10:00:00.000Z';
  /** An event with only the fields this projection reads. */
  const event = (streamId: string, type: DomainEvent['type'], data: object): [string, DomainEvent] => [
    streamId,
    { type, data } as DomainEvent,
  ];
  const uploaded = (clipId: string, sellerId: string) =>
    event(`clip-${clipId}`, 'ClipUploaded', {
      clipId,
      sellerId,
      file: { storageKey: `originals/${clipId}.mp4` },
      images: { cover: `${clipId.slice(0, 35)}a`, previews: [`${clipId.slice(0, 35)}b`] },
    });
  const paid = (purchaseId: string, clipId: string) =>
    event(`purchase-${purchaseId}`, 'PaymentSucceeded', { purchaseId, clipId, sellerId: 's-1' });

  it('UserErased removes the originals, covers and previews of their unsold clips and their unfinished uploads; sold clips and other people keep theirs', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'dashclip-erasure-'));
    const media = mediaStore(root);
    spec = await projectionSpecification(erasureProjectionRemoving(mediaEraser(media)));
    const ids = { unsold: randomUUID(), sold: randomUUID(), refunded: randomUUID(), others: randomUUID() };
    const filesOf = (clipId: string) => {
      const image = (id: string) => [media.imagePath(id, 'webp'), media.imagePath(id, 'jpg')];
      const cover = `${clipId.slice(0, 35)}a`;
      return [
        media.originalPath(`originals/${clipId}.mp4`)!,
        ...image(cover),
        ...image(`${cover}-thumb`),
        ...image(`${clipId.slice(0, 35)}b`),
      ];
    };
    for (const clipId of Object.values(ids))
      for (const file of filesOf(clipId)) await writeFile(file, 'bytes');
    const upload = (id: string, uid: string) => [
      [path.join(media.uploadsDir, id), 'partial'],
      [path.join(media.uploadsDir, `${id}.json`), JSON.stringify({ id, metadata: { uploaderUid: uid } })],
    ];
    const theirUpload = 'a'.repeat(32);
    const othersUpload = 'b'.repeat(32);
    for (const [file, text] of [...upload(theirUpload, 's-1'), ...upload(othersUpload, 's-2')])
      await writeFile(file!, text!);
    await writeFile(
      path.join(media.uploadsDir, `${'c'.repeat(32)}.accepted`),
      JSON.stringify({ uid: 's-1' }),
    );

    await spec.given([
      uploaded(ids.unsold, 's-1'),
      uploaded(ids.sold, 's-1'),
      uploaded(ids.refunded, 's-1'),
      uploaded(ids.others, 's-2'),
      paid('p-1', ids.sold),
      paid('p-2', ids.refunded),
      event('purchase-p-2', 'PurchaseRefunded', { purchaseId: 'p-2', clipId: ids.refunded }),
      event('user-s-1', 'UserErased', { uid: 's-1', erasedAt: at }),
    ]);

    const exists = (file: string) =>
      access(file).then(
        () => true,
        () => false,
      );
    for (const file of [...filesOf(ids.unsold), ...filesOf(ids.refunded)])
      expect(await exists(file), file).toBe(false);
    for (const file of [...filesOf(ids.sold), ...filesOf(ids.others)])
      expect(await exists(file), file).toBe(true);
    expect((await readdir(media.uploadsDir)).sort()).toEqual([othersUpload, `${othersUpload}.json`]);
  });
});
