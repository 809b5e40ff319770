import { createHmac, randomBytes } from 'node:crypto';

/** The header every delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`. */
export const SIGNATURE_HEADER = 'Trilha-Signature';

/** A new endpoint's signing secret: 32 random bytes, prefixed so people recognise it. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * The signature of one try. The time is part of what is signed, so a receiver can refuse an old
 * request replayed (Stripe's scheme, which receivers know how to check).
 */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}
