import {
  allowsOneMore,
  idSchema,
  type Message,
  type PlanFeature,
  type PlanLimit,
  planFeatureMessage,
  planLimitMessage,
  planSells,
  type SubscriptionPlan,
} from '@trilha/shared';
import {
  type ChildEntity,
  MutationRejected,
  type MutationTransaction,
  runMutation,
} from '@trilha/sync';
import type { Queryable } from '../db/connect';
import { limitingPlanOf } from './current-plan';
import { countOwnedProjects, countPersonasByProject } from './usage';

/**
 * A mutation refused because the plan does not sell one more of something (a limit), or does
 * not sell the feature at all (docs/decisions/0022).
 */
export class PlanLimitReached extends MutationRejected {
  constructor(
    readonly limit: PlanLimit | PlanFeature,
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

/**
 * Mutations of a project's feature that a plan sells as a yes or no, by mutation name. The plan
 * of the project's OWNER decides (api/src/billing/plan-features.ts says why); the project is
 * the mutation's `projectId`, or that of the record it changes (RECORD_OF_MUTATION).
 * Comments (docs/decisions/0023): writing and changing them is sold; after a downgrade the
 * ones written stay readable, and each author may still delete theirs.
 */
const FEATURE_MUTATIONS: Readonly<Record<string, PlanFeature>> = {
  'aiAnalysis.create': 'aiAnalysis',
  'comment.create': 'comments',
  'comment.update': 'comments',
};

/** Gated mutations whose arguments name only the record they change (by `id`): its kind. */
const RECORD_OF_MUTATION: Readonly<Record<string, ChildEntity>> = {
  'comment.update': 'comments',
};

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
  /** The plans binding the owners of projects written (null: not limited), by owner id. */
  private readonly ownerPlans = new Map<string, Promise<SubscriptionPlan | null>>();

  private constructor(
    private readonly sql: Queryable,
    private readonly userId: string,
    /** The user's own plan, when it limits a count the batch may change; else null. */
    private readonly plan: SubscriptionPlan | null,
    private ownedProjects: number,
    private readonly personasByProject: Map<string, number>,
  ) {}

  /** The guard for these mutations, or null when nothing in them can hit a limit. */
  static async load(
    sql: Queryable,
    userId: string,
    mutations: readonly QueuedMutation[],
  ): Promise<PlanLimitGuard | null> {
    const gatesFeatures = mutations.some((mutation) =>
      Object.hasOwn(FEATURE_MUTATIONS, mutation.name),
    );
    if (!mutations.some((mutation) => LIMITED_CREATES.has(mutation.name))) {
      return gatesFeatures ? new PlanLimitGuard(sql, userId, null, 0, new Map()) : null;
    }
    const plan = await limitingPlanOf(sql, userId, { lockAccount: true });
    if (!plan || (plan.maxProjects === null && plan.maxPersonasPerProject === null)) {
      return gatesFeatures ? new PlanLimitGuard(sql, userId, null, 0, new Map()) : null;
    }
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
    return new PlanLimitGuard(sql, userId, plan, projects, personas);
  }

  /**
   * Refuses a creation over the limit; otherwise returns what to count once the mutation has
   * been applied. A retried create (its id already exists) changes no count and is let through.
   */
  async admit(tx: MutationTransaction, { name, args }: QueuedMutation): Promise<() => void> {
    const id = idIn(args, 'id');
    if (!id) return unchanged; // malformed: the mutator refuses it with the schema's message
    await this.refuseUnsoldFeature(tx, name, args);
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

  /** Refuses a mutation of a feature that the plan of the project's owner does not sell. */
  private async refuseUnsoldFeature(tx: MutationTransaction, name: string, args: unknown) {
    const feature = FEATURE_MUTATIONS[name];
    if (!feature) return;
    const projectId = await this.projectOf(tx, name, args);
    if (!projectId) return; // no such project or record: the mutator refuses it
    const ownerId = (await tx.get('projects', projectId))?.ownerId;
    if (!ownerId) return; // no such project: the mutator refuses it
    let ownerPlan = this.ownerPlans.get(ownerId);
    if (!ownerPlan) {
      ownerPlan = limitingPlanOf(this.sql, ownerId);
      this.ownerPlans.set(ownerId, ownerPlan);
    }
    const plan = await ownerPlan;
    if (plan && !planSells(plan, feature)) {
      throw new PlanLimitReached(feature, planFeatureMessage(feature, plan));
    }
  }

  /** The project a gated mutation writes to: its `projectId`, or its record's. */
  private async projectOf(
    tx: MutationTransaction,
    name: string,
    args: unknown,
  ): Promise<string | undefined> {
    const entity = RECORD_OF_MUTATION[name];
    if (!entity) return idIn(args, 'projectId');
    const id = idIn(args, 'id');
    return id && (await tx.get(entity, id))?.projectId;
  }

  private refuseOver(limit: 'maxProjects' | 'maxPersonasPerProject', used: number) {
    const max = this.plan?.[limit] ?? null;
    if (this.plan && max !== null && !allowsOneMore(max, used)) {
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
