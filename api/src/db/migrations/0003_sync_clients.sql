-- One row per device (browser database) that pushes mutations. Mutation ids are per client and
-- only grow; last_mutation_id is written in the same transaction as the mutations it covers, so
-- a retried push skips exactly what was already applied.
CREATE TABLE sync_clients (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  last_mutation_id bigint NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX sync_clients_user_id_idx ON sync_clients (user_id);
