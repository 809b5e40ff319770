-- A pull reads each kind of row in (sync_version, id) order from the client's cursor on
-- (api/src/sync/pull.ts). With the id in the index, a page that starts inside one version (a
-- push stamps up to 1,000 rows with the same version) is a range scan from the cursor, instead of
-- re-reading, and sorting, every row of that version that earlier pages already delivered.
CREATE INDEX empathy_maps_pull_idx ON empathy_maps (project_id, sync_version, id);
CREATE INDEX personas_pull_idx ON personas (project_id, sync_version, id);
CREATE INDEX interviews_pull_idx ON interviews (project_id, sync_version, id);
CREATE INDEX observations_pull_idx ON observations (project_id, sync_version, id);
CREATE INDEX pov_statements_pull_idx ON pov_statements (project_id, sync_version, id);
CREATE INDEX hmw_questions_pull_idx ON hmw_questions (project_id, sync_version, id);
CREATE INDEX ideas_pull_idx ON ideas (project_id, sync_version, id);
CREATE INDEX prototypes_pull_idx ON prototypes (project_id, sync_version, id);
CREATE INDEX test_plans_pull_idx ON test_plans (project_id, sync_version, id);
CREATE INDEX test_results_pull_idx ON test_results (project_id, sync_version, id);
CREATE INDEX ai_analyses_pull_idx ON ai_analyses (project_id, sync_version, id);

-- The new indexes lead with the same columns: the old ones only cost writes now.
DROP INDEX empathy_maps_sync_idx;
DROP INDEX personas_sync_idx;
DROP INDEX interviews_sync_idx;
DROP INDEX observations_sync_idx;
DROP INDEX pov_statements_sync_idx;
DROP INDEX hmw_questions_sync_idx;
DROP INDEX ideas_sync_idx;
DROP INDEX prototypes_sync_idx;
DROP INDEX test_plans_sync_idx;
DROP INDEX test_results_sync_idx;
DROP INDEX ai_analyses_sync_idx;
