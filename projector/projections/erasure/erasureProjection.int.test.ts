import { afterEach, describe, expect, it } from 'vitest';
import { devOutbox } from '../../../infra/outbox/devOutbox.ts';
import { personalDataKeys } from '../../../infra/personalData/personalDataKeys.ts';
import { projectionSpecification } from '../../testing/projectionSpecification.ts';
import { erasureProjection } from './erasureProjection.ts';

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
