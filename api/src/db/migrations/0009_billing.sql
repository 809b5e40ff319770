-- Plans that work (issue 15, docs/decisions/0012): the account's current subscription, the
-- 7-day trial Trilha grants itself, and the Stripe events already applied.

-- One record per account, updated in place as the account moves between plans: it is "the
-- subscription" the profile shows. (No subscription was ever written before this migration.)
CREATE UNIQUE INDEX user_subscriptions_user_key ON user_subscriptions (user_id);

ALTER TABLE user_subscriptions
  -- When the trial granted by Trilha (no card) ends; null when it is not a Trilha trial.
  ADD COLUMN trial_ends_at timestamptz,
  -- Set once, when the account's one trial starts, and never cleared: a second trial is refused.
  ADD COLUMN trial_started_at timestamptz;

-- Every Stripe event applied, by its id, written in the transaction that applies it: a replayed
-- or concurrently duplicated delivery finds its id taken and changes nothing.
CREATE TABLE stripe_events (
  id text PRIMARY KEY,
  type text NOT NULL,
  applied_at timestamptz NOT NULL DEFAULT now()
);
