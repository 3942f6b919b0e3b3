-- Watermarked previews (issue 21): one to-do row per clip, filled by the preview job projection
-- from clip events and worked by the preview worker where the media directory is (command-api).
-- `moment_seconds` is what the preview is made around and `last_position` the clip stream position
-- that set it: a replayed event changes nothing. A worker claims a row with `for update skip
-- locked` and holds it until `lease_until`, renewed with each progress report; a row whose lease
-- ran out (its process died) is claimed again. Failures wait `run_after` (back-off); after the
-- last attempt the row is 'failed'. 'discard' asks the worker to remove the preview file (the clip
-- was deleted or expired), 'removed' says it did. Rows hold ids and numbers only.
create table preview_jobs (
  clip_id text primary key,
  storage_key text not null,
  duration_seconds double precision not null,
  moment_seconds double precision not null,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'done', 'failed', 'discard', 'removed')),
  attempts int not null default 0,
  run_after timestamptz not null default now(),
  lease_until timestamptz,
  progress int not null default 0 check (progress between 0 and 100),
  last_error text,
  last_position bigint not null,
  updated_at timestamptz not null default now()
);
create index preview_jobs_due on preview_jobs (run_after) where status in ('queued', 'running', 'discard');
