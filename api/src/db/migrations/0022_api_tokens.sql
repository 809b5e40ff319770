-- Personal API tokens (issue 32, 'An API for customers'; docs/decisions/0026). Only the
-- SHA-256 of the secret is kept: the secret is 256 random bits, so a fast hash is enough (the
-- database leaking does not give a usable token, and there is nothing to guess). A revoked
-- token is deleted: it then answers 401 like one that never existed.
CREATE TABLE api_tokens (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  scopes text[] NOT NULL CHECK (scopes <@ ARRAY['read', 'write']::text[] AND cardinality(scopes) > 0),
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz
);
CREATE INDEX api_tokens_user_idx ON api_tokens (user_id, created_at);
