-- Matching approved clips to open footage requests (issue 22): one to-do row per approved clip,
-- filled by the request match job projection from ClipApproved and worked by the request
-- matcher (command-api), which records RequestMatched on every open request the clip falls into.
-- `approved_position` is the global position ("tx.gp") of the approval that queued the row: the
-- matcher waits until the catalogue and the requests read model have passed it. `last_position` is the clip stream position that last
-- moved the row: a replayed event changes nothing. A worker claims a row with `for update skip
-- locked` and holds it until `lease_until`; a row whose lease ran out (its process died) is
-- claimed again. Failures wait `run_after` (back-off); after the last attempt the row is 'failed'.
-- Rows hold ids and positions only.
create table request_match_jobs (
  clip_id text primary key,
  status text not null default 'queued' check (status in ('queued', 'running', 'done', 'failed')),
  attempts int not null default 0,
  run_after timestamptz not null default now(),
  lease_until timestamptz,
  last_error text,
  approved_position text not null,
  last_position bigint not null,
  updated_at timestamptz not null default now()
);
create index request_match_jobs_due on request_match_jobs (run_after) where status in ('queued', 'running');
