-- Projection checkpoints (DESIGN.md §5): a projection's position in the global order, written in
-- the same transaction as its rows and advanced only from the value its owner last read.
create table projection_checkpoints (
  name       text primary key,
  tx         xid8 not null default '0',
  gp         bigint not null default 0,
  updated_at timestamptz not null default now()
);
