import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has working defaults: port 3000, embedded database in ./data, app on localhost', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toMatch(/\/data$/);
    expect(config.appUrl.origin).toBe('http://localhost:3000');
    expect(config.trustProxy).toBe(false);
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
    expect(config.trustProxy).toBe(true);
    expect(config.dataDir).toBe('/var/trilha');
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
    [{ SESSION_TTL_DAYS: '0' }, 'SESSION_TTL_DAYS'],
    [{ ADMIN_USERNAME: 'root' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
  ])('rejects %o naming %s', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(new RegExp(`${name}: `));
  });

  it('never prints a password value in its error', () => {
    try {
      loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(String(error)).not.toContain('short');
    }
  });

  it('accepts an administrator given with a strong password', () => {
    const config = loadConfig({ ADMIN_USERNAME: 'root', ADMIN_PASSWORD: 'Segura123' });
    expect(config.admin).toEqual({ username: 'root', password: 'Segura123' });
  });
});
