import { byCreation } from '@trilha/shared';
import { CHILD_ENTITY_NAMES, type ChildEntity, type ChildRow, type ProjectRow } from '@trilha/sync';
import type { TrilhaDatabase } from '@trilha/sync/client';

/** Every record of every tool of one project, oldest first. */
export type ProjectRecords = { [E in ChildEntity]: ChildRow<E>[] };

/** A project and all its records as this device has them: what every export is built from. */
export interface ProjectSnapshot {
  project: ProjectRow;
  records: ProjectRecords;
}

/** Reads the project from the local database (so exports work offline); null when it is gone. */
export async function loadProjectSnapshot(
  db: TrilhaDatabase,
  projectId: string,
): Promise<ProjectSnapshot | null> {
  return db.transaction('r', ['projects', ...CHILD_ENTITY_NAMES], async () => {
    const project = await db.projects.get(projectId);
    if (!project) return null;
    const lists = await Promise.all(
      CHILD_ENTITY_NAMES.map((entity) =>
        db.entityTable(entity).where('projectId').equals(projectId).toArray(),
      ),
    );
    const records = Object.fromEntries(
      CHILD_ENTITY_NAMES.map((entity, index) => [
        entity,
        (lists[index] as { createdAt: string; id: string }[]).sort(byCreation),
      ]),
    ) as ProjectRecords;
    return { project, records };
  });
}
