-- Invitations to a project (docs/decisions/0014). The code is the unguessable part of the link;
-- it is stored as is so the owner's dialog can show the active links again, and it is worth
-- little once expired (7 days) or revoked. One code serves a whole room (multi-use).
CREATE TABLE project_invitations (
  code text PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  role text NOT NULL CHECK (role IN ('editor', 'viewer')),
  created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX project_invitations_project_id_idx ON project_invitations (project_id);
