import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '../postgres/migrate.ts';
import { pgliteClient } from '../postgres/pgliteClient.ts';
import type { SqlClient } from '../postgres/sqlClient.ts';
import { devOutbox, type DevOutbox } from './devOutbox.ts';

describe('dev outboxes', () => {
  let db: SqlClient;
  let outbox: DevOutbox;
  beforeAll(async () => {
    db = await pgliteClient(null);
    await migrate(db);
    outbox = devOutbox(db);
  });
  afterAll(async () => db?.close());

  it('lists mail and SMS newest first, with link and code where they have one', async () => {
    await outbox.addMail({
      uid: 'u-1',
      to: 'a@example.com',
      subject: 'ยืนยันอีเมล',
      text: 'กดลิงก์',
      link: 'http://x/email-verification?token=t1',
    });
    await outbox.addMail({ uid: null, to: 'nobody@example.com', subject: 'ข่าว', text: 'สวัสดี' });
    await outbox.addSms({ uid: 'u-1', to: '+66812345678', text: 'รหัส 123456', code: '123456' });
    await outbox.addSms({ uid: 'u-2', to: '+66899999999', text: 'รหัส 654321', code: '654321' });

    const mail = await outbox.listMail(10);
    expect(mail.map(({ to, subject, text, link, code }) => ({ to, subject, text, link, code }))).toEqual([
      { to: 'nobody@example.com', subject: 'ข่าว', text: 'สวัสดี', link: null, code: null },
      {
        to: 'a@example.com',
        subject: 'ยืนยันอีเมล',
        text: 'กดลิงก์',
        link: 'http://x/email-verification?token=t1',
        code: null,
      },
    ]);
    expect(mail[0]!.id).toBeGreaterThan(mail[1]!.id);
    expect(new Date(mail[0]!.sentAt).toISOString()).toBe(mail[0]!.sentAt);

    const sms = await outbox.listSms(1);
    expect(sms).toEqual([
      {
        id: expect.any(Number),
        to: '+66899999999',
        subject: '',
        text: 'รหัส 654321',
        link: null,
        code: '654321',
        sentAt: expect.any(String),
      },
    ]);
  });

  it('erasing a person removes their mail and SMS and nobody else’s', async () => {
    await outbox.eraseFor('u-1');
    expect((await outbox.listMail(10)).map((m) => m.to)).toEqual(['nobody@example.com']);
    expect((await outbox.listSms(10)).map((m) => m.to)).toEqual(['+66899999999']);
    await outbox.eraseFor('u-1');
    expect(await outbox.listSms(10)).toHaveLength(1);
  });
});
