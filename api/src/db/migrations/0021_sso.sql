-- Single sign-on with OpenID Connect (issue 32, docs/decisions/0025).

-- An account the identity provider made: it has no password anyone knows, so single sign-on is
-- its only way in and the plan gate lets it through (an existing password account needs a plan
-- that sells SSO).
ALTER TABLE users ADD COLUMN created_by_sso boolean NOT NULL DEFAULT false;

-- A sign-in sent to the identity provider and not back yet: the PKCE verifier and the nonce
-- stay here, on the server, under the state the browser also holds in a cookie. A row is taken
-- (deleted) by the one callback that uses it, so a replayed callback finds nothing; rows older
-- than ten minutes are refused and swept by the next sign-in.
CREATE TABLE oidc_sign_ins (
  state text PRIMARY KEY,
  code_verifier text NOT NULL,
  nonce text NOT NULL,
  expires_at timestamptz NOT NULL
);
