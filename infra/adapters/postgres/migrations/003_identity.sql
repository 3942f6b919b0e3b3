-- Identity (DESIGN.md §3). Personal fields inside events are encrypted with their owner's key:
-- deleting the key row is what erases the person from the immutable events (crypto-shredding).
create table personal_data_keys (
  subject    text primary key,
  key        bytea not null,
  created_at timestamptz not null default now()
);

-- What embedded mode "sends" instead of mail and SMS, shown at /dev/mailbox and /dev/sms. Rows
-- carry the recipient's uid so that erasure can remove them.
create table dev_mail_outbox (
  id          bigserial primary key,
  subject_uid text,
  to_address  text not null,
  subject     text not null,
  body        text not null,
  link        text,
  sent_at     timestamptz not null default now()
);
create index dev_mail_outbox_subject_uid on dev_mail_outbox (subject_uid);

create table dev_sms_outbox (
  id          bigserial primary key,
  subject_uid text,
  to_phone    text not null,
  body        text not null,
  code        text,
  sent_at     timestamptz not null default now()
);
create index dev_sms_outbox_subject_uid on dev_sms_outbox (subject_uid);
