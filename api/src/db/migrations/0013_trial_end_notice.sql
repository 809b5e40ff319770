-- A trial that becomes a subscription (issue 29, item 13; docs/decisions/0012): when the account was told
-- that its Trilha trial ended unpaid and it is back on Free. Null until then; set once, by the
-- account acknowledging the notice on any device, so it is told once per account.
ALTER TABLE user_subscriptions ADD COLUMN trial_end_seen_at timestamptz;
