-- PDPA erasure (issue 15): who was erased, by id only. Deleting a key erases what it sealed; this
-- row also tells readers that plain personal fields in events written before those fields were
-- sealed (clip texts and pins, complaint answers) must read blank. A missing key alone cannot say
-- that: data from before crypto-shredding has no key either.
create table personal_data_erasures (
  subject    text primary key,
  erased_at  timestamptz not null default now()
);
