import { createHash } from 'node:crypto';
import type { Refusal } from './ledger';

/** Who does what in a simulated room (docs/decisions/0032). */
export type Role = 'owner' | 'editor' | 'viewer' | 'guest';

/**
 * Refusals any role may meet when devices race each other: a record deleted elsewhere, a vote
 * revealed or ended before the dot arrived, the comment rules (checked on the device and on the
 * server alike).
 */
const RACES = [
  /^not_found\./,
  /^sync\.voting_(revealed|closed|ended)$/,
  /^comment\.(reply_to_reply|author_only_edit|resolve_thread_only|author_or_owner_delete)$/,
];

/** What the server alone refuses by role (a device does not know its rights). */
const BY_ROLE: Record<Role, RegExp[]> = {
  owner: [],
  editor: [/^room\.(tool_locked|project_locked|facilitator_only)$/],
  guest: [/^room\.(guest_cannot_change|tool_locked|project_locked|facilitator_only)$/],
  viewer: [/^project\.viewer_cannot_write$/],
};

/** Whether `code` explains a refusal of a `role`'s mutation: anything else breaks the run. */
export function isExplained(role: Role, code: string): boolean {
  return [...RACES, ...BY_ROLE[role]].some((rule) => rule.test(code));
}

/**
 * Every refusal of the run, in order, folded into a digest: a replay of the seed must refuse the
 * same mutations with the same codes, so its digest is the same. Counted by code for the summary.
 */
export class RefusalLog {
  private readonly hash = createHash('sha256');
  readonly byCode = new Map<string, number>();
  total = 0;

  record(refusal: Refusal): void {
    this.hash.update(
      `${refusal.op} ${refusal.device} ${refusal.name} ${refusal.code} ${refusal.by}\n`,
    );
    this.byCode.set(refusal.code, (this.byCode.get(refusal.code) ?? 0) + 1);
    this.total++;
  }

  digest(): string {
    return this.hash.copy().digest('hex').slice(0, 16);
  }
}
