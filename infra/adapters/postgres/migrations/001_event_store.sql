-- Event store (DESIGN.md §4). Stream versions and positions are 1-based; version 0 = no stream.
create table streams (
  stream_id   text primary key,
  stream_type text not null,
  version     bigint not null,
  last_tx     xid8 not null
);

create sequence events_global_position_seq;

create table events (
  stream_id       text not null,
  stream_position bigint not null,
  global_position bigint not null default nextval('events_global_position_seq'),
  transaction_id  xid8 not null default pg_current_xact_id(),
  event_id        uuid not null unique,
  type            text not null,
  schema_version  int not null,
  data            jsonb not null,
  metadata        jsonb not null,
  primary key (stream_id, stream_position)
);

create index events_transaction_global on events (transaction_id, global_position);

-- p_expected: -1 any, 0 no stream, n > 0 exactly version n.
-- Raises DCCON (message = actual version) on a lost race and DCSTL when this transaction is older
-- than the stream's last writer, so that it cannot sort before events it follows; the caller
-- retries DCSTL in a new transaction.
create function append_to_stream(p_stream_id text, p_stream_type text, p_expected bigint, p_events jsonb)
returns table (next_version bigint, tx text, gp bigint)
language plpgsql as $$
declare
  v_count   bigint := jsonb_array_length(p_events);
  v_my_tx   xid8 := pg_current_xact_id();
  v_new     bigint;
  v_current bigint;
  v_last_tx xid8;
begin
  if p_expected <> 0 then
    update streams set version = version + v_count, last_tx = v_my_tx
     where stream_id = p_stream_id
       and (p_expected = -1 or version = p_expected)
       and last_tx <= v_my_tx
    returning version into v_new;
  end if;

  if v_new is null and p_expected in (0, -1) then
    insert into streams (stream_id, stream_type, version, last_tx)
    values (p_stream_id, p_stream_type, v_count, v_my_tx)
    on conflict (stream_id) do nothing;
    if found then
      v_new := v_count;
    elsif p_expected = -1 then
      -- Another transaction created the stream first: append behind it like any other writer.
      update streams set version = version + v_count, last_tx = v_my_tx
       where stream_id = p_stream_id and last_tx <= v_my_tx
      returning version into v_new;
    end if;
  end if;

  if v_new is null then
    select version, last_tx into v_current, v_last_tx from streams where stream_id = p_stream_id;
    if v_last_tx is not null and v_last_tx > v_my_tx then
      raise exception 'stale transaction' using errcode = 'DCSTL';
    end if;
    raise exception '%', coalesce(v_current, 0) using errcode = 'DCCON';
  end if;

  insert into events (stream_id, stream_position, event_id, type, schema_version, data, metadata)
  select p_stream_id, v_new - v_count + e.ord, (e.value->>'eventId')::uuid, e.value->>'type',
         (e.value->>'schemaVersion')::int, e.value->'data', e.value->'metadata'
    from jsonb_array_elements(p_events) with ordinality as e(value, ord)
   order by e.ord;

  return query select v_new, v_my_tx::text, currval('events_global_position_seq');
end $$;
