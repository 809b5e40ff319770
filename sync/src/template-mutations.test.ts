import {
  BUILT_IN_TEMPLATES,
  builtInTemplate,
  compareAgendaSteps,
  containsOf,
  LANGUAGE_CODES,
  type Language,
  newId,
  TEMPLATE_INTERVIEWEE,
} from '@trilha/shared';
import { describe, expect, it } from 'vitest';
import { offlineDevice } from './offline-device-fixture';
import { projectTimerId } from './project-timer';
import { templateMutations } from './template-mutations';
import { templateSnapshot } from './template-snapshot';

const USER = '0190c000-0000-7000-8000-0000000000aa';

/** Applies a template on a device with no network: the path of a project made offline. */
async function applyOffline(
  device: ReturnType<typeof offlineDevice>,
  id: string,
  language: Language = 'en',
) {
  const template = builtInTemplate(id, language);
  if (!template) throw new Error(id);
  const projectId = newId();
  const mutations = templateMutations(
    template.content,
    { id: projectId, name: template.name },
    newId,
  );
  await device.client.mutateAll(mutations);
  return { projectId, mutations, template };
}

describe('templateMutations', () => {
  it.each(
    BUILT_IN_TEMPLATES.flatMap(({ id }) =>
      LANGUAGE_CODES.map((language) => [id, language] as const),
    ),
  )('%s (%s) passes the mutators and seeds every record', async (id, language) => {
    const device = offlineDevice(USER);
    const { projectId, template } = await applyOffline(device, id, language);
    const project = await device.db.projects.get(projectId);
    expect(project).toMatchObject({ name: template.name, ownerId: USER });
    expect(project?.description).toBe(template.content.projectDescription);
    for (const [entity, expected] of Object.entries(containsOf(template.content))) {
      const rows = await device.db.table(entity).where('projectId').equals(projectId).count();
      expect(rows, entity).toBe(expected);
    }
  });

  it('gives fresh ids each time, links rewritten to the new records, the timer its project id', async () => {
    const device = offlineDevice(USER);
    const first = await applyOffline(device, 'prototype-test-round');
    const second = await applyOffline(device, 'prototype-test-round');
    const ids = (run: typeof first) => run.mutations.map(({ args }) => args.id);
    expect(new Set([...ids(first), ...ids(second)]).size).toBe(ids(first).length * 2);

    const [plan] = await device.db.testPlans.where('projectId').equals(second.projectId).toArray();
    const prototype = await device.db.prototypes.get(String(plan?.prototypeId));
    expect(prototype?.projectId).toBe(second.projectId);
    const idea = await device.db.ideas.get(String(prototype?.ideaId));
    expect(idea?.projectId).toBe(second.projectId);
    expect(await device.db.timers.get(projectTimerId(second.projectId))).toMatchObject({
      durationMs: 15 * 60_000,
      remainingMs: 15 * 60_000,
      startedAt: null,
    });
  });

  it('keeps a description the person gave over the template agenda', () => {
    const template = builtInTemplate('quick-ideation-vote', 'es');
    if (!template) throw new Error('missing');
    const [create] = templateMutations(
      template.content,
      { id: newId(), name: 'Taller', description: 'Mi agenda' },
      newId,
    );
    expect(create?.args).toMatchObject({ name: 'Taller', description: 'Mi agenda' });
  });
});

describe('templateSnapshot', () => {
  it('keeps what a facilitator starts from and leaves out people and the room state', async () => {
    const device = offlineDevice(USER);
    const { projectId } = await applyOffline(device, 'empathy-interview-kit');
    const [interview] = await device.db.interviews.where('projectId').equals(projectId).toArray();
    await device.client.mutate('interview.update', {
      id: interview?.id,
      changes: { participantName: 'Maria Souza', responses: ['Moro sozinha'], insights: 'x' },
    });
    const rows = [];
    for (const entity of ['interviews', 'personas', 'timers'] as const) {
      for (const row of await device.db
        .table(entity)
        .where('projectId')
        .equals(projectId)
        .toArray())
        rows.push({ entity, row });
    }
    const content = templateSnapshot('Agenda', rows, TEMPLATE_INTERVIEWEE.en);
    const saved = content.records.find(({ entity }) => entity === 'interviews');
    expect(saved?.fields).toMatchObject({
      participantName: 'Interviewee 1',
      responses: [],
      insights: '',
    });
    expect(saved?.fields).not.toHaveProperty('date');
    expect(saved?.fields.questions).toHaveLength(6);
    for (const { fields } of content.records) {
      for (const stamped of ['id', 'projectId', 'authorId', 'createdAt', 'updatedAt', 'startedAt'])
        expect(fields).not.toHaveProperty(stamped);
    }

    // The snapshot is a template again: it makes a new project of the same records.
    const projectAgain = newId();
    await device.client.mutateAll(
      templateMutations(content, { id: projectAgain, name: 'Again' }, newId),
    );
    expect(await device.db.interviews.where('projectId').equals(projectAgain).count()).toBe(1);
    expect(await device.db.personas.where('projectId').equals(projectAgain).count()).toBe(1);
  });
});

describe('a template agenda', () => {
  const steps = async (device: ReturnType<typeof offlineDevice>, projectId: string) =>
    (await device.db.agendaSteps.where('projectId').equals(projectId).toArray()).sort(
      compareAgendaSteps,
    );

  it("becomes the project's agenda steps, in order: the quick ideation's four", async () => {
    const device = offlineDevice(USER);
    const { projectId } = await applyOffline(device, 'quick-ideation-vote', 'pt-BR');
    expect(
      (await steps(device, projectId)).map(({ name, tool, mode, position }) => [
        name,
        tool,
        mode,
        position,
      ]),
    ).toEqual([
      ['Ideias em silêncio', 'ideas', 'private', 1],
      ['Revelar as ideias', 'ideas', 'reveal', 2],
      ['Agrupar na parede', 'wall', 'group', 3],
      ['Votação', 'ideas', 'vote', 4],
    ]);
  });

  it('is kept when a project is saved as a template, and made again from it', async () => {
    const device = offlineDevice(USER);
    const { projectId } = await applyOffline(device, 'quick-ideation-vote');
    const [first] = await steps(device, projectId);
    // The facilitator reorders and edits before saving: the saved agenda follows.
    await device.client.mutate('agendaStep.update', {
      id: first?.id,
      changes: { position: 10, durationMs: 7 * 60_000, anonymous: true },
    });
    const content = templateSnapshot('Agenda', [], '', await steps(device, projectId));
    expect(content.agenda?.map(({ mode }) => mode)).toEqual(['reveal', 'group', 'vote', 'private']);
    expect(content.agenda?.[3]).toEqual({
      name: 'Silent ideas',
      tool: 'ideas',
      mode: 'private',
      durationMs: 7 * 60_000,
      budget: 3,
      anonymous: true,
    });
    const again = newId();
    await device.client.mutateAll(templateMutations(content, { id: again, name: 'Again' }, newId));
    expect((await steps(device, again)).map(({ mode }) => mode)).toEqual([
      'reveal',
      'group',
      'vote',
      'private',
    ]);
    // A project with no agenda saves none.
    expect(templateSnapshot('Agenda', [], '')).toEqual({
      projectDescription: 'Agenda',
      records: [],
    });
  });
});
