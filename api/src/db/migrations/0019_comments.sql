-- Comments and feedback (issue 32, docs/decisions/0023): a thread on the project or on one of
-- its records, its replies (parent_id), mentions of the project's people, resolved as a thread.
-- Synced like every project record (sync_version, deleted_at, the pull's index of 0011). The
-- target is a kind and an id, not a foreign key: it may be any kind of record, and a comment
-- outlives nothing but its project.

CREATE TABLE comments (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  target_type text NOT NULL,
  target_id uuid NOT NULL,
  target_title text NOT NULL DEFAULT '',
  parent_id uuid,
  text text NOT NULL,
  mentions text[] NOT NULL DEFAULT '{}',
  resolved boolean NOT NULL DEFAULT false,
  resolved_at timestamptz,
  resolved_by uuid,
  author_id uuid,
  author_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX comments_pull_idx ON comments (project_id, sync_version, id);
-- A thread's replies, deleted with it.
CREATE INDEX comments_parent_idx ON comments (parent_id) WHERE parent_id IS NOT NULL;
