import {
  deferred,
  issueMessage,
  type Message,
  type MessageCode,
  timestampSchema,
  wallGroupKey,
} from '@trilha/shared';
import {
  CHILD_ENTITIES,
  CHILD_ENTITY_NAMES,
  type ChildEntity,
  projectRowSchema,
} from '@trilha/sync';
import { z } from 'zod';
import type { ProjectRecords, ProjectSnapshot } from './snapshot';

/**
 * The JSON backup of one project (docs/backup-format.md): readable, self-describing, validated
 * on import with the very schemas the app stores records with.
 */
export const BACKUP_FORMAT = 'trilha-project-backup';
/** Raised when the layout changes in a way an older import could not read. */
export const BACKUP_VERSION = 1;

const recordsSchema = deferred(() =>
  z.object(
    Object.fromEntries(
      CHILD_ENTITY_NAMES.map((entity) => [entity, z.array(CHILD_ENTITIES[entity].row).default([])]),
    ) as { [E in ChildEntity]: z.ZodDefault<z.ZodArray<(typeof CHILD_ENTITIES)[E]['row']>> },
  ),
);

export const backupSchema = deferred(() =>
  z
    .object({
      format: z.literal(BACKUP_FORMAT),
      version: z.literal(BACKUP_VERSION),
      exportedAt: timestampSchema,
      project: projectRowSchema,
      records: recordsSchema,
    })
    .superRefine((backup, ctx) => {
      // A record of another project, or a result of a plan that is not in the file, means the
      // file was edited or stitched together: refuse it rather than guess.
      for (const entity of CHILD_ENTITY_NAMES) {
        backup.records[entity].forEach((record, index) => {
          if (record.projectId !== backup.project.id) {
            ctx.addIssue({
              code: 'custom',
              path: ['records', entity, index, 'projectId'],
              message: 'backup.other_project',
            });
          }
        });
      }
      const planIds = new Set(backup.records.testPlans.map((plan) => plan.id));
      backup.records.testResults.forEach((result, index) => {
        if (!planIds.has(result.testPlanId)) {
          ctx.addIssue({
            code: 'custom',
            path: ['records', 'testResults', index, 'testPlanId'],
            message: 'backup.test_plan_missing',
          });
        }
      });
      // A session's people and dots go with it (deleting one deletes them): never without it.
      const sessionIds = new Set(backup.records.votingSessions.map((session) => session.id));
      const sessionOfParticipant = new Map(
        backup.records.participants.map((person) => [person.id, person.sessionId]),
      );
      const missing = (entity: string, index: number, field: string, message: MessageCode) =>
        ctx.addIssue({ code: 'custom', path: ['records', entity, index, field], message });
      backup.records.participants.forEach((person, index) => {
        if (!sessionIds.has(person.sessionId))
          missing('participants', index, 'sessionId', 'backup.session_missing');
      });
      backup.records.dots.forEach((dot, index) => {
        if (!sessionIds.has(dot.sessionId))
          missing('dots', index, 'sessionId', 'backup.session_missing');
        else if (sessionOfParticipant.get(dot.participantId) !== dot.sessionId)
          missing('dots', index, 'participantId', 'backup.participant_missing');
      });
      // Two wall groups of one name would share their notes; the import could not make both.
      const groupNames = new Set<string>();
      backup.records.wallGroups.forEach((group, index) => {
        const key = wallGroupKey(group.name);
        if (groupNames.has(key)) missing('wallGroups', index, 'name', 'backup.group_repeated');
        groupNames.add(key);
      });
    }),
);

export type Backup = z.infer<typeof backupSchema>;

export function createBackup(snapshot: ProjectSnapshot, now: Date = new Date()): Backup {
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    exportedAt: now.toISOString(),
    project: snapshot.project,
    records: snapshot.records as Backup['records'],
  };
}

/** Two-space indented, so the file can be read (and diffed) by a person. */
export const backupToJson = (backup: Backup) => `${JSON.stringify(backup, null, 2)}\n`;

export type BackupProblem =
  | { kind: 'notJson' }
  | { kind: 'notBackup' }
  | { kind: 'newerVersion'; version: number }
  | { kind: 'invalid'; path: string; message: Message };

export type ParsedBackup = { ok: true; backup: Backup } | { ok: false; problem: BackupProblem };

const looksLikeBackup = (value: unknown): value is { format: unknown; version: unknown } =>
  typeof value === 'object' && value !== null && 'format' in value;

/** Reads a backup file's text; a broken or foreign file gives a problem the screen can name. */
export function parseBackup(text: string): ParsedBackup {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    return { ok: false, problem: { kind: 'notJson' } };
  }
  if (!looksLikeBackup(value) || value.format !== BACKUP_FORMAT) {
    return { ok: false, problem: { kind: 'notBackup' } };
  }
  if (typeof value.version === 'number' && value.version > BACKUP_VERSION) {
    return { ok: false, problem: { kind: 'newerVersion', version: value.version } };
  }
  const parsed = backupSchema.safeParse(value);
  if (parsed.success) return { ok: true, backup: parsed.data };
  const issue = parsed.error.issues[0];
  return {
    ok: false,
    problem: {
      kind: 'invalid',
      path: issue?.path.map(String).join('.') ?? '',
      message: issue ? issueMessage(issue) : { code: 'validation.invalid' },
    },
  };
}

/** The records of a parsed backup, typed as the snapshot's. */
export const backupRecords = (backup: Backup): ProjectRecords => backup.records as ProjectRecords;
