-- Seed sets applied to this database (api/src/db/seed.ts). A set runs once, ever: what an
-- administrator later deletes or edits (a seeded article, a plan) is not brought back on restart.
CREATE TABLE seed_runs (
  name text PRIMARY KEY,
  applied_at timestamptz NOT NULL DEFAULT now()
);
