import { checkedMessage, formatMessage } from '@trilha/shared';
import type { MutationRejected, PushedMutation, RejectedMutation } from '@trilha/sync';
import type postgres from 'postgres';

/** A refused mutation of a push, with what refused it. */
export interface Rejection {
  mutation: PushedMutation;
  error: MutationRejected;
}

/**
 * The row of sync_rejections recording a refusal: its code and parameters (checked against the
 * catalogue), and their pt-BR text for clients from before the codes (docs/decisions/0018).
 */
export function rejectionRow(
  sql: Pick<postgres.Sql, 'json'>,
  clientId: string,
  { mutation, error }: Rejection,
) {
  const { id, params, ...record } = rejectionRecord({ mutation, error });
  return {
    clientId,
    mutationId: id,
    ...record,
    // As jsonb: postgres.js would send a bare object as text.
    params: params ? sql.json(params) : null,
  };
}

/** A refusal as a row of sync_rejections reads back (rejectionRow's, before it is stored). */
export function rejectionRecord({ mutation, error }: Rejection): RejectionRecord {
  const refusal = checkedMessage(error.refusal);
  return {
    id: mutation.id,
    name: mutation.name,
    reason: error.reason,
    code: refusal.code,
    params: refusal.params ?? null,
    message: formatMessage(refusal),
  };
}

/** A row of sync_rejections as the pushes and pulls read it. */
export interface RejectionRecord {
  id: number;
  name: string;
  reason: RejectedMutation['reason'];
  code: string | null;
  params: Record<string, string | number> | null;
  message: string;
}

/** A recorded refusal as the protocol sends it; one recorded before the codes has none. */
export function rejectedMutationOf(record: RejectionRecord): RejectedMutation {
  const { id, name, reason, code, params, message } = record;
  const rejected: RejectedMutation = { id, name, reason, message };
  if (code !== null) rejected.code = code;
  if (params !== null) rejected.params = params;
  return rejected;
}
