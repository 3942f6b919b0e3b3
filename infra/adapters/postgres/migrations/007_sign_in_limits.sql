-- Sign-in limits (issue 15), shared by every command-api instance through the database. One row
-- per limited key: a keyed hash of the account's address or of the client's network address,
-- never the address itself. An attempt is counted when it is reserved, before the password is
-- checked; a success gives the reservation back (the address) or clears the row (the account).
create table sign_in_limits (
  key           text primary key,
  -- attempts counted in the current window (reserved and not given back)
  failures      integer not null,
  -- no attempt is reserved before this moment (growing back-off); null while under the limit
  blocked_until timestamptz,
  last_at       timestamptz not null
);
-- pruning finds the quiet rows
create index sign_in_limits_last_at on sign_in_limits (last_at);
