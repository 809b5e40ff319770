import { randomBytes } from 'node:crypto';
import { INVITATION_TTL_DAYS } from '@trilha/shared';

/** 128 random bits, URL-safe: unguessable, and short enough for a QR code read across a room. */
export const newInvitationCode = () => randomBytes(16).toString('base64url');

/** What a code looks like; anything else cannot name an invitation (404 without a query). */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

export const invitationExpiry = (now: Date) =>
  new Date(now.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
