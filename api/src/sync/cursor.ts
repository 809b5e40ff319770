import { z } from 'zod';
import { ApiError } from '../http/errors';

/**
 * Where a client is in each project's history: every change up to this point has been pulled.
 * Changes are ordered by (version, kind, id); `kind` and `id` cut a page inside one version, since
 * a single push may stamp thousands of rows with the same version.
 */
export interface Position {
  version: number;
  kind: number;
  id: string;
}

const MAX_UUID = 'ffffffff-ffff-ffff-ffff-ffffffffffff';
/** Past every kind of row; kinds are small indexes (pull.ts KINDS). */
const END_KIND = 1_000;

/** After every row of `version`: past any kind and id. */
export const endOf = (version: number): Position => ({ version, kind: END_KIND, id: MAX_UUID });
export const START: Position = endOf(0);

export type Cursor = Map<string, Position>;

// On the wire: base64url of { projectId: [version, kind, id] }; clients treat it as opaque, but
// anyone can send anything: every part is bounded to what the SQL comparison accepts (bigint,
// int, uuid), so a forged cursor is a 400 and never reaches the database.
const wireSchema = z.record(
  z.uuid(),
  z.tuple([z.int().min(0), z.int().min(0).max(END_KIND), z.uuid()]),
);

export function encodeCursor(cursor: Cursor): string {
  const wire: Record<string, [number, number, string]> = {};
  for (const [projectId, p] of cursor) wire[projectId] = [p.version, p.kind, p.id];
  return Buffer.from(JSON.stringify(wire)).toString('base64url');
}

export function decodeCursor(text: string | undefined): Cursor {
  if (!text) return new Map();
  try {
    const wire = wireSchema.parse(JSON.parse(Buffer.from(text, 'base64url').toString('utf8')));
    return new Map(
      Object.entries(wire).map(([projectId, [version, kind, id]]) => [
        projectId,
        { version, kind, id },
      ]),
    );
  } catch {
    throw new ApiError(400, 'invalid_cursor', 'sync.invalid_cursor');
  }
}
