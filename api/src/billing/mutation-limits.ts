import {
  allowsOneMore,
  idSchema,
  type Message,
  type PlanLimit,
  planLimitMessage,
  type SubscriptionPlan,
} from '@trilha/shared';
import { MutationRejected, type MutationTransaction, runMutation } from '@trilha/sync';
import type { Queryable } from '../db/connect';
import { limitingPlanOf } from './current-plan';
import { countOwnedProjects, countPersonasByProject } from './usage';

/** A mutation refused because the account's plan does not sell one more of something. */
export class PlanLimitReached extends MutationRejected {
  constructor(
    readonly limit: PlanLimit,
    refusal: Message,
  ) {
    super('forbidden', refusal);
    this.name = 'PlanLimitReached';
  }
}

interface QueuedMutation {
  name: string;
  args: unknown;
}

/** Creations a plan limits; a batch without any is never slowed down by a plan lookup. */
const LIMITED_CREATES = new Set(['project.create', 'persona.create']);

const idIn = (args: unknown, field: 'id' | 'projectId'): string | undefined => {
  const value = (args as Record<string, unknown> | null)?.[field];
  return idSchema.safeParse(value).success ? (value as string) : undefined;
};

/** Undoes nothing, for a mutation that does not change a count. */
const unchanged = () => {};

/**
 * The plan's limits over a batch of mutations (one REST call, or one sync push): counts read
 * once, in the batch's transaction and under the account's row lock (two devices pushing at
 * once are counted one after the other), then kept up to date as the batch creates and deletes.
 * A downgrade deletes nothing: it only refuses creations over the new limit.
 */
export class PlanLimitGuard {
  private constructor(
    private readonly userId: string,
    private readonly plan: SubscriptionPlan,
    private ownedProjects: number,
    private readonly personasByProject: Map<string, number>,
  ) {}

  /** The guard for these mutations, or null when nothing in them can hit a limit. */
  static async load(
    sql: Queryable,
    userId: string,
    mutations: readonly QueuedMutation[],
  ): Promise<PlanLimitGuard | null> {
    if (!mutations.some((mutation) => LIMITED_CREATES.has(mutation.name))) return null;
    const plan = await limitingPlanOf(sql, userId, { lockAccount: true });
    if (!plan || (plan.maxProjects === null && plan.maxPersonasPerProject === null)) return null;
    const personaProjects = [
      ...new Set(
        mutations
          .filter((mutation) => mutation.name === 'persona.create')
          .map((mutation) => idIn(mutation.args, 'projectId'))
          .filter((id) => id !== undefined),
      ),
    ];
    const [projects, personas] = await Promise.all([
      plan.maxProjects === null ? 0 : countOwnedProjects(sql, userId),
      plan.maxPersonasPerProject === null
        ? new Map<string, number>()
        : countPersonasByProject(sql, personaProjects),
    ]);
    return new PlanLimitGuard(userId, plan, projects, personas);
  }

  /**
   * Refuses a creation over the limit; otherwise returns what to count once the mutation has
   * been applied. A retried create (its id already exists) changes no count and is let through.
   */
  async admit(tx: MutationTransaction, { name, args }: QueuedMutation): Promise<() => void> {
    const id = idIn(args, 'id');
    if (!id) return unchanged; // malformed: the mutator refuses it with the schema's message
    switch (name) {
      case 'project.create': {
        if ((await tx.idStatus('projects', id)) !== 'absent') return unchanged;
        this.refuseOver('maxProjects', this.ownedProjects);
        return () => {
          this.ownedProjects += 1;
        };
      }
      case 'project.delete': {
        const project = await tx.get('projects', id);
        return project?.ownerId === this.userId
          ? () => {
              this.ownedProjects -= 1;
            }
          : unchanged;
      }
      case 'persona.create': {
        const projectId = idIn(args, 'projectId');
        if (!projectId || (await tx.idStatus('personas', id)) !== 'absent') return unchanged;
        const count = this.personasByProject.get(projectId) ?? 0;
        this.refuseOver('maxPersonasPerProject', count);
        return () => this.personasByProject.set(projectId, count + 1);
      }
      case 'persona.delete': {
        const persona = await tx.get('personas', id);
        const count = persona && this.personasByProject.get(persona.projectId);
        return persona && count
          ? () => this.personasByProject.set(persona.projectId, count - 1)
          : unchanged;
      }
      default:
        return unchanged;
    }
  }

  private refuseOver(limit: 'maxProjects' | 'maxPersonasPerProject', used: number) {
    const max = this.plan[limit];
    if (max !== null && !allowsOneMore(max, used)) {
      throw new PlanLimitReached(limit, planLimitMessage(limit, this.plan, max));
    }
  }
}

/**
 * runMutation within the plan's limits: the one hook the server-side mutation paths (REST and
 * both sync push paths) call instead of runMutation. With no guard it is runMutation itself.
 */
export async function runMutationWithinPlan(
  guard: PlanLimitGuard | null,
  tx: MutationTransaction,
  name: string,
  args: unknown,
): Promise<void> {
  const counted = guard ? await guard.admit(tx, { name, args }) : unchanged;
  await runMutation(tx, name, args);
  counted();
}
