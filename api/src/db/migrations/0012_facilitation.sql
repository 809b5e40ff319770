-- Facilitation in the room (issue 18, docs/decisions/0016): voting sessions with dot budgets,
-- their participants and dots, timers and silent rounds — synced project records like the
-- phase tools (sync_version, deleted_at; the pull's (project_id, sync_version, id) index of
-- migration 0011). Plus the notes' round link and observation photos.

CREATE TABLE voting_sessions (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  title text NOT NULL DEFAULT '',
  target text NOT NULL CHECK (target IN ('ideas', 'hmwQuestions')),
  budget integer NOT NULL CHECK (budget BETWEEN 1 AND 20),
  allow_stacking boolean NOT NULL DEFAULT false,
  anonymous boolean NOT NULL DEFAULT true,
  status text NOT NULL DEFAULT 'voting' CHECK (status IN ('voting', 'revealed', 'closed')),
  -- Set once, when the results were added to the items' votes (votingSession.apply).
  applied_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX voting_sessions_pull_idx ON voting_sessions (project_id, sync_version, id);

CREATE TABLE participants (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  name text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX participants_pull_idx ON participants (project_id, sync_version, id);
CREATE INDEX participants_session_idx ON participants (session_id);

-- No foreign keys to the session, participant or item: rows are tombstoned, not deleted, and
-- the mutators check the links (as for test results and their plan).
CREATE TABLE dots (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  session_id uuid NOT NULL,
  participant_id uuid NOT NULL,
  item_id uuid NOT NULL,
  placed_at timestamptz NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX dots_pull_idx ON dots (project_id, sync_version, id);
CREATE INDEX dots_session_idx ON dots (session_id);
-- Deleting a participant tombstones their dots.
CREATE INDEX dots_participant_idx ON dots (participant_id);

CREATE TABLE timers (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  label text NOT NULL DEFAULT '',
  duration_ms integer NOT NULL CHECK (duration_ms > 0),
  started_at timestamptz,
  remaining_ms integer NOT NULL CHECK (remaining_ms >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX timers_pull_idx ON timers (project_id, sync_version, id);

CREATE TABLE silent_rounds (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  target text NOT NULL CHECK (target IN ('ideas', 'hmwQuestions')),
  status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'revealed')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX silent_rounds_pull_idx ON silent_rounds (project_id, sync_version, id);

ALTER TABLE ideas ADD COLUMN round_id uuid;
ALTER TABLE hmw_questions ADD COLUMN round_id uuid;
ALTER TABLE observations ADD COLUMN photos text[] NOT NULL DEFAULT '{}';
