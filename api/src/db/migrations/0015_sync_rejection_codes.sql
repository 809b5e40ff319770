-- A refused change says why as a code with parameters, which each device writes in its reader's
-- language (issue 30; docs/decisions/0018). `message` keeps the pt-BR text, for clients from
-- before the codes; refusals recorded before this migration have no code.
ALTER TABLE sync_rejections ADD COLUMN code text, ADD COLUMN params jsonb;
