import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

/** A complete single sign-on setting (issue 32). */
const SSO = {
  OIDC_ISSUER: 'https://sso.example.com/realms/trilha',
  OIDC_CLIENT_ID: 'trilha',
  OIDC_CLIENT_SECRET: 's3cret',
};

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, app on localhost', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.appUrl.origin).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(0);
    expect(config.allowedOrigins).toEqual([]);
    expect(config.admin).toBeUndefined();
  });

  it('derives APP_URL from PORT and reads the other values', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@db:5432/trilha',
      TRUST_PROXY: 'true',
      DATA_DIR: '/var/trilha',
    });
    expect(config.appUrl.origin).toBe('http://localhost:8080');
    expect(config.databaseUrl).toBe('postgres://u@db:5432/trilha');
    expect(config.trustProxy).toBe(1);
    expect(config.dataDir).toBe('/var/trilha');
  });

  it('reads TRUST_PROXY as a number of proxies and ALLOWED_ORIGINS as a list', () => {
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://a.example, http://b.example:8080/' }).allowedOrigins,
    ).toEqual(['https://a.example', 'http://b.example:8080']);
  });

  it('keeps webhooks off private addresses unless WEBHOOK_ALLOW_PRIVATE says yes', () => {
    expect(loadConfig({}).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '' }).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'false' }).webhookAllowPrivate).toBe(false);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: '1' }).webhookAllowPrivate).toBe(true);
    expect(loadConfig({ WEBHOOK_ALLOW_PRIVATE: 'true' }).webhookAllowPrivate).toBe(true);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', APP_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ TRUST_PROXY: '11' }, 'TRUST_PROXY'],
    [{ ALLOWED_ORIGINS: 'https://ok.example, not an origin' }, 'ALLOWED_ORIGINS'],
    [{ ALLOWED_ORIGINS: 'https://ok.example/path' }, 'ALLOWED_ORIGINS'],
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
    [{ WEBHOOK_ALLOW_PRIVATE: 'maybe' }, 'WEBHOOK_ALLOW_PRIVATE'],
    [{ ADMIN_USERNAME: 'root' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ...SSO, OIDC_ISSUER: 'not a url' }, 'OIDC_ISSUER'],
    [{ ...SSO, OIDC_ISSUER: 'http://sso.example.com' }, 'OIDC_ISSUER'],
    [{ ...SSO, OIDC_CLIENT_SECRET: '' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'https://sso.example.com' }, 'OIDC_ISSUER'],
    [{ SUPPORT_URL: 'suporte' }, 'SUPPORT_URL'],
    [{ SUPPORT_URL: 'javascript:alert(1)' }, 'SUPPORT_URL'],
    [{ SUPPORT_URL: 'ftp://files.example.com' }, 'SUPPORT_URL'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('reads SUPPORT_URL as a web page or an e-mail address, unset when empty', () => {
    expect(loadConfig({}).supportUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_URL: '' }).supportUrl).toBeUndefined();
    expect(loadConfig({ SUPPORT_URL: 'https://suporte.example.com/24x7' }).supportUrl).toBe(
      'https://suporte.example.com/24x7',
    );
    expect(loadConfig({ SUPPORT_URL: 'mailto:suporte@example.com' }).supportUrl).toBe(
      'mailto:suporte@example.com',
    );
    expect(() => loadConfig({ SUPPORT_URL: 'javascript:alert(1)' })).toThrow(
      /SUPPORT_URL: must be an https:\/\/, http:\/\/ or mailto: address/,
    );
  });

  it('never prints a password value in its error', () => {
    try {
      loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('short');
    }
  });

  it('never prints the OpenID client secret in its error', () => {
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'hush-hush' })).toThrow(ConfigError);
    expect(() => loadConfig({ OIDC_CLIENT_SECRET: 'hush-hush' })).not.toThrow(/hush-hush/);
  });

  it('turns single sign-on on with the three OIDC variables, and off without them', () => {
    expect(loadConfig({}).oidc).toBeUndefined();
    expect(loadConfig(SSO).oidc).toEqual({
      issuer: new URL('https://sso.example.com/realms/trilha'),
      clientId: 'trilha',
      clientSecret: 's3cret',
    });
    // A provider on this machine (development, the tests) may speak plain http.
    const local = loadConfig({ ...SSO, OIDC_ISSUER: 'http://localhost:4000' }).oidc;
    expect(local?.issuer.href).toBe('http://localhost:4000/');
  });

  it('accepts an administrator given with a strong password', () => {
    const config = loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Segura123' });
    expect(config.admin).toEqual({ username: 'root', password: 'Segura123' });
  });
});
