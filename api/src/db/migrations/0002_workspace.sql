-- Projects and the tools of the five phases (workspace.md section 3), with the bookkeeping the
-- sync protocol needs (docs/decisions/0005-sync-protocol.md):
--   * projects.version_counter: the project's own version counter. A write locks the project row,
--     bumps the counter once per transaction and stamps every row it changes with the new value.
--   * sync_version on every synced row: the counter value of the last write to that row, so a pull
--     asks "rows of project P with sync_version > n". (Not called `version`: prototypes already
--     have a user-facing version number.)
--   * deleted_at: a tombstone. Deleted rows stay so that every device learns of the delete.

CREATE TABLE projects (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  status text NOT NULL DEFAULT 'in_progress' CHECK (status IN ('in_progress', 'completed')),
  current_phase integer NOT NULL DEFAULT 1 CHECK (current_phase BETWEEN 1 AND 5),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  version_counter bigint NOT NULL DEFAULT 0,
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX projects_owner_id_idx ON projects (owner_id);

CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  role text NOT NULL DEFAULT 'editor' CHECK (role IN ('editor', 'viewer')),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, user_id)
);
CREATE INDEX project_members_user_id_idx ON project_members (user_id);

CREATE TABLE empathy_maps (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  title text NOT NULL,
  says text[] NOT NULL DEFAULT '{}',
  thinks text[] NOT NULL DEFAULT '{}',
  does text[] NOT NULL DEFAULT '{}',
  feels text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE personas (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  age integer CHECK (age BETWEEN 0 AND 150),
  occupation text NOT NULL DEFAULT '',
  bio text NOT NULL DEFAULT '',
  tech_savviness text CHECK (tech_savviness IN ('low', 'medium', 'high')),
  avatar text NOT NULL DEFAULT '',
  goals text[] NOT NULL DEFAULT '{}',
  frustrations text[] NOT NULL DEFAULT '{}',
  motivations text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE interviews (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  participant_name text NOT NULL,
  date date NOT NULL DEFAULT current_date,
  duration integer CHECK (duration > 0),
  questions text[] NOT NULL DEFAULT '{}',
  -- Matched to questions by position.
  responses text[] NOT NULL DEFAULT '{}',
  insights text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE observations (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  location text NOT NULL,
  date date NOT NULL DEFAULT current_date,
  context text NOT NULL,
  behavior text NOT NULL,
  insights text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE pov_statements (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  "user" text NOT NULL,
  need text NOT NULL,
  insight text NOT NULL,
  statement text NOT NULL,
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE hmw_questions (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  question text NOT NULL,
  category text NOT NULL DEFAULT '',
  context text NOT NULL DEFAULT '',
  challenge text NOT NULL DEFAULT '',
  scope text NOT NULL DEFAULT 'product'
    CHECK (scope IN ('feature', 'product', 'service', 'experience', 'process')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE ideas (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  category text NOT NULL DEFAULT '',
  feasibility integer CHECK (feasibility BETWEEN 1 AND 5),
  impact integer CHECK (impact BETWEEN 1 AND 5),
  votes integer NOT NULL DEFAULT 0 CHECK (votes >= 0),
  status text NOT NULL DEFAULT 'idea' CHECK (status IN ('idea', 'selected', 'prototype', 'tested')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE prototypes (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  idea_id uuid REFERENCES ideas (id) ON DELETE SET NULL,
  name text NOT NULL,
  type text NOT NULL DEFAULT 'digital' CHECK (type IN ('digital', 'physical', 'paper', 'storyboard')),
  description text NOT NULL,
  materials text[] NOT NULL DEFAULT '{}',
  images text[] NOT NULL DEFAULT '{}',
  version integer NOT NULL DEFAULT 1 CHECK (version >= 1),
  feedback text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

CREATE TABLE test_plans (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  prototype_id uuid REFERENCES prototypes (id) ON DELETE SET NULL,
  name text NOT NULL,
  objective text NOT NULL DEFAULT '',
  methodology text NOT NULL,
  participants integer NOT NULL CHECK (participants BETWEEN 1 AND 100),
  duration integer NOT NULL DEFAULT 60 CHECK (duration BETWEEN 1 AND 480),
  tasks text[] NOT NULL DEFAULT '{}',
  metrics text[] NOT NULL DEFAULT '{}',
  status text NOT NULL DEFAULT 'planned' CHECK (status IN ('planned', 'running', 'completed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

-- The spec generates result figures at random in the browser; Trilha records real ones, per
-- participant. project_id is denormalised from the plan so results sync per project like the rest.
CREATE TABLE test_results (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  test_plan_id uuid NOT NULL REFERENCES test_plans (id) ON DELETE CASCADE,
  participant_id text NOT NULL,
  task_results jsonb NOT NULL DEFAULT '[]',
  feedback text NOT NULL DEFAULT '',
  success_rate double precision NOT NULL DEFAULT 0 CHECK (success_rate BETWEEN 0 AND 100),
  completion_time integer CHECK (completion_time >= 0),
  insights text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);

-- Pulls read "rows of these projects changed after version n": one index per synced table.
CREATE INDEX projects_sync_idx ON projects (id, sync_version);
CREATE INDEX empathy_maps_sync_idx ON empathy_maps (project_id, sync_version);
CREATE INDEX personas_sync_idx ON personas (project_id, sync_version);
CREATE INDEX interviews_sync_idx ON interviews (project_id, sync_version);
CREATE INDEX observations_sync_idx ON observations (project_id, sync_version);
CREATE INDEX pov_statements_sync_idx ON pov_statements (project_id, sync_version);
CREATE INDEX hmw_questions_sync_idx ON hmw_questions (project_id, sync_version);
CREATE INDEX ideas_sync_idx ON ideas (project_id, sync_version);
CREATE INDEX prototypes_sync_idx ON prototypes (project_id, sync_version);
CREATE INDEX test_plans_sync_idx ON test_plans (project_id, sync_version);
CREATE INDEX test_results_sync_idx ON test_results (project_id, sync_version);
CREATE INDEX test_results_plan_idx ON test_results (test_plan_id);

CREATE TABLE user_progress (
  id uuid PRIMARY KEY,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  phase integer NOT NULL CHECK (phase BETWEEN 1 AND 5),
  completed_tools text[] NOT NULL DEFAULT '{}',
  badges text[] NOT NULL DEFAULT '{}',
  points integer NOT NULL DEFAULT 0,
  time_spent integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (user_id, project_id)
);
