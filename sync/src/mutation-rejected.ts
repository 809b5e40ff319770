/** Why the server (or the local store) refused a mutation. */
export type RejectionReason = 'invalid' | 'not_found' | 'forbidden' | 'conflict';

export interface RejectionIssue {
  path: string;
  message: string;
}

/**
 * A mutation that breaks a rule: invalid arguments, a missing or deleted target, no permission,
 * an id already taken. It is reported with its reason — by REST as an HTTP error, by sync as a
 * rejected mutation the user can read — and never blocks what comes after it.
 */
export class MutationRejected extends Error {
  constructor(
    readonly reason: RejectionReason,
    message: string,
    readonly issues: RejectionIssue[] = [],
  ) {
    super(message);
    this.name = 'MutationRejected';
  }
}
