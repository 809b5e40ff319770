-- Two features the plan cards sell that had no flag (issue 32, docs/decisions/0022): the AI
-- analysis of a project and the workshop templates with the advanced tools, both from Pro up.
-- The seed inserts only missing plans, so the plans already in place are updated here by name.
ALTER TABLE subscription_plans
  ADD COLUMN has_ai_analysis boolean NOT NULL DEFAULT false,
  ADD COLUMN has_advanced_tools boolean NOT NULL DEFAULT false;

UPDATE subscription_plans
SET has_ai_analysis = true, has_advanced_tools = true
WHERE name IN ('pro', 'team', 'enterprise');
