import type { SqlExecutor } from '../postgres/sqlClient.ts';

/** A message "sent" in embedded mode, as `GET /dev/mailbox` and `GET /dev/sms` answer it. */
export interface DevMessage {
  id: number;
  to: string;
  /** '' for an SMS. */
  subject: string;
  text: string;
  link: string | null;
  code: string | null;
  sentAt: string;
}

export interface DevMail {
  /** Whose message this is, so that erasure can remove it; null for mail to no account. */
  uid: string | null;
  to: string;
  subject: string;
  text: string;
  link?: string;
}

export interface DevSms {
  uid: string | null;
  to: string;
  text: string;
  code: string;
}

export interface DevOutbox {
  addMail(mail: DevMail): Promise<number>;
  addSms(sms: DevSms): Promise<number>;
  /** Newest first. */
  listMail(limit: number): Promise<DevMessage[]>;
  listSms(limit: number): Promise<DevMessage[]>;
  /** Removes every message to that person (PDPA erasure). */
  eraseFor(uid: string): Promise<void>;
}

interface MessageRow {
  id: string;
  to: string;
  subject: string;
  text: string;
  link: string | null;
  code: string | null;
  sent_at: Date | string;
}

/** The dev outboxes of migration 003: embedded mode sends no real mail or SMS. */
export function devOutbox(db: SqlExecutor): DevOutbox {
  const list = async (sql: string, limit: number) => {
    const { rows } = await db.query<MessageRow>(sql, [limit]);
    return rows.map((row): DevMessage => ({
      id: Number(row.id),
      to: row.to,
      subject: row.subject,
      text: row.text,
      link: row.link,
      code: row.code,
      sentAt: new Date(row.sent_at).toISOString(),
    }));
  };
  const insertedId = (rows: { id: string }[]) => Number(rows[0]!.id);

  return {
    async addMail({ uid, to, subject, text, link }) {
      const { rows } = await db.query<{ id: string }>(
        `insert into dev_mail_outbox (subject_uid, to_address, subject, body, link)
         values ($1, $2, $3, $4, $5) returning id::text`,
        [uid, to, subject, text, link ?? null],
      );
      return insertedId(rows);
    },
    async addSms({ uid, to, text, code }) {
      const { rows } = await db.query<{ id: string }>(
        `insert into dev_sms_outbox (subject_uid, to_phone, body, code) values ($1, $2, $3, $4) returning id::text`,
        [uid, to, text, code],
      );
      return insertedId(rows);
    },
    listMail: (limit) =>
      list(
        `select id::text, to_address as "to", subject, body as text, link, null as code, sent_at
           from dev_mail_outbox order by id desc limit $1`,
        limit,
      ),
    listSms: (limit) =>
      list(
        `select id::text, to_phone as "to", '' as subject, body as text, null as link, code, sent_at
           from dev_sms_outbox order by id desc limit $1`,
        limit,
      ),
    async eraseFor(uid) {
      await db.query('delete from dev_mail_outbox where subject_uid = $1', [uid]);
      await db.query('delete from dev_sms_outbox where subject_uid = $1', [uid]);
    },
  };
}
