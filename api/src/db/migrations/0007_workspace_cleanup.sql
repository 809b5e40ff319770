-- Before deleting a test plan took its results along (docs/decisions/0009), a deleted plan left
-- its results live: hidden with their plan, yet still counted as a finished 'test results' tool.
-- Tombstone them, stamped with a new version of their project so that every device's next pull
-- removes them too.
WITH orphans AS (
  SELECT r.id, r.project_id
  FROM test_results r JOIN test_plans p ON p.id = r.test_plan_id
  WHERE r.deleted_at IS NULL AND p.deleted_at IS NOT NULL
), bumped AS (
  UPDATE projects SET version_counter = version_counter + 1
  WHERE id IN (SELECT project_id FROM orphans)
  RETURNING id, version_counter
)
UPDATE test_results r
SET deleted_at = now(), updated_at = now(), sync_version = b.version_counter
FROM orphans o JOIN bumped b ON b.id = o.project_id
WHERE r.id = o.id;

-- Points and badges are computed from the records whenever they are shown, on the device, so
-- they work offline and cannot drift (docs/decisions/0009). Nothing ever wrote this table.
DROP TABLE IF EXISTS user_progress;
