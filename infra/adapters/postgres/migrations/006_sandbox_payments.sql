-- The sandbox payment provider's own records (issue 6): checkout sessions, payment intents and
-- refunds as the provider keeps them, not business state. The marketplace learns of payments only
-- through the signed webhooks the sandbox delivers, exactly as with Stripe; these rows are the
-- "provider's database" that its browser-facing pages and retrieves read. It keeps no personal data
-- (no e-mail, no card holder), so erasing a person never needs to look here.
create table sandbox_payments (
  id                 text primary key,
  kind               text not null check (kind in ('checkout_session', 'payment_intent', 'refund')),
  -- Stripe scopes an idempotency key to one kind of request; so does the sandbox.
  idempotency_key    text,
  client_secret      text unique,
  amount             integer not null check (amount > 0),
  currency           text not null default 'thb',
  purchase_id        text not null,
  method             text check (method in ('card', 'promptpay')),
  status             text not null,
  title              text,
  return_url         text,
  -- A session's payment, or a refund's.
  payment_intent_id  text,
  three_ds_id        text unique,
  last_error_code    text,
  last_error_message text,
  created_at         timestamptz not null,
  expires_at         timestamptz,
  unique (kind, idempotency_key)
);
create index sandbox_payments_payment_intent on sandbox_payments (payment_intent_id);
-- The sandbox refunds a payment in full, once: a second refund (racing or not) inserts nothing.
create unique index sandbox_payments_one_refund on sandbox_payments (payment_intent_id) where kind = 'refund';
