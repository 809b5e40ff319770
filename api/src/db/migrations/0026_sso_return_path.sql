-- Where a single sign-on started from (docs/decisions/0025): the page the person was going to
-- (an invitation, a room) when the login page sent them to the provider, kept with the pending
-- sign-in so the callback lands there instead of on the dashboard. A path of this site only
-- (checked before it is stored); NULL when there was none.
ALTER TABLE oidc_sign_ins ADD COLUMN return_path text;
