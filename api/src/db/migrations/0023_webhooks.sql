-- Outgoing webhooks (issue 32, docs/decisions/0027). An endpoint is an account's URL, told of
-- the events of the projects that account can see (all of them, or one: project_id). The secret
-- signs every delivery; it is kept as is because signing needs it, and shown only at creation.
CREATE TABLE webhook_endpoints (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  url text NOT NULL,
  events text[] NOT NULL,
  project_id uuid REFERENCES projects (id) ON DELETE CASCADE,
  secret text NOT NULL,
  -- paused: it failed too many tries in a row; nothing is sent to it until its owner resumes it.
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused')),
  consecutive_failures int NOT NULL DEFAULT 0,
  paused_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX webhook_endpoints_account_id_idx ON webhook_endpoints (account_id);

-- The outbox: one row per event and endpoint, written in the transaction of the write that
-- caused it (kept if and only if the write happened). The body is kept as sent, byte for byte,
-- so every retry carries the same event id and the same signature input.
CREATE TABLE webhook_deliveries (
  id uuid PRIMARY KEY,
  -- The order the events happened in (tries go out in this order when due together).
  seq bigint GENERATED ALWAYS AS IDENTITY,
  endpoint_id uuid NOT NULL REFERENCES webhook_endpoints (id) ON DELETE CASCADE,
  event_id uuid NOT NULL,
  event_type text NOT NULL,
  body text NOT NULL,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
  attempts int NOT NULL DEFAULT 0,
  -- When the next try is due; a worker that claims a delivery moves it past its own try (lease).
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  last_status_code int,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX webhook_deliveries_due_idx ON webhook_deliveries (next_attempt_at, seq)
  WHERE status = 'pending';
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries (endpoint_id, created_at DESC);
