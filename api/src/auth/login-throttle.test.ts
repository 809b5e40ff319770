import { describe, expect, it } from 'vitest';
import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  it('blocks an address after the limit of failures within the window, then lets it go', () => {
    let now = 1_000_000;
    const throttle = new LoginThrottle(3, 60_000, () => now);
    for (let i = 0; i < 2; i++) throttle.recordFailure('1.2.3.4');
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0);
    throttle.recordFailure('1.2.3.4');
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(60);
    expect(throttle.retryAfterSeconds('5.6.7.8')).toBe(0);
    now += 30_000;
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(30);
    now += 30_001;
    expect(throttle.retryAfterSeconds('1.2.3.4')).toBe(0);
  });

  it('slides: old failures fall out of the window one by one', () => {
    let now = 0;
    const throttle = new LoginThrottle(2, 10_000, () => now);
    throttle.recordFailure('a');
    now = 6_000;
    throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBe(4);
    now = 10_001;
    expect(throttle.retryAfterSeconds('a')).toBe(0);
    throttle.recordFailure('a');
    expect(throttle.retryAfterSeconds('a')).toBeGreaterThan(0);
  });
});
