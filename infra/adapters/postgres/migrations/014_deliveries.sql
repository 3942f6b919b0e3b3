-- Alerts delivered outside the app (issue 22): e-mail and Web Push for the footage-request
-- notifications. The delivery worker (command-api) feeds one job per (notification, channel) from
-- new rows of the notifications read model, keyed by the notification's id: a notification fed
-- twice (two workers, a rebuilt read model) is one job. `delivery_feed` holds how far the feed has
-- read (`seen_until`, the newest notification time fed; each round looks back a little before it,
-- since read models fill out of time order). A worker claims a job with `for update skip locked`
-- and holds it until `lease_until`; one whose process died is claimed again. Failures wait
-- `run_after` (back-off); after the last attempt the job is 'failed'. A push job remembers the
-- browsers it reached or gave up on (`done_targets`), so a retry sends only to the rest. 'skipped'
-- says why nothing went (`outcome`: the channel off, no browser, the account gone). Rows hold ids,
-- kinds and times only; what is sent is read from the notification when it is sent.
create table delivery_jobs (
  notification_id text not null,
  channel text not null check (channel in ('email', 'push')),
  uid text not null,
  kind text not null,
  notified_at timestamptz not null,
  status text not null default 'queued'
    check (status in ('queued', 'running', 'sent', 'skipped', 'failed')),
  attempts int not null default 0,
  run_after timestamptz not null default now(),
  lease_until timestamptz,
  done_targets text[] not null default '{}',
  outcome text,
  last_error text,
  sent_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (notification_id, channel)
);
create index delivery_jobs_due on delivery_jobs (run_after) where status in ('queued', 'running');
-- A member's e-mails in the last hour (the cap), and an erased member's jobs.
create index delivery_jobs_member on delivery_jobs (uid, channel, sent_at);
-- Old jobs are removed once no feed round could meet their notification again.
create index delivery_jobs_notified on delivery_jobs (notified_at);
create table delivery_feed (
  feed text primary key,
  seen_until timestamptz not null,
  updated_at timestamptz not null default now()
);
