import { z } from 'zod';

/** More proxies than any sane deployment chains; a bigger number is surely a typo. */
const MAX_TRUSTED_PROXIES = 10;

/**
 * TRUST_PROXY: how many reverse proxies you control stand in front of the app (each appends the
 * address it saw to X-Forwarded-For). `true` means one, `false` (the default) none.
 */
export const trustProxyEnvironment = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const text = (value ?? '').trim().toLowerCase();
    if (['', 'false', 'no', '0'].includes(text)) return 0;
    if (['true', 'yes'].includes(text)) return 1;
    const hops = Number(text);
    if (Number.isInteger(hops) && hops >= 1 && hops <= MAX_TRUSTED_PROXIES) return hops;
    ctx.addIssue({
      code: 'custom',
      message: `must be true, false or the number of proxies in front of the app (1-${MAX_TRUSTED_PROXIES})`,
    });
    return z.NEVER;
  });

const ORIGINS_MESSAGE = 'must be a comma-separated list of origins like https://trilha.example.com';

/** ALLOWED_ORIGINS: other origins (scheme, host and port; no path) allowed to make changes. */
export const allowedOriginsEnvironment = z
  .string()
  .optional()
  .transform((value, ctx) => {
    const entries = (value ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const origins: string[] = [];
    for (const entry of entries) {
      const origin = URL.canParse(entry) ? new URL(entry).origin : 'null';
      // Comparing with the entry refuses paths, queries and anything the URL parser rewrote.
      if (origin === 'null' || origin !== entry.replace(/\/$/, '').toLowerCase()) {
        ctx.addIssue({ code: 'custom', message: `${ORIGINS_MESSAGE} ("${entry}" is not)` });
        return z.NEVER;
      }
      origins.push(origin);
    }
    return origins;
  });
