-- The AI mentor and the AI analysis (issue 14, docs/decisions/0011).

-- The last AI analysis of a project: a synced record like the phase tools (sync_version,
-- deleted_at), so every device can read it and make its PDF offline. The result is the model's
-- answer after validation with the shared schema, kept whole as jsonb.
CREATE TABLE ai_analyses (
  id uuid PRIMARY KEY,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  result jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  sync_version bigint NOT NULL DEFAULT 0,
  deleted_at timestamptz
);
CREATE INDEX ai_analyses_sync_idx ON ai_analyses (project_id, sync_version);

-- Mentor chat replies per user and calendar month (UTC), counted once a reply was produced:
-- what a plan's aiChatLimit is checked against.
CREATE TABLE ai_chat_usage (
  user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  month date NOT NULL,
  requests integer NOT NULL DEFAULT 0,
  PRIMARY KEY (user_id, month)
);
