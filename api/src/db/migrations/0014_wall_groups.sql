-- The wall's groups (docs/decisions/0016, "Wall groups"): a named cluster of ideas that exists
-- before any note is filed in it, synced like every project record (sync_version, deleted_at,
-- the pull's (project_id, sync_version, id) index of migration 0011). Its notes are the ideas
-- whose category is its name; the mutators keep names unique per project, which a unique index
-- cannot say (compared without case, and tombstoned rows keep theirs).

CREATE TABLE wall_groups (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  position double precision NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX wall_groups_pull_idx ON wall_groups (project_id, sync_version, id);

-- A group's rename or delete finds its notes by category.
CREATE INDEX ideas_category_idx ON ideas (project_id, category) WHERE deleted_at IS NULL;
