-- Mutations the server refused (validation, permission, a deleted target...). Recorded in the
-- push's transaction so that a client whose answer was lost still learns of them on retry.
CREATE TABLE sync_rejections (
  client_id uuid NOT NULL REFERENCES sync_clients (id) ON DELETE CASCADE,
  mutation_id bigint NOT NULL,
  name text NOT NULL,
  reason text NOT NULL,
  message text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (client_id, mutation_id)
);
