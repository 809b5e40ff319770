-- The facilitator leads the room (issue 33, docs/decisions/0029): the agenda's steps and the
-- project's control record (which step runs, where the room looks, what is locked, who
-- facilitates), synced like every project record (sync_version, deleted_at, author columns,
-- the pull's (project_id, sync_version, id) index of migration 0011). Plus the notes' colour,
-- pen holder and hiding, timed voting sessions and anonymous rounds, each linked to its step.

CREATE TABLE agenda_steps (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  position double precision NOT NULL DEFAULT 0,
  name text NOT NULL,
  tool text NOT NULL,
  mode text NOT NULL DEFAULT 'discuss'
    CHECK (mode IN ('private', 'reveal', 'group', 'vote', 'discuss')),
  duration_ms integer NOT NULL CHECK (duration_ms > 0),
  budget integer NOT NULL CHECK (budget BETWEEN 1 AND 20),
  anonymous boolean NOT NULL DEFAULT false,
  author_id uuid,
  author_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX agenda_steps_pull_idx ON agenda_steps (project_id, sync_version, id);

-- One per project: its id is derived from the project's (sync/src/room-control.ts), so two
-- tablets creating it offline make one row. No foreign key to the step: steps are tombstoned.
-- Tools are names of ROOM_TOOLS (checked by the schemas, which grow without a migration).
CREATE TABLE room_controls (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  current_step_id uuid,
  step_started_at timestamptz,
  focus_tool text,
  focus_at timestamptz,
  summoned_at timestamptz,
  locked boolean NOT NULL DEFAULT false,
  locked_tools text[] NOT NULL DEFAULT '{}',
  facilitator_ids text[] NOT NULL DEFAULT '{}',
  author_id uuid,
  author_name text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX room_controls_pull_idx ON room_controls (project_id, sync_version, id);

ALTER TABLE ideas ADD COLUMN color text, ADD COLUMN writer_name text, ADD COLUMN hidden_at timestamptz;
ALTER TABLE hmw_questions
  ADD COLUMN color text, ADD COLUMN writer_name text, ADD COLUMN hidden_at timestamptz;

-- A timed vote ends by itself at ends_at: dots placed at or after it are refused.
ALTER TABLE voting_sessions ADD COLUMN ends_at timestamptz, ADD COLUMN step_id uuid;
ALTER TABLE silent_rounds
  ADD COLUMN anonymous boolean NOT NULL DEFAULT false, ADD COLUMN step_id uuid;
