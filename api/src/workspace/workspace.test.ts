import { beforeAll, describe, expect, it } from 'vitest';
import { adminClient, signedInClient, type TestClient, useTestApp } from '../../test/test-app';

const context = useTestApp();

type Json = Record<string, unknown>;
type ErrorBody = { error: string; code: string; issues?: { path: string; message: string }[] };

const MISSING_ID = '0190a000-0000-7000-8000-00000000dead';

let admin: TestClient;
let alice: TestClient;
let aliceId: string;
let bob: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
  admin = (await adminClient(context)).client;
  const signedAlice = await signedInClient(context, { name: 'Alice Lima' });
  alice = signedAlice.client;
  aliceId = signedAlice.user.id;
  bob = (await signedInClient(context, { name: 'Bob Reis' })).client;
  anonymous = context.client();
});

async function createProject(client: TestClient, name = 'Clínica sem filas'): Promise<Json> {
  const response = await client.post<Json>('/api/projects', {
    name,
    description: 'Reduzir a espera',
  });
  expect(response.status).toBe(201);
  return response.body;
}

describe('projects', () => {
  it('creates with the spec defaults, honouring a client id and ignoring server-owned fields', async () => {
    const id = '0190a000-0000-7000-8000-0000000000a1';
    const response = await alice.post<Json>('/api/projects', {
      id,
      name: '  Oficina de mobilidade ',
      ownerId: MISSING_ID,
      completionRate: 99,
      status: 'completed',
      currentPhase: 4,
    });
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      id,
      name: 'Oficina de mobilidade',
      description: '',
      ownerId: aliceId,
      status: 'in_progress',
      currentPhase: 1,
      completionRate: 0,
      completedTools: 0,
      totalTools: 10,
    });
    expect(Date.parse(String(response.body.createdAt))).not.toBeNaN();
  });

  it('refuses a project without a name with the spec message, and without a session', async () => {
    const bad = await alice.post<ErrorBody>('/api/projects', { name: '   ' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'invalid_input',
      error: 'Nome do projeto é obrigatório',
    });
    expect((await anonymous.post('/api/projects', { name: 'x' })).status).toBe(401);
    expect((await anonymous.get('/api/projects')).status).toBe(401);
  });

  it("lists the user's own and shared projects, newest first, never another user's", async () => {
    const older = await createProject(alice, 'Mais antigo');
    const newer = await createProject(alice, 'Mais novo');
    const bobs = await createProject(bob, 'Projeto do Bob');
    const shared = await createProject(bob, 'Compartilhado com Alice');
    await context.db
      .sql`INSERT INTO project_members (project_id, user_id) VALUES (${String(shared.id)}, ${aliceId})`;

    const list = await alice.get<Json[]>('/api/projects');
    expect(list.status).toBe(200);
    const ids = list.body.map((project) => project.id);
    expect(ids).toContain(shared.id);
    expect(ids).not.toContain(bobs.id);
    expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
    expect(list.body[0]).toHaveProperty('completionRate');
  });

  it('gets one project: 404 for a missing, malformed or foreign id', async () => {
    const project = await createProject(alice);
    expect((await alice.get(`/api/projects/${project.id}`)).body).toMatchObject({ id: project.id });
    for (const path of [`/api/projects/${MISSING_ID}`, '/api/projects/not-a-uuid']) {
      expect((await alice.get(path)).status).toBe(404);
    }
    const foreign = await bob.get<ErrorBody>(`/api/projects/${project.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toBe('Projeto não encontrado');
    expect((await anonymous.get(`/api/projects/${project.id}`)).status).toBe(401);
  });

  it('updates the current phase; a phase outside 1-5 is refused; a foreign id is 404', async () => {
    const project = await createProject(alice);
    const moved = await alice.put<Json>(`/api/projects/${project.id}`, { currentPhase: 3 });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ currentPhase: 3, name: project.name });
    const bad = await alice.put<ErrorBody>(`/api/projects/${project.id}`, { currentPhase: 9 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Fase deve ser um número de 1 a 5');
    expect((await bob.put(`/api/projects/${project.id}`, { currentPhase: 2 })).status).toBe(404);
    expect((await alice.put(`/api/projects/${MISSING_ID}`, { currentPhase: 2 })).status).toBe(404);
    expect((await alice.put(`/api/projects/${project.id}`, [1])).status).toBe(400);
  });

  it('computes completion and stats from real content', async () => {
    const project = await createProject(alice);
    await alice.post(`/api/projects/${project.id}/personas`, { name: 'Carla' });
    await alice.post(`/api/projects/${project.id}/personas`, { name: 'Davi' });
    await alice.post(`/api/projects/${project.id}/ideas`, {
      title: 'Senha por SMS',
      description: 'Avisar a vez',
    });
    const stats = await alice.get(`/api/projects/${project.id}/stats`);
    expect(stats.body).toEqual({ completedTools: 2, totalTools: 10 });
    expect((await alice.get<Json>(`/api/projects/${project.id}`)).body.completionRate).toBe(20);
    expect((await bob.get(`/api/projects/${project.id}/stats`)).status).toBe(404);
  });

  it('lets the owner delete; a member may not; another user gets 404', async () => {
    const project = await createProject(bob, 'Para apagar');
    await context.db
      .sql`INSERT INTO project_members (project_id, user_id) VALUES (${String(project.id)}, ${aliceId})`;
    expect((await alice.delete(`/api/projects/${project.id}`)).status).toBe(403);
    const stranger = (await signedInClient(context)).client;
    expect((await stranger.delete(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await bob.delete(`/api/projects/${project.id}`)).status).toBe(204);
    expect((await bob.get(`/api/projects/${project.id}`)).status).toBe(404);
    expect((await bob.delete(`/api/projects/${MISSING_ID}`)).status).toBe(404);
    expect((await anonymous.delete(`/api/projects/${project.id}`)).status).toBe(401);
  });

  it('stamps every REST write with a new project version, for sync', async () => {
    const project = await createProject(alice);
    const version = async () =>
      (
        await context.db.sql`SELECT version_counter FROM projects WHERE id = ${String(project.id)}`
      )[0]?.versionCounter;
    const before = Number(await version());
    const persona = await alice.post<Json>(`/api/projects/${project.id}/personas`, { name: 'Eva' });
    expect(Number(await version())).toBe(before + 1);
    const [row] = await context.db
      .sql`SELECT sync_version FROM personas WHERE id = ${String(persona.body.id)}`;
    expect(Number(row?.syncVersion)).toBe(before + 1);
    await alice.delete(`/api/personas/${persona.body.id}`);
    const [tombstone] = await context.db.sql`
      SELECT sync_version, deleted_at FROM personas WHERE id = ${String(persona.body.id)}`;
    expect(Number(tombstone?.syncVersion)).toBe(before + 2);
    expect(tombstone?.deletedAt).toBeInstanceOf(Date);
  });
});

describe('admin projects', () => {
  it('lists every project with its owner for administrators only', async () => {
    const project = await createProject(bob, 'Visto pelo admin');
    const list = await admin.get<Json[]>('/api/admin/projects');
    expect(list.status).toBe(200);
    expect(list.body.find((item) => item.id === project.id)).toMatchObject({
      ownerUsername: expect.any(String),
    });
    expect((await alice.get('/api/admin/projects')).status).toBe(403);
    expect((await anonymous.get('/api/admin/projects')).status).toBe(401);
  });

  it("lets an administrator delete anyone's project", async () => {
    const project = await createProject(bob, 'Removido pelo admin');
    expect((await admin.delete(`/api/projects/${project.id}`)).status).toBe(204);
    expect((await bob.get(`/api/projects/${project.id}`)).status).toBe(404);
  });
});

interface RecordCase {
  path: string;
  create: Json;
  /** What the created record must show (defaults applied, blanks dropped...). */
  created: Json;
  update: Json;
  invalid: Json;
  message: string;
}

const RECORD_CASES: RecordCase[] = [
  {
    path: 'empathy-maps',
    create: {
      title: 'Enfermeira do plantão',
      says: ['Estou exausta', '  '],
      does: ['Corre'],
      feels: [],
    },
    created: {
      title: 'Enfermeira do plantão',
      says: ['Estou exausta'],
      thinks: [],
      does: ['Corre'],
    },
    update: { thinks: ['Ninguém vê o meu trabalho'] },
    invalid: { title: '' },
    message: 'Título é obrigatório',
  },
  {
    path: 'personas',
    create: {
      name: 'Carla',
      age: 34,
      occupation: 'Enfermeira',
      techSavviness: 'medium',
      goals: ['Menos papel'],
    },
    created: {
      name: 'Carla',
      age: 34,
      techSavviness: 'medium',
      goals: ['Menos papel'],
      frustrations: [],
    },
    update: { name: 'Carla Souza', frustrations: ['Sistema lento'] },
    invalid: { name: '', age: 34 },
    message: 'Nome é obrigatório',
  },
  {
    path: 'interviews',
    create: {
      participantName: 'João',
      date: '2026-11-20',
      duration: 45,
      questions: ['Como foi?'],
      responses: ['Longo'],
    },
    created: {
      participantName: 'João',
      date: '2026-11-20',
      duration: 45,
      questions: ['Como foi?'],
    },
    update: { insights: 'A espera é o maior problema' },
    invalid: { participantName: 'João', date: '20/11/2026' },
    message: 'Data inválida',
  },
  {
    path: 'observations',
    create: {
      location: 'Recepção',
      date: '2026-11-21',
      context: 'Manhã',
      behavior: 'Fila na porta',
    },
    created: { location: 'Recepção', insights: '' },
    update: { insights: 'Chegam antes de abrir' },
    invalid: { location: 'Recepção', date: '2026-11-21', context: 'Manhã', behavior: '  ' },
    message: 'Comportamento é obrigatório',
  },
  {
    path: 'pov-statements',
    create: {
      user: 'Uma enfermeira',
      need: 'registrar rápido',
      insight: 'o turno é corrido',
      statement: 'Uma enfermeira precisa registrar rápido porque o turno é corrido',
    },
    created: { priority: 'medium', user: 'Uma enfermeira' },
    update: { priority: 'high' },
    invalid: { user: 'x', need: 'y', insight: 'z', statement: 'w', priority: 'urgent' },
    message: 'Prioridade inválida',
  },
  {
    path: 'hmw-questions',
    create: { question: 'Como poderíamos reduzir a espera?', category: 'Fluxo', votes: 99 },
    created: { scope: 'product', priority: 'medium', votes: 0 },
    update: { scope: 'service', challenge: 'Pouca equipe' },
    invalid: { question: '' },
    message: 'Pergunta é obrigatória',
  },
  {
    path: 'ideas',
    create: { title: 'Senha por SMS', description: 'Avisar a vez', feasibility: 4, votes: 50 },
    created: { status: 'idea', votes: 0, feasibility: 4, impact: null },
    update: { status: 'selected', impact: 5 },
    invalid: { title: 'x', description: 'y', feasibility: 7 },
    message: 'Viabilidade deve ser de 1 a 5',
  },
  {
    path: 'prototypes',
    create: {
      name: 'Painel de senhas',
      type: 'paper',
      description: 'Papel e canetas',
      materials: ['papel'],
    },
    created: { version: 1, type: 'paper', ideaId: null, materials: ['papel'] },
    update: { version: 2, feedback: 'Confuso no início' },
    invalid: { name: 'x', description: 'y', version: 0 },
    message: 'Versão deve ser no mínimo 1',
  },
  {
    path: 'test-plans',
    create: { name: 'Teste de guerrilha', methodology: 'Observação', participants: 5 },
    created: { status: 'planned', duration: 60, tasks: [], prototypeId: null },
    update: { status: 'running', participants: 8 },
    invalid: { name: 'x', methodology: 'y', participants: 101 },
    message: 'Máximo de 100 participantes',
  },
];

describe.each(RECORD_CASES)('phase records: $path', (c) => {
  let project: Json;
  beforeAll(async () => {
    project = await createProject(alice, `Projeto de ${c.path}`);
  });
  const base = () => `/api/projects/${project.id}/${c.path}`;

  it('creates, lists, updates and deletes', async () => {
    const created = await alice.post<Json>(base(), c.create);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ ...c.created, projectId: project.id });
    const id = String(created.body.id);

    const list = await alice.get<Json[]>(base());
    expect(list.status).toBe(200);
    expect(list.body.map((record) => record.id)).toContain(id);

    const updated = await alice.put<Json>(`/api/${c.path}/${id}`, {
      ...c.update,
      projectId: MISSING_ID,
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ ...c.update, projectId: project.id });
    expect(Date.parse(String(updated.body.updatedAt))).toBeGreaterThanOrEqual(
      Date.parse(String(created.body.updatedAt)),
    );

    expect((await alice.delete(`/api/${c.path}/${id}`)).status).toBe(204);
    expect((await alice.get<Json[]>(base())).body.map((record) => record.id)).not.toContain(id);
    expect((await alice.put(`/api/${c.path}/${id}`, c.update)).status).toBe(404);
    // Deleting again is harmless: the outcome is the same.
    expect((await alice.delete(`/api/${c.path}/${id}`)).status).toBe(204);
  });

  it('refuses bad input with the message of the rule', async () => {
    const response = await alice.post<ErrorBody>(base(), c.invalid);
    expect(response.status).toBe(400);
    expect(response.body.code).toBe('invalid_input');
    expect(response.body.issues?.map((issue) => issue.message)).toContain(c.message);
    const created = await alice.post<Json>(base(), c.create);
    const badUpdate = await alice.put<ErrorBody>(`/api/${c.path}/${created.body.id}`, c.invalid);
    expect(badUpdate.status).toBe(400);
  });

  it("answers 404 for missing ids and for another user's project and records, 401 without session", async () => {
    const created = await alice.post<Json>(base(), c.create);
    const id = String(created.body.id);
    expect((await bob.get(base())).status).toBe(404);
    expect((await bob.post(base(), c.create)).status).toBe(404);
    expect((await bob.put(`/api/${c.path}/${id}`, c.update)).status).toBe(404);
    expect((await bob.delete(`/api/${c.path}/${id}`)).status).toBe(404);
    expect((await alice.put(`/api/${c.path}/${MISSING_ID}`, c.update)).status).toBe(404);
    expect((await alice.delete(`/api/${c.path}/${MISSING_ID}`)).status).toBe(404);
    expect((await alice.get(`/api/projects/${MISSING_ID}/${c.path}`)).status).toBe(404);
    expect((await alice.get(`/api/projects/nope/${c.path}`)).status).toBe(404);
    expect((await anonymous.get(base())).status).toBe(401);
    expect((await anonymous.post(base(), c.create)).status).toBe(401);
    // Still there and unchanged after the foreign attempts.
    const after = await alice.get<Json[]>(base());
    expect(after.body.find((record) => record.id === id)).toMatchObject(c.created);
  });
});

describe('votes', () => {
  it('add up under concurrency, accept the spec PUT of only votes, and order the lists', async () => {
    const project = await createProject(alice);
    const base = `/api/projects/${project.id}`;
    const first = await alice.post<Json>(`${base}/ideas`, { title: 'A', description: 'a' });
    const second = await alice.post<Json>(`${base}/ideas`, { title: 'B', description: 'b' });
    const presses = await Promise.all(
      Array.from({ length: 20 }, () => alice.post<Json>(`/api/ideas/${first.body.id}/vote`)),
    );
    expect(presses.every((press) => press.status === 200)).toBe(true);
    expect((await alice.get<Json>(`${base}/ideas`)).body).toMatchObject([
      { id: first.body.id, votes: 20 },
      { id: second.body.id },
    ]);

    const set = await alice.put<Json>(`/api/ideas/${second.body.id}`, { votes: 25 });
    expect(set.body).toMatchObject({ votes: 25, title: 'B', description: 'b' });
    const ideas = await alice.get<Json[]>(`${base}/ideas`);
    expect(ideas.body.map((idea) => idea.id)).toEqual([second.body.id, first.body.id]);
    expect((await bob.post(`/api/ideas/${first.body.id}/vote`)).status).toBe(404);
    expect((await alice.post(`/api/ideas/${MISSING_ID}/vote`)).status).toBe(404);
    expect((await anonymous.post(`/api/ideas/${first.body.id}/vote`)).status).toBe(401);
  });

  it('order HMW questions by votes, then newest first', async () => {
    const project = await createProject(alice);
    const base = `/api/projects/${project.id}/hmw-questions`;
    const older = await alice.post<Json>(base, { question: 'Como poderíamos A?' });
    const newer = await alice.post<Json>(base, { question: 'Como poderíamos B?' });
    const voted = await alice.post<Json>(base, { question: 'Como poderíamos C?' });
    await alice.post(`/api/hmw-questions/${voted.body.id}/vote`);
    const list = await alice.get<Json[]>(base);
    expect(list.body.map((question) => question.id)).toEqual([
      voted.body.id,
      newer.body.id,
      older.body.id,
    ]);
  });
});

describe('links between records', () => {
  it("refuses a prototype linked to another project's idea, accepts one of its own", async () => {
    const project = await createProject(alice);
    const other = await createProject(alice);
    const foreignIdea = await alice.post<Json>(`/api/projects/${other.id}/ideas`, {
      title: 'X',
      description: 'x',
    });
    const ownIdea = await alice.post<Json>(`/api/projects/${project.id}/ideas`, {
      title: 'Y',
      description: 'y',
    });
    const base = `/api/projects/${project.id}/prototypes`;
    const refused = await alice.post<ErrorBody>(base, {
      name: 'P',
      description: 'p',
      ideaId: foreignIdea.body.id,
    });
    expect(refused.status).toBe(404);
    expect(refused.body.error).toBe('Ideia não encontrada');
    const linked = await alice.post<Json>(base, {
      name: 'P',
      description: 'p',
      ideaId: ownIdea.body.id,
    });
    expect(linked.status).toBe(201);
    expect(linked.body.ideaId).toBe(ownIdea.body.id);
  });
});

describe('test results', () => {
  it('records real results per participant under a plan, derived into its project', async () => {
    const project = await createProject(alice);
    const plan = await alice.post<Json>(`/api/projects/${project.id}/test-plans`, {
      name: 'Usabilidade',
      methodology: 'Tarefas',
      participants: 3,
    });
    const base = `/api/test-plans/${plan.body.id}/results`;
    const result = await alice.post<Json>(base, {
      participantId: 'P1',
      taskResults: [
        { task: 'Pegar senha', success: true, timeSeconds: 40 },
        { task: 'Achar a sala', success: false, timeSeconds: 95 },
      ],
      successRate: 50,
      completionTime: 135,
      feedback: 'Placas confusas',
      projectId: MISSING_ID,
    });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      testPlanId: plan.body.id,
      projectId: project.id,
      participantId: 'P1',
      successRate: 50,
      taskResults: [
        { task: 'Pegar senha', success: true, timeSeconds: 40 },
        { task: 'Achar a sala', success: false, timeSeconds: 95 },
      ],
    });
    expect((await alice.get<Json[]>(base)).body).toHaveLength(1);
    expect((await alice.get(`/api/projects/${project.id}/stats`)).body).toEqual({
      completedTools: 2,
      totalTools: 10,
    });

    const bad = await alice.post<ErrorBody>(base, { participantId: 'P2', successRate: 120 });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Taxa de sucesso deve estar entre 0 e 100');
    expect((await bob.get(base)).status).toBe(404);
    expect((await bob.post(base, { participantId: 'P3', successRate: 10 })).status).toBe(404);
    expect((await alice.get(`/api/test-plans/${MISSING_ID}/results`)).status).toBe(404);
    expect((await bob.delete(`${base}/${result.body.id}`)).status).toBe(404);
    expect(
      (await alice.delete(`/api/test-plans/${MISSING_ID}/results/${result.body.id}`)).status,
    ).toBe(404);
    expect((await alice.delete(`${base}/${result.body.id}`)).status).toBe(204);
    expect((await alice.get<Json[]>(base)).body).toHaveLength(0);
    expect((await anonymous.get(base)).status).toBe(401);
  });
});
