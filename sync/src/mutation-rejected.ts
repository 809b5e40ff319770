import { type Message, type MessageLike, type MessageParams, toMessage } from '@trilha/shared';

/** Why the server (or the local store) refused a mutation. */
export type RejectionReason = 'invalid' | 'not_found' | 'forbidden' | 'conflict';

/** One broken rule of a refused mutation's arguments: which field, and its message. */
export interface RejectionIssue extends Message {
  path: string;
}

/**
 * A mutation that breaks a rule: invalid arguments, a missing or deleted target, no permission,
 * an id already taken. It is reported with its reason and its message — a code with parameters,
 * which each reader writes in their language (docs/decisions/0018) — by REST as an HTTP error,
 * by sync as a rejected mutation the user can read, and never blocks what comes after it.
 * Its `message` (Error's) is the code: for logs and tests, never for people.
 */
export class MutationRejected extends Error {
  readonly code: Message['code'];
  readonly params: MessageParams | undefined;

  constructor(
    readonly reason: RejectionReason,
    refusal: MessageLike,
    readonly issues: RejectionIssue[] = [],
  ) {
    const { code, params } = toMessage(refusal);
    super(code);
    this.name = 'MutationRejected';
    this.code = code;
    this.params = params;
  }

  /** The refusal as it crosses a boundary. */
  get refusal(): Message {
    return this.params ? { code: this.code, params: this.params } : { code: this.code };
  }
}
