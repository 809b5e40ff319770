-- Rate limits shared by every API process serving this database (docs/decisions/0008).
-- One row per limited key (a hash of, say, "login failures of this account from this address").
-- `full_at` is the generic cell rate algorithm's "theoretical arrival time": each counted event
-- pushes it one interval later, and the key is over its limit while it lies more than
-- (burst - 1) intervals ahead. A row whose time has passed means the same as no row.
CREATE TABLE rate_limits (
  key text PRIMARY KEY,
  full_at timestamptz NOT NULL
);
CREATE INDEX rate_limits_full_at_idx ON rate_limits (full_at);
