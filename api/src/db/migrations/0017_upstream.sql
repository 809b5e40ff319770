-- A hub linked to a cloud (issue 31; docs/decisions/0021). A hub is a Trilha server started with
-- UPSTREAM_URL: every mutation it applies (from its devices, its guests, its REST calls) is also
-- written here, in the same transaction, so that a hub killed at any moment has either applied
-- a mutation AND kept it for the cloud, or neither.
CREATE TABLE upstream_outbox (
  seq bigserial PRIMARY KEY,
  -- The hub account the mutation goes up under: the owner of the project it wrote.
  account_id uuid NOT NULL,
  project_id uuid NOT NULL,
  name text NOT NULL,
  args jsonb NOT NULL,
  -- Who wrote it on the hub (a guest's name): the cloud signs the record with it.
  author_name text NOT NULL DEFAULT '',
  -- The records it wrote ('ideas:<id>'): a pulled row of one of them waits until the cloud has
  -- this mutation, or the pull would undo the hub's change.
  touched text[] NOT NULL,
  -- The mutation id the cloud knows it by, given when it is first sent (in commit order: a
  -- sequence value is taken before commit, so seq alone could send a later id first and have the
  -- cloud skip an earlier one as already seen).
  mutation_id bigint,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX upstream_outbox_account_idx ON upstream_outbox (account_id, seq);

-- One hub account linked to one cloud account: the hub is one more device of it.
CREATE TABLE upstream_links (
  account_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  cloud_url text NOT NULL,
  -- The cloud session cookie ('trilha_session=…'); the password is never kept.
  cloud_session text NOT NULL,
  cloud_account_id uuid NOT NULL,
  cloud_account_name text NOT NULL,
  cloud_account_email text NOT NULL,
  -- The hub's device id in the cloud, and the next mutation id it gives.
  client_id uuid NOT NULL,
  next_mutation_id bigint NOT NULL DEFAULT 1,
  -- Where the hub's pulls from the cloud stand (NULL: from the start).
  pull_cursor text,
  last_sync_at timestamptz,
  last_error_code text,
  last_error_params jsonb,
  refused_count integer NOT NULL DEFAULT 0,
  linked_at timestamptz NOT NULL DEFAULT now()
);
