-- Rooms and guests (issue 31; docs/decisions/0020). A room is a short code that lets people
-- join one project for a workshop with only a name: each guest is a `users` row with role
-- 'guest' (no usable password, no e-mail) and a `project_members` row with role 'guest', so
-- sessions, devices, pulls and live pokes work for them unchanged.

ALTER TABLE users DROP CONSTRAINT users_role_check;
ALTER TABLE users ADD CONSTRAINT users_role_check CHECK (role IN ('admin', 'user', 'guest'));

ALTER TABLE project_members DROP CONSTRAINT project_members_role_check;
ALTER TABLE project_members ADD CONSTRAINT project_members_role_check
  CHECK (role IN ('editor', 'viewer', 'guest'));

-- The 6-character code is unique among open rooms (a closed room's code may come back later),
-- and a project has at most one open room. Expired rooms are closed (closed_at = expires_at)
-- before a new room is opened, so an expired room never holds a code or a project.
CREATE TABLE rooms (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  code text NOT NULL,
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE UNIQUE INDEX rooms_open_code_key ON rooms (code) WHERE closed_at IS NULL;
CREATE UNIQUE INDEX rooms_open_project_key ON rooms (project_id) WHERE closed_at IS NULL;
CREATE INDEX rooms_code_idx ON rooms (code, created_at);

CREATE TABLE room_guests (
  room_id uuid NOT NULL REFERENCES rooms (id) ON DELETE CASCADE,
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX room_guests_user_id_idx ON room_guests (user_id);

-- How many guests a room of the plan's owner may hold (NULL: unlimited).
ALTER TABLE subscription_plans ADD COLUMN max_room_guests integer;
UPDATE subscription_plans SET max_room_guests = CASE name
  WHEN 'free' THEN 8 WHEN 'pro' THEN 30 WHEN 'team' THEN 60 ELSE NULL END;

-- Who wrote each project record: set by the server from the session's user on insert, never
-- taken from the client. Rows from before have no author (NULL, ''). No foreign key: a record
-- outlives its author's account, and its name stays as it was written.
ALTER TABLE empathy_maps ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE personas ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE interviews ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE observations ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE pov_statements ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE hmw_questions ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE ideas ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE prototypes ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE test_plans ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE test_results ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE ai_analyses ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE voting_sessions ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE participants ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE dots ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE timers ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE silent_rounds ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
ALTER TABLE wall_groups ADD COLUMN author_id uuid, ADD COLUMN author_name text NOT NULL DEFAULT '';
