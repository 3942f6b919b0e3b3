-- Snapshots of long streams' states (issue 20): a command side folds a busy seller's ledger from its
-- latest snapshot instead of from its first event. One per stream and decider (kind); a newer one
-- replaces it. Never personal data (Decider.snapshot in command-api/domain/decider.ts), so erasure
-- has nothing to do here; a rebuild of the read models does not touch them.
create table stream_snapshots (
  stream_id  text not null,
  kind       text not null,
  version    bigint not null,
  schema     integer not null,
  state      jsonb not null,
  taken_at   timestamptz not null default now(),
  primary key (stream_id, kind)
);
