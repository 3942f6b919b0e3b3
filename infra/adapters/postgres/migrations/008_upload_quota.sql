-- The upload quota (issue 15), written by command-api only: one row per upload a member started,
-- a resumable upload at its creation (entry_id = the tus id) or a multipart clip at its submission
-- (entry_id = the clip id). `bytes` count against the member's bytes per window from `recorded_at`;
-- `pending` stays true while the upload is unfinished or its clip awaits review, and once false it
-- never turns back. Rows hold an opaque uid and ids only, and are pruned after the window.
create table upload_quota_entries (
  uid text not null,
  entry_id text not null,
  bytes bigint not null check (bytes >= 0),
  recorded_at timestamptz not null,
  clip_id text,
  pending boolean not null default true,
  primary key (uid, entry_id)
);
create index upload_quota_entries_by_time on upload_quota_entries (uid, recorded_at);
