-- Saved workshop templates (issue 32; docs/decisions/0024). A template is an account's own: a
-- snapshot of one of its projects' records (content JSON, in the format of the built-in
-- templates shipped in code, shared/src/templates), in the language it was written in.
-- `shared`: saved under a plan with a shared workspace (Team and up), it is listed for the
-- account's team — the people who are members (editors, viewers) of projects the owner owns.
CREATE TABLE templates (
  id uuid PRIMARY KEY,
  owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  language text NOT NULL,
  content jsonb NOT NULL,
  shared boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX templates_owner_id_idx ON templates (owner_id, created_at);
