import { SIGNUP_PROFILE } from '../../api/test/signup-fixture';
/** The password of every account the bench scripts sign up. */
export const BENCH_PASSWORD = 'Bench1234';

/** A signed-in HTTP client for the bench scripts: JSON in and out, the session cookie kept. */
export class HttpSession {
  cookie = '';

  constructor(readonly origin: string) {}

  /** The headers that make a call same-origin and signed in (for autocannon too). */
  get headers(): Record<string, string> {
    return { origin: this.origin, cookie: this.cookie };
  }

  async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${this.origin}${path}`, {
      method,
      headers: {
        ...this.headers,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? null : JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0] ?? '';
    if (!response.ok)
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (response.status === 204 ? null : await response.json()) as T;
  }

  /** Signs up a new account (the e-mail is its username) and signs in; returns its user id. */
  async signUp(email: string): Promise<string> {
    const password = BENCH_PASSWORD;
    const { user } = await this.call<{ user: { id: string } }>('POST', '/api/auth/signup', {
      name: 'Bench',
      email,
      password,
      ...SIGNUP_PROFILE,
    });
    await this.call('POST', '/api/auth/login', { username: email, password });
    return user.id;
  }
}
