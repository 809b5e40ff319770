-- Each person's active time on a project, by the counting device's day (issue 32; workspace.md's
-- user_progress.timeSpent, whose never-used table migration 0007 dropped; docs/decisions/0028).
-- Synced like every project record (sync_version, the pull's (project_id, sync_version, id)
-- index), but written only by `timeSpent.add`, which adds seconds to the row whose id is derived
-- from (user, project, day), and pulled only by its own person (api/src/sync/pull.ts).

CREATE TABLE time_spent (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  day date NOT NULL,
  seconds integer NOT NULL DEFAULT 0 CHECK (seconds >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz,
  UNIQUE (user_id, project_id, day)
);
CREATE INDEX time_spent_pull_idx ON time_spent (project_id, sync_version, id);
